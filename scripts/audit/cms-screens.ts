/**
 * How the CMS's screenshots reach a screen of the CMS of `npm run cms`, in the system Chromium: each
 * in a fresh context, in Portuguese, kept on loopback; an entry opened with its preview drawn; a
 * section of its list opened; the screens and fields found by the labels the generated configuration
 * gives them, as an editor finds them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { projectRoot } from '../../project/environment.ts';
import type { LocalCms } from '../cms/local-cms.ts';
import { keepOnLoopback } from './loopback-only.ts';
import { settled as settledWithin, trackRequests } from './network-quiet.ts';

export const settled = (page: Page) => settledWithin(page, stepTimeout);

const viewport = { width: 1280, height: 800 };
/** A phone, as the editors' guide shows the CMS on one. */
export const phone = { width: 390, height: 844 };
/** One screen of the CMS loads in seconds, once the first start has bundled its dependencies. */
const stepTimeout = 30_000;

/** The generated CMS configuration: the screens are found by the labels an editor sees. */
interface ConfigField {
  name: string;
  label: string;
  label_singular?: string;
  types?: ConfigField[];
  fields?: ConfigField[];
}
interface Labels {
  page: (name: string) => string;
  hero: { type: string; title: string };
  cardGrid: { type: string; cards: string; card: string };
}

export function labelsOfConfig(): Labels {
  const config = parse(readFileSync(path.join(projectRoot, 'admin/config.yml'), 'utf8')) as {
    collections: { name: string; fields?: ConfigField[] }[];
  };
  const find = (fields: ConfigField[] | undefined, name: string) => {
    const found = fields?.find((field) => field.name === name);
    if (!found) throw new Error(`admin/config.yml não tem o campo "${name}" (rode "npm run schema").`);
    return found;
  };
  const pageFields = config.collections.find((collection) => collection.name === 'paginas')?.fields;
  const sectionTypes = find(pageFields, 'sections').types;
  const hero = find(sectionTypes, 'hero');
  const cardGrid = find(sectionTypes, 'card-grid');
  const cards = find(cardGrid.fields, 'cards');
  return {
    page: (name) => find(pageFields, name).label,
    hero: { type: hero.label, title: find(hero.fields, 'title').label },
    cardGrid: { type: cardGrid.label, cards: cards.label, card: cards.label_singular ?? cards.label },
  };
}

/** A fresh page (its own context) on one screen of the CMS; fresh, so no entry's editor state lingers. */
export async function openScreen(
  browser: Browser,
  cms: LocalCms,
  hash: string,
  logIn = true,
  size = viewport,
): Promise<Page> {
  const context = await browser.newContext({ viewport: size, locale: 'pt-BR' });
  context.setDefaultTimeout(stepTimeout);
  await keepOnLoopback(context);
  // Decap writes its "new" button as "＋ Página" with a full-width plus, which no font of a server
  // draws (an empty box in the picture); an editor's computer shows a plus, as this does.
  // (A string, not a function: tsx would add helpers to a function that the page does not have.)
  await context.addInitScript(`
    const plain = (node) => {
      if (node.nodeType === Node.TEXT_NODE && node.nodeValue.includes('\\uFF0B')) {
        node.nodeValue = node.nodeValue.replaceAll('\\uFF0B', '+');
      }
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        plain(change.target);
        for (const added of change.addedNodes) {
          plain(added);
          const walker = document.createTreeWalker(added, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) plain(walker.currentNode);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  `);
  const page = await context.newPage();
  trackRequests(page);
  await page.goto(`${cms.adminUrl}#${hash}`, { waitUntil: 'domcontentloaded' });
  const login = page.getByRole('button', { name: 'Entrar', exact: true });
  await login.waitFor();
  if (logIn) await login.click();
  return page;
}

/** A section of an entry's list, by its type's label: opened from its title, to reach its fields. */
export async function expandSection(page: Page, typeLabel: string): Promise<Locator> {
  const item = page.locator('label[for^="sections-field"]', { hasText: typeLabel }).first().locator('..');
  await item
    .getByRole('button', { name: `${typeLabel}: ` })
    .first()
    .click();
  return item;
}

export async function openEntry(
  browser: Browser,
  cms: LocalCms,
  labels: Labels,
  slug: string,
  size = viewport,
): Promise<Page> {
  const page = await openScreen(browser, cms, `/collections/paginas/entries/${slug}`, true, size);
  await page.getByLabel(labels.page('title'), { exact: true }).first().waitFor();
  // The preview on the right: the site's own sections, drawn once the entry is loaded (on a phone,
  // behind its button).
  await page
    .frameLocator('iframe')
    .first()
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ state: size === phone ? 'attached' : 'visible' });
  await settled(page);
  return page;
}

/** Puts `locator` in the middle of its scrolling pane (the editor's fields scroll, the page does not). */
export const centre = (locator: Locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
