/**
 * An editor's everyday change leaves the developer tests green: a copy of the content with one more
 * photo (a copy of one it has, under a new plain name, shown where that photo was) and one more footer
 * quick link passes `npm run validate`, then the test files that read photos and links from the
 * content run on it, in a child Vitest that INVERO_CONTENT_DIR points at the copy.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { isSeq, parseDocument } from 'yaml';
import { contentDir, projectRoot } from '../../project/environment.ts';
import { photosIn } from '../../schema/load/images.ts';
import { siteSchema } from '../../schema/site.ts';
import { runScript } from '../scripts/run.ts';
import { mostItems } from '../support/schema-limits.ts';

/**
 * The fewest files that prove it, each holding expectations about photos or footer links: the build's
 * own test (tests/scripts/build.test.ts, minutes of builds) reads the content the same way and is left
 * to the integration group.
 */
const contentReadingTests = [
  // A photo the content uses, or stops using, as the CMS's save sees it.
  'tests/admin/save-session/saving.test.ts',
  'tests/admin/save-session/deleting-photos-reading.test.ts',
  // The photos the local CMS lists: those of the folder.
  'tests/scripts/cms/local-backend/refusals.test.ts',
  'tests/scripts/cms/local-backend/serving.test.ts',
  'tests/scripts/cms/local-backend/photos-and-versions.test.ts',
  // A page's share picture: the first photo it shows.
  'tests/scripts/build/share-images.test.ts',
  // A page's own photos in its weight, at their widest (no browser).
  'tests/e2e/budget.e2e.test.ts',
  // The footer's links, one by one.
  'tests/e2e/navigation.e2e.test.ts',
  // Each photo's fallback (of its axe-core scans, the only one that reads the content: see
  // `notReadingContent`), and every tab stop (the footer's links among them).
  'tests/e2e/accessibility.e2e.test.ts',
  'tests/e2e/keyboard.e2e.test.ts',
  // The clinic photo's files, size and description.
  'tests/e2e/pages.e2e.test.ts',
];

/**
 * The tests of those files left out, by their full names: accessibility's axe-core scans of each page
 * at each width, which read no photo or link of the content, but for the scan of a photo that failed
 * to load. They cost this test more than the rest of it, and the e2e group runs them on the content.
 */
const notReadingContent = '^(?!axe-core (?!.*where a photo failed))';

const work = mkdtempSync(path.join(tmpdir(), 'invero-edited-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The content copied, with a new photo shown in place of one a page shows. Returns the photo's name. */
function addPhoto(copy: string): string {
  const added = 'images/foto-nova.jpg';
  const pagesDir = path.join(copy, 'pages');
  for (const file of readdirSync(pagesDir)) {
    const page = parseDocument(readFileSync(path.join(pagesDir, file), 'utf8'));
    const { sections = [] } = page.toJS() as { sections?: { type: string; image?: { src: string } }[] };
    const showcase = sections.findIndex((section) => section.image?.src.startsWith('images/'));
    if (showcase < 0) continue;
    const shown = ['sections', showcase, 'image', 'src'];
    copyFileSync(path.join(copy, String(page.getIn(shown))), path.join(copy, added));
    page.setIn(shown, added);
    writeFileSync(path.join(pagesDir, file), String(page));
    return added;
  }
  // No page shows a photo of its own: the new one is only in the folder.
  const [first] = photosIn(copy);
  if (!first) throw new Error(`no photo in ${contentDir}/images to copy`);
  copyFileSync(path.join(copy, first), path.join(copy, added));
  return added;
}

/** One more footer quick link; at the schema's maximum, the last one gives its place. Returns its label. */
function addFooterLink(copy: string): string {
  const file = path.join(copy, 'site.yaml');
  const site = parseDocument(readFileSync(file, 'utf8'));
  const links = site.getIn(['footer', 'quickLinks']);
  if (!isSeq(links)) throw new Error('site.yaml has no footer quick links');
  if (links.items.length >= mostItems(siteSchema, 'footer', 'quickLinks')) links.delete(links.items.length - 1);
  const taken = JSON.stringify(links.toJSON());
  let label = 'Perguntas Frequentes';
  for (let n = 2; taken.includes(`"${label}"`); n++) label = `Perguntas Frequentes ${n}`;
  links.add(site.createNode({ label, to: '/' }));
  writeFileSync(file, String(site));
  return label;
}

it(
  'with a photo and a footer link added, the content validates and the tests that read it pass on it',
  { timeout: 900_000 },
  async () => {
    const copy = path.join(work, 'content');
    cpSync(contentDir, copy, { recursive: true });
    const photo = addPhoto(copy);
    const label = addFooterLink(copy);
    expect(photosIn(copy)).toContain(photo);
    expect(readFileSync(path.join(copy, 'site.yaml'), 'utf8')).toContain(label);

    const validated = runScript('validate.ts', [], { INVERO_CONTENT_DIR: copy });
    expect(validated.status, validated.output).toBe(0);

    // Vitest's own variables would make the child think it is one of this run's workers.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    const vitest = path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');
    const projects = ['unit', 'integration', 'e2e'].flatMap((name) => ['--project', name]);
    const child = await promisify(execFile)(process.execPath, [vitest, 'run', ...projects, '--testNamePattern', notReadingContent, ...contentReadingTests], {
      cwd: projectRoot,
      // One file at a time: this test runs beside another browser file (vitest.config.ts).
      env: { ...env, INVERO_CONTENT_DIR: copy, INVERO_FILES_AT_ONCE: '1', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    const output = stripVTControlCharacters(child.output);
    // Its report, from the first failure on (or the summary): what an editor's change broke.
    const report = output.slice(Math.max(0, output.search(/Failed Tests|Test Files/)));
    expect(child.code, report).toBe(0);
    expect(output).toMatch(new RegExp(`Test Files +${contentReadingTests.length} passed \\(${contentReadingTests.length}\\)`));
  },
);
