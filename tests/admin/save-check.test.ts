import { readdirSync, readFileSync } from 'node:fs';
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSave, keepTextFormatter, pageFirstLine } from '../../admin/file-texts.ts';
import { rememberCollectionReader } from '../../admin/cross-file.ts';
import { readYaml } from '../../admin/keep-text-format.ts';
import { checkedText, fileKindOf, RefusedSave } from '../../admin/pre-save.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { fileSchemas } from '../../schema/load/check.ts';
import { validateText } from '../../schema/load/validate-text.ts';

/*
 * What the CMS does between the Save button and the file: the text it writes (the keep-the-text
 * format, from the file as it was loaded), the check that refuses what `npm run validate` refuses,
 * with the same words, and the hand-over of the checked text to Decap's `toFile`.
 */

type Data = Record<string, unknown> & { sections: Record<string, unknown>[] };

const homeFile = 'content/pages/home.yaml';
const home = readFileSync(homeFile, 'utf8');
const homeData = () => structuredClone(readYaml(home)) as Data;
const heroOf = (data: Data) => data.sections.find((section) => section.type === 'hero')!;

/** An entry as Decap hands it to the pre-save event: immutable, with the file's text as loaded. */
function entry(data: unknown, fields: Record<string, unknown> = {}): ImmutableMap<string, unknown> {
  return fromJS({
    collection: cmsNames.pages,
    slug: 'home',
    path: homeFile,
    raw: home,
    newRecord: false,
    data,
    ...fields,
  });
}

const lineDiff = (a: string, b: string) => {
  const [left, right] = [a.split('\n'), b.split('\n')];
  return left.flatMap((line, index) => (line === right[index] ? [] : [`${line} → ${right[index]}`]));
};

describe('the check before saving', () => {
  it('writes an edit into the file as loaded: one changed line, valid', async () => {
    const data = homeData();
    heroOf(data).title = 'Grupo INVERO Unido';
    const text = await checkedText(entry(data));
    expect(lineDiff(home, text)).toEqual([
      `    title: ${heroOf(homeData()).title as string} →     title: Grupo INVERO Unido`,
    ]);
    // Decap then asks the format for the text of the same data: it gets the checked text.
    expect(keepTextFormatter.toFile(data)).toBe(text);
  });

  it('refuses HTML in a title with the words of npm run validate, located in the file', async () => {
    const data = homeData();
    heroOf(data).title = '<b>x</b>';
    const expected = validateText(homeFile, home.replace(/^( {4}title: ).*$/m, '$1<b>x</b>'), fileSchemas.page);
    if (expected.ok) throw new Error('the schema accepts HTML in a title');
    await expect(checkedText(entry(data))).rejects.toThrow(RefusedSave);
    try {
      await checkedText(entry(data));
    } catch (error) {
      const refused = error as RefusedSave;
      expect(refused.issues).toEqual(expected.issues);
      expect(refused.message).toContain(expected.issues[0]!.message);
      expect(refused.message).toContain(expected.issues[0]!.hint);
      // Shown by Decap as "…: %{details}": no "Error:" before the words.
      expect(String(refused)).toBe(refused.message);
    }
  });

  it('refuses a required field left empty (the schema says so even if the CMS would not)', async () => {
    const data = homeData();
    delete data.title;
    await expect(checkedText(entry(data))).rejects.toThrow(RefusedSave);
  });

  it('drops a cleared optional field instead of saving "" (which the schema refuses)', async () => {
    const data = homeData();
    heroOf(data).eyebrow = '';
    const text = await checkedText(entry(data));
    expect(heroOf(readYaml(text) as Data)).not.toHaveProperty('eyebrow');
    expect(lineDiff(home, text).length).toBeGreaterThan(0);
    expect(text.split('\n')).toHaveLength(home.split('\n').length - 1);
  });

  it('writes a new page with the editor-help first line', async () => {
    const data = { ...homeData(), path: '/clinica-sul', title: 'Clínica Sul', description: 'Uma página nova.' };
    const text = await checkedText(entry(data, { newRecord: true, raw: '', path: '', slug: '' }));
    expect(text.split('\n')[0]).toBe(pageFirstLine);
    expect(readYaml(text)).toEqual(data);
  });

  it('knows each entry of the CMS as a kind of content file', () => {
    expect(fileKindOf(cmsNames.pages, 'home')).toBe('page');
    expect(fileKindOf(cmsNames.files, cmsNames.siteFile)).toBe('site');
    expect(fileKindOf(cmsNames.files, cmsNames.companiesFile)).toBe('companies');
    expect(() => fileKindOf('outra', 'x')).toThrow();
  });

  it('has the first line every page file has', () => {
    for (const name of readdirSync('content/pages').filter((file) => file.endsWith('.yaml'))) {
      expect(readFileSync(`content/pages/${name}`, 'utf8').split('\n')[0], name).toBe(pageFirstLine);
    }
  });
});

describe("Decap's backups of a draft (toFile outside a save)", () => {
  it('keep the comments of the file as it was loaded', () => {
    const site = readFileSync('content/site.yaml', 'utf8');
    const data = structuredClone(keepTextFormatter.fromFile(site)) as Record<string, unknown>;
    expectSave({ another: 'save' }, 'not this text');
    const backup = keepTextFormatter.toFile(data);
    expect(backup).toBe(site);
  });
});

describe('the check across files (once the CMS can read its entries)', () => {
  // Decap's getCollection, over the shipped content: a list for the pages, one entry for a file,
  // each read through the format as Decap reads it.
  const saved = (file: string) => fromJS({ path: file, data: keepTextFormatter.fromFile(readFileSync(file, 'utf8')) });
  const pageFiles = readdirSync('content/pages').map((name) => `content/pages/${name}`);
  beforeAll(() =>
    rememberCollectionReader((collection: string, slug?: string) =>
      Promise.resolve(
        (collection === cmsNames.pages
          ? pageFiles.map(saved)
          : saved(slug === cmsNames.siteFile ? 'content/site.yaml' : 'content/companies.yaml')) as never,
      ),
    ),
  );

  it('refuses a new page whose path another page has, in the words of npm run validate', async () => {
    const data = { ...homeData(), title: 'Outra página', description: 'Outra descrição.' };
    const refused = await checkedText(entry(data, { newRecord: true, raw: '', path: '', slug: '' })).catch(
      (error: unknown) => error as RefusedSave,
    );
    expect(refused).toBeInstanceOf(RefusedSave);
    expect((refused as RefusedSave).issues.map((issue) => issue.yamlPath)).toEqual(['path']);
    // Pointing at the real line of the page that has it (the file as loaded, comments and all).
    const line = home.split('\n').findIndex((text) => text.startsWith('path:')) + 1;
    expect((refused as RefusedSave).issues[0]!.message).toContain(`${homeFile}, linha ${line}`);
  });

  it('refuses a link to a page that does not exist', async () => {
    const data = homeData();
    const button = { label: 'Veja', to: '/nao-existe' };
    heroOf(data).buttons = [button];
    const refused = await checkedText(entry(data)).catch((error: unknown) => error as RefusedSave);
    expect(refused).toBeInstanceOf(RefusedSave);
    expect((refused as RefusedSave).issues.map((issue) => issue.yamlPath)).toEqual(['sections[0].buttons[0].to']);
  });

  it('lets an edit of a page through when its names are still its own', async () => {
    await expect(checkedText(entry(homeData()))).resolves.toBe(home);
  });
});
