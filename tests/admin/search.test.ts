import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { excerpt, findIn, fold, foldedQuery, foundIn, searchContent } from '../../admin/search/matches.ts';
import { placeSeparator } from '../../admin/session/words/form-place.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import type { CmsField } from '../../schema/generate/cms-field.ts';

/*
 * The editor's search, without a browser: what counts as the same words (accents, case, spaces), where
 * a word begins, and where a field found is, in the form's words of the generated configuration.
 */

const [pagesCollection, filesCollection] = generatedConfig.collections;
const fieldIn = (fields: readonly CmsField[] | undefined, name: string) =>
  fields!.find((field) => field.name === name)!;
const sections = fieldIn(pagesCollection.fields, 'sections');
const typeNamed = (name: string) => sections.types!.find((type) => type.name === name)!;
const cards = fieldIn(typeNamed('card-grid').fields, 'cards');
const heroButtons = fieldIn(typeNamed('hero').fields, 'buttons');
const styleField = fieldIn(heroButtons.fields, 'style');
const optionLabel = (field: CmsField, value: string) =>
  field
    .options!.map((option) => (typeof option === 'string' ? { label: option, value: option } : option))
    .find((option) => option.value === value)!.label;

/** The stretch of `text` found for `query`, as the text it covers. */
const foundText = (text: string, query: string) => {
  const stretch = findIn(text, foldedQuery(query));
  return stretch && text.slice(stretch.start, stretch.end);
};

describe('the same words, as a reader compares them', () => {
  it('ignores accents and case', () => {
    expect(fold('Higienização').text).toBe('higienizacao');
    expect(foundText('A INVERO Higienização limpa', 'higienizacao')).toBe('Higienização');
    expect(foundText('Recuperação de ICMS', 'icms')).toBe('ICMS');
    expect(foundText('recuperação', 'RECUPERAÇÃO')).toBe('recuperação');
  });

  it('reads a run of spaces or a line break as one space', () => {
    expect(foundText('cadeiras\n  odontológicas', 'Cadeiras odontologicas')).toBe('cadeiras\n  odontológicas');
    expect(foundText('cadeiras odontológicas', '  cadeiras   odontológicas ')).toBe('cadeiras odontológicas');
  });

  it('keeps where each folded character came from, for letters written as two (a letter and its accent)', () => {
    const composed = 'Higienizac\u0327a\u0303o de cadeiras';
    expect(foundText(composed, 'higienizacao')).toBe('Higienizac\u0327a\u0303o');
    expect(foundText(composed, 'cadeiras')).toBe('cadeiras');
  });

  it('finds words where a word begins, not letters inside another word', () => {
    expect(foundText('Recuperação de ICMS', 'ms')).toBeUndefined();
    expect(foundText('Recuperação de ICMS', 'recup')).toBe('Recup');
    expect(foundText('Programa ICMS-ST', 'st')).toBe('ST');
    expect(foundText('/higienizacao', 'higienizacao')).toBe('higienizacao');
    expect(foundText('veja /higienizacao', '/higien')).toBe('/higien');
    expect(foundText('qualquer texto', '')).toBeUndefined();
  });
});

describe('the fields found in an entry, in the form’s words', () => {
  const page = {
    path: '/limpeza',
    title: 'Limpeza',
    description: 'Higienização de cadeiras.',
    sections: [
      { type: 'hero', title: 'Limpeza', buttons: [{ label: 'Agende', style: 'secondary', action: 'notice' }] },
      {
        type: 'card-grid',
        title: 'Serviços',
        cards: [{ icon: 'award', title: 'Outra coisa' }, { title: 'A HIGIENIZACAO' }],
      },
    ],
  };
  const pageFile = `${cmsFiles.pagesFolder}/limpeza.yaml`;

  it('names each place as the form does, and says where the words are in its text', () => {
    const found = foundIn(pageFile, page, foldedQuery('higienização'));
    expect(found.map((each) => each.place)).toEqual([
      fieldIn(pagesCollection.fields, 'description').label,
      [
        `${sections.label_singular} 2 · ${typeNamed('card-grid').label}`,
        `${cards.label_singular} 2`,
        fieldIn(cards.fields, 'title').label,
      ].join(placeSeparator),
    ]);
    expect(found[1]).toMatchObject({ path: ['sections', 1, 'cards', 1, 'title'], start: 2, end: 14 });
  });

  it('reads a choice by the label the form shows, never by the value the file keeps, and no kind of section', () => {
    const label = optionLabel(styleField, 'secondary');
    expect(foundIn(pageFile, page, foldedQuery(label)).map((each) => each.text)).toEqual([label]);
    expect(foundIn(pageFile, page, foldedQuery('secondary'))).toEqual([]);
    expect(foundIn(pageFile, page, foldedQuery('card-grid'))).toEqual([]);
    expect(foundIn(pageFile, page, foldedQuery('award'))).toEqual([]);
  });

  it('lists the pages by title, then the site’s settings and the companies, each only if it holds the words', () => {
    const siteFile = filesCollection.files.find((file) => file.file === cmsFiles.site)!;
    const data = new Map<string, unknown>([
      [cmsFiles.site, { brand: { name: 'Higienização' } }],
      [`${cmsFiles.pagesFolder}/z.yaml`, { ...page, title: 'Zeta' }],
      [`${cmsFiles.pagesFolder}/a.yaml`, { ...page, title: 'Alfa' }],
      [`${cmsFiles.pagesFolder}/b.yaml`, { ...page, title: 'Beta', description: 'nada', sections: [] }],
    ]);
    const entries = searchContent(data, 'HIGIENIZACAO');
    expect(entries.map((entry) => entry.file)).toEqual([
      `${cmsFiles.pagesFolder}/a.yaml`,
      `${cmsFiles.pagesFolder}/z.yaml`,
      cmsFiles.site,
    ]);
    expect(entries.at(-1)!.name).toBe(siteFile.label);
    expect(entries[0]!.name).toContain('Alfa');
  });
});

describe('a choice of another entry (a company, a page)', () => {
  it('is read by what the form shows of it, the name or the title, never by the value the file keeps', () => {
    const companies = { companies: [{ id: 'lt', name: 'Limpa Tudo' }] };
    const home = { path: '/', title: 'Início', company: 'lt', sections: [] };
    const other = { path: '/outra', title: 'Outra', sections: [] };
    const data = new Map<string, unknown>([
      [cmsFiles.companies, companies],
      [`${cmsFiles.pagesFolder}/home.yaml`, home],
      [`${cmsFiles.pagesFolder}/outra.yaml`, other],
    ]);
    const [homeFound] = searchContent(data, 'limpa tudo');
    expect(homeFound!.found.map((each) => each.text)).toEqual(['Limpa Tudo']);
    expect(searchContent(data, 'lt').map((entry) => entry.file)).toEqual([cmsFiles.companies]);
  });
});

describe('a long text around the words found', () => {
  it('shows a stretch on each side, on one line, marking what was cut', () => {
    const text = `${'a '.repeat(40)}Higienização\nde ${'b '.repeat(40)}`;
    const [found] = foundIn(cmsFiles.site, { brand: { name: text } }, foldedQuery('higienizacao'));
    const { before, words, after } = excerpt(found!);
    expect(words).toBe('Higienização');
    expect(before.startsWith('…')).toBe(true);
    expect(after.startsWith(' de b')).toBe(true);
    expect(after.endsWith('…')).toBe(true);
    expect(`${before}${after}`).not.toContain('\n');
  });

  it('cuts nothing from a short text', () => {
    const [found] = foundIn(cmsFiles.site, { brand: { name: 'Grupo INVERO' } }, foldedQuery('invero'));
    expect(excerpt(found!)).toEqual({ before: 'Grupo ', words: 'INVERO', after: '' });
  });
});
