/**
 * The editor's search through the CMS's screen (`npm run cms` on a temporary copy, in Chromium): a
 * word typed in Decap's search box, without its accents, lists every entry whose text holds it — the
 * entries read from the copy's content here, never written down — each field named in the form's
 * words; choosing one opens the entry with that field in view and focused. On a
 * laptop's screen and on a phone's.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { openCms, startupTimeout, stepTimeout, type CmsCopy } from './cms-support.ts';
import { test } from './cms-test.ts';
import { config } from './cms-fields.ts';
import { expectEditorWords, forbiddenWords } from './cms-words.ts';
import { decapNothing, entriesShown, folded, openDeepestPlace, search } from './search-screen.ts';

const laptop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

const filesLabels = (
  config.collections.find((collection) => collection.name === 'geral') as unknown as {
    files: { file: string; label: string }[];
  }
).files;

/** Every text value of some data (not its keys). */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : [];

/**
 * The names the results give the entries of the copy whose texts hold `word` (accents and case
 * aside): a page by its title, the two other files by their labels in the configuration.
 */
function entriesHolding(cms: CmsCopy, word: string): string[] {
  const files = [
    path.join(cms.root, cmsFiles.site),
    path.join(cms.root, cmsFiles.companies),
    ...readdirSync(path.join(cms.root, cmsFiles.pagesFolder)).map((file) =>
      path.join(cms.root, cmsFiles.pagesFolder, file),
    ),
  ];
  return files.flatMap((file) => {
    const data = readYaml(readFileSync(file, 'utf8')) as { title?: string };
    if (!textsOf(data).some((text) => folded(text).includes(folded(word)))) return [];
    const label = filesLabels.find((entry) => path.join(cms.root, entry.file) === file)?.label;
    return [label ?? say('cms-other-page', { title: data.title! }).message];
  });
}

describe('the search box', () => {
  test(
    'finds "higienizacao" without its accents in every entry that holds it, each place in the form’s words, and opens the field',
    { timeout: startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      const forbidden = forbiddenWords(cms.contentDir);
      const { page, problems } = await openCms(browser, cms, '/collections/paginas', { viewport: laptop });
      await search(page, 'higienizacao');
      await page.getByTestId('cms-search-entry').first().waitFor();
      const expected = entriesHolding(cms, 'higienizacao');
      expect(expected).toContain(say('cms-other-page', { title: titleOf(cms, 'home') }).message);
      expect((await entriesShown(page)).sort()).toEqual(expected.sort());
      expect(await page.getByText(decapNothing).count()).toBe(0);
      await expectEditorWords(page, 'the results of a search', forbidden);

      const hygiene = say('cms-other-page', { title: titleOf(cms, 'higienizacao') }).message;
      const opened = await openDeepestPlace(page, hygiene);
      expect(folded(opened.value)).toContain('higienizacao');
      expect(problems).toEqual([]);
    },
  );

  test(
    'finds "ICMS" on a phone, opens the advisory page at the field, and says in Portuguese when nothing holds a word',
    { timeout: startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      const { page, problems } = await openCms(browser, cms, '/collections/paginas', { viewport: phone });
      await search(page, 'ICMS');
      await page.getByTestId('cms-search-entry').first().waitFor();
      const advisory = say('cms-other-page', { title: titleOf(cms, 'assessoria') }).message;
      expect((await entriesShown(page)).sort()).toEqual(entriesHolding(cms, 'ICMS').sort());
      expect(await entriesShown(page)).toContain(advisory);
      const opened = await openDeepestPlace(page, advisory);
      expect(opened.value).toContain('ICMS');

      const absent = 'xilofonista';
      expect(entriesHolding(cms, absent)).toEqual([]);
      await page.goto(`${cms.adminUrl}#/collections/paginas`);
      await search(page, absent);
      await page.getByText(say('cms-search-none', { term: absent }).message).waitFor();
      expect(await page.getByText(decapNothing).count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

/** A page's title in the copy, by its file's name. */
function titleOf(cms: CmsCopy, name: string): string {
  return (
    readYaml(readFileSync(path.join(cms.root, cmsFiles.pagesFolder, `${name}.yaml`), 'utf8')) as { title: string }
  ).title;
}
