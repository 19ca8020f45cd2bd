import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentDir } from '../../project/environment.ts';
import { mayChange, peopleWith, refusedPaths, type PathChange } from '../../schema/rights.ts';

const modified = (at: string): PathChange => ({ path: at, before: 'a', after: 'b' });
const added = (at: string): PathChange => ({ path: at, after: 'b' });
const deleted = (at: string): PathChange => ({ path: at, before: 'a' });

const pageOf = (company?: string, more = '') =>
  `path: /x\ntitle: X\ndescription: Y\n${company ? `company: ${company}\n` : ''}${more}sections: []\n`;

/** The project's own content, read as the function reads a side of the move. */
const shipped = new Map(
  [
    'site.yaml',
    'companies.yaml',
    ...['home', 'assessoria', 'higienizacao', 'consultorio'].map((slug) => `pages/${slug}.yaml`),
  ].map((name) => [`content/${name}`, readFileSync(path.join(contentDir, name), 'utf8')]),
);

const refused = (edits: string[], changes: PathChange[], before = shipped, after = before) =>
  refusedPaths(edits, changes, before, after);

describe('who may change which file', () => {
  test('a company’s pages are its people’s, before and after the change', () => {
    const assessoria = 'content/pages/assessoria.yaml';
    expect(refused(['assessoria'], [modified(assessoria)])).toEqual([]);
    expect(refused(['higienizacao'], [modified(assessoria)])).toEqual([assessoria]);
    expect(refused(['site'], [modified(assessoria)])).toEqual([assessoria]);
    // Taken from another company, or given to one: both sides must be hers.
    const given = new Map([...shipped, [assessoria, pageOf('higienizacao')]]);
    expect(refused(['assessoria'], [modified(assessoria)], shipped, given)).toEqual([assessoria]);
    expect(refused(['higienizacao'], [modified(assessoria)], shipped, given)).toEqual([assessoria]);
    expect(refused(['assessoria', 'higienizacao'], [modified(assessoria)], shipped, given)).toEqual([]);
  });

  test('a new page is its company’s; deleting one, too', () => {
    const nova = 'content/pages/nova.yaml';
    const after = new Map([...shipped, [nova, pageOf('consultorio')]]);
    expect(refused(['consultorio'], [added(nova)], shipped, after)).toEqual([]);
    expect(refused(['assessoria'], [added(nova)], shipped, after)).toEqual([nova]);
    const gone = new Map(shipped);
    gone.delete('content/pages/consultorio.yaml');
    expect(refused(['consultorio'], [deleted('content/pages/consultorio.yaml')], shipped, gone)).toEqual([]);
    expect(refused(['assessoria'], [deleted('content/pages/consultorio.yaml')], shipped, gone)).toEqual([
      'content/pages/consultorio.yaml',
    ]);
  });

  test('the settings, the companies and the group’s pages (the home page) are `site`’s', () => {
    for (const at of ['content/site.yaml', 'content/companies.yaml', 'content/pages/home.yaml']) {
      expect(refused(['site'], [modified(at)])).toEqual([]);
      expect(refused(['assessoria', 'higienizacao', 'consultorio'], [modified(at)])).toEqual([at]);
    }
  });

  test('a page whose company cannot be read is only for who may change everything', () => {
    const broken = 'content/pages/quebrada.yaml';
    for (const text of ['company: [assessoria\n', '- uma lista\n', 'company:\n  id: assessoria\n']) {
      const after = new Map([...shipped, [broken, text]]);
      expect(refused(['assessoria', 'site'], [added(broken)], shipped, after)).toEqual([broken]);
      expect(refused(['all'], [added(broken)], shipped, after)).toEqual([]);
    }
  });

  test('editors.yaml and anything outside content/: nobody’s, not even all’s', () => {
    for (const at of [
      'editors.yaml',
      '.github/workflows/site.yml',
      'functions/api/github/[[path]].ts',
      'package.json',
      'contentx/a.yaml',
    ]) {
      expect(refused(['all', 'site', 'assessoria'], [modified(at)])).toEqual([at]);
    }
  });

  test('the rest of content/ (the guide) is all’s', () => {
    expect(refused(['site'], [modified('content/LEIA-ME.md')])).toEqual(['content/LEIA-ME.md']);
    expect(refused(['all'], [modified('content/LEIA-ME.md')])).toEqual([]);
  });

  test('a new photo is anyone’s; an existing one is theirs who may change every page that shows it', () => {
    const used = 'content/images/consultorio.jpg';
    expect(refused(['assessoria'], [added('content/images/nova.jpg')])).toEqual([]);
    expect(refused(['assessoria'], [added('content/images/nova.svg')])).toEqual(['content/images/nova.svg']);
    expect(refused(['assessoria'], [modified(used)])).toEqual([used]);
    expect(refused(['assessoria'], [deleted(used)])).toEqual([used]);
    expect(refused(['consultorio'], [modified(used)])).toEqual([]);
    expect(refused(['consultorio'], [deleted(used)])).toEqual([]);
    // Shown by another company's page after the change (a page she cannot have changed): not hers either.
    const alsoThere = new Map([
      ...shipped,
      [
        'content/pages/assessoria.yaml',
        shipped.get('content/pages/consultorio.yaml')!.replace('consultorio', 'assessoria'),
      ],
    ]);
    expect(refused(['consultorio'], [modified(used)], shipped, alsoThere)).toEqual([used]);
    expect(refused(['assessoria'], [modified('content/images/solta.jpg')])).toEqual([]);
  });
});

describe('an entry as the admin opens it', () => {
  test('hers to change when every side of it is hers; the others, read-only', () => {
    const page = (slug: string) => `content/pages/${slug}.yaml`;
    const text = (slug: string) => [shipped.get(page(slug))];
    expect(mayChange(['consultorio'], page('consultorio'), text('consultorio'))).toBe(true);
    expect(mayChange(['consultorio'], page('assessoria'), text('assessoria'))).toBe(false);
    expect(mayChange(['consultorio'], page('home'), text('home'))).toBe(false);
    expect(mayChange(['site'], page('home'), text('home'))).toBe(true);
    expect(mayChange(['site'], 'content/companies.yaml', [shipped.get('content/companies.yaml')])).toBe(true);
    expect(mayChange(['all'], page('assessoria'), text('assessoria'))).toBe(true);
    // A new page of hers (no file yet) is judged by what it would hold.
    expect(mayChange(['consultorio'], page('nova'), [pageOf('consultorio')])).toBe(true);
    expect(mayChange(['consultorio'], page('nova'), [pageOf()])).toBe(false);
    expect(mayChange(['all'], 'editors.yaml', [undefined])).toBe(false);
  });

  test('who may change it: the people holding its right, and those who hold all', () => {
    const editors = [
      { name: 'Ana', edits: ['assessoria'] },
      { name: 'Bia', edits: ['site', 'consultorio'] },
      { name: 'Cris', edits: ['all'] },
    ];
    expect(peopleWith('assessoria', editors)).toEqual(['Ana', 'Cris']);
    expect(peopleWith('site', editors)).toEqual(['Bia', 'Cris']);
    expect(peopleWith('all', editors)).toEqual(['Cris']);
  });
});
