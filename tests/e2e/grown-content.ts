/**
 * Content as editors grow it, for the layout test: the trial's fifth menu link to a new page, and
 * every list of the header, the footer and the cards at its schema's maximum, every text in them at
 * its length limit. Counts and lengths are read from the schemas, so the content follows them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { companySchema } from '../../schema/company.ts';
import { colourTokens, iconNames, layoutLimits } from '../../schema/fields/index.ts';
import { cardSchema } from '../../schema/fields/card.ts';
import { cardGridSectionSchema } from '../../schema/sections/card-grid.ts';
import { siteSchema } from '../../schema/site.ts';
import { mostItems } from '../support/schema-limits.ts';
import { specRoutes } from './site.ts';

// Real words of every length from 1 to 16 letters, long ones among them: a title of short words
// wraps more easily than one of these.
const words = [
  'Responsabilidade',
  'odontológica',
  'para',
  'empresas',
  'e',
  'famílias',
  'com',
  'Odontopediatria',
  'planejamento',
  'tributário',
  'de',
  'qualidade',
  'Biossegurança',
  'em',
  'cada',
  'etapa',
  'do',
  'serviço',
  'Implantodontia',
  'atendimento',
  'fiscal',
];

const wordOfLength = (length: number) => {
  const word = words.find((candidate) => candidate.length === length);
  if (!word) throw new Error(`no word of ${length} letters`);
  return word;
};

/** Words from the `start`th on, exactly `length` characters long, capitalised. */
export function wordsOfLength(length: number, start = 0): string {
  let text = '';
  for (let index = start; text.length < length; index++) {
    const room = length - text.length - (text ? 1 : 0);
    const word = words[index % words.length]!;
    // The last word is the one that fills the room exactly; a word that would leave a single
    // character (a space and nothing after it) waits for a shorter one.
    const next = word.length > room ? wordOfLength(room) : word;
    if (room - next.length === 1) continue;
    text = text ? `${text} ${next}` : next;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const list = <T>(count: number, item: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => item(index));

function editYaml(file: string, edit: (document: ReturnType<typeof parseDocument>) => void) {
  const document = parseDocument(readFileSync(file, 'utf8'));
  edit(document);
  writeFileSync(file, String(document));
}

interface NewPage {
  path: string;
  label: string;
}

/** The page the trial created and linked in the menu. */
export const newPage: NewPage = { path: '/trabalhe-conosco', label: 'Trabalhe Conosco' };

function writePage(contentDir: string, page: NewPage, sections: unknown[] = []) {
  const file = {
    path: page.path,
    title: `${page.label} | Grupo INVERO`,
    description: `${page.label}: uma página nova do Grupo INVERO.`,
    sections: [{ type: 'hero', title: page.label, text: 'Uma página que um editor criou.' }, ...sections],
  };
  writeFileSync(path.join(contentDir, 'pages', `${page.path.slice(1)}.yaml`), stringify(file));
}

/** The trial's edit: a new page, and a fifth menu link to it. */
export function addFifthLink(contentDir: string): void {
  writePage(contentDir, newPage);
  editYaml(path.join(contentDir, 'site.yaml'), (site) =>
    site.addIn(['navigation', 'links'], { label: newPage.label, to: newPage.path }),
  );
}

const card = (index: number) => ({
  icon: iconNames[index % iconNames.length],
  title: wordsOfLength(layoutLimits.cardTitle, index),
  description: wordsOfLength(layoutLimits.cardDescription, index + 3),
  features: list(mostItems(cardSchema, 'features'), (feature) =>
    wordsOfLength(layoutLimits.cardFeature, index + feature),
  ),
  colour: colourTokens[index % colourTokens.length],
});

/** Everything at its limit: the most menu and footer links, the longest texts, grids of 8 and 7 cards. */
export function fillToTheLimits(contentDir: string): void {
  const mostCards = mostItems(cardGridSectionSchema, 'cards');
  writePage(
    contentDir,
    newPage,
    [mostCards, mostCards - 1].map((count) => ({
      type: 'card-grid',
      title: `${count} cartões`,
      cards: list(count, card),
    })),
  );
  // A page for each menu link: two links to one page would both be marked as the current one.
  const mostLinks = mostItems(siteSchema, 'navigation', 'links');
  const morePages = list(mostLinks - specRoutes.length - 1, (index) => ({
    path: `/pagina-${index + 1}`,
    label: `Página ${index + 1}`,
  }));
  for (const page of morePages) writePage(contentDir, page);
  const pages = [...specRoutes.map((route) => route.path), newPage.path, ...morePages.map((page) => page.path)];
  const links = (count: number, start: number) =>
    list(count, (index) => ({
      label: wordsOfLength(layoutLimits.linkLabel, start + index),
      to: pages[index % pages.length],
    }));

  editYaml(path.join(contentDir, 'site.yaml'), (site) => {
    site.setIn(['brand', 'name'], wordsOfLength(layoutLimits.brandName, 2));
    site.setIn(['contact', 'hours'], wordsOfLength(layoutLimits.contactLine, 5));
    site.setIn(['contact', 'country'], wordsOfLength(layoutLimits.contactLine, 9));
    site.setIn(['navigation', 'links'], links(mostLinks, 0));
    site.setIn(['navigation', 'contact', 'label'], wordsOfLength(layoutLimits.buttonLabel, 17));
    site.setIn(['footer', 'blurb'], wordsOfLength(layoutLimits.footerBlurb, 4));
    for (const [index, key] of ['companiesTitle', 'quickLinksTitle', 'contactTitle'].entries()) {
      site.setIn(['footer', key], wordsOfLength(layoutLimits.footerHeading, index * 5));
    }
    site.setIn(['footer', 'quickLinks'], links(mostItems(siteSchema, 'footer', 'quickLinks'), 3));
    site.setIn(['footer', 'legalLinks'], links(mostItems(siteSchema, 'footer', 'legalLinks'), 11));
  });
  editYaml(path.join(contentDir, 'companies.yaml'), (companies) => {
    const count = (companies.get('companies') as { items: unknown[] }).items.length;
    for (let index = 0; index < count; index++) {
      const longest = card(index + 1);
      companies.setIn(['companies', index, 'name'], longest.title);
      companies.setIn(['companies', index, 'description'], longest.description);
      const features = list(mostItems(companySchema, 'features'), (feature) =>
        wordsOfLength(layoutLimits.cardFeature, index + feature + 1),
      );
      companies.setIn(['companies', index, 'features'], features);
    }
  });
}
