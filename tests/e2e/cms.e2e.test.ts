/**
 * The CMS (`npm run cms`) in Chromium, against its local backend on a temporary copy of the repository:
 * log in with the local backend, publish an edit (one changed line on disk, still valid content),
 * have invalid edits refused with the Portuguese messages of `npm run validate` (the file stays as
 * it was), create a page (a valid file that the build turns into a route), upload a photo (into
 * content/images/, shown in the preview) and preview a page with the site's own sections. A page of
 * another program on this machine reaches neither the backend nor the dev server. Everything
 * listens on 127.0.0.1, on free ports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { pageFirstLine } from '../../admin/yaml/file-texts.ts';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { fileSchemas } from '../../schema/load/check.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { formReader } from '../../admin/session/words/form-words.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import { runScript } from '../../scripts/lib/child-process.ts';
import { htmlFileOf } from '../../scripts/lib/site-files.ts';
import { photoUses } from '../support/photo-uses.ts';
import {
  expandSection,
  fillNewPage,
  git,
  heroTitleIn,
  homeFile,
  notice,
  openCms,
  openEntry,
  publish,
  retype,
  startupTimeout,
  stepTimeout,
  validates,
} from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { heroFields, labelOf, pageFields, showcaseFields } from './cms-fields.ts';

describe('the CMS (npm run cms)', () => {
  test(
    "on the home page: React's production build; a cleared required field, then HTML in a title, refused with the file as it was; then the title published as a one-line change that validates",
    { timeout: 2 * startupTimeout + 12 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const before = readFileSync(homeFile(cms), 'utf8');
      const oldTitle = heroTitleIn(before);
      const newTitle = `${oldTitle} Unido`;
      const html = '<b>x</b>';
      // The words validate would print for the same change, from the message catalogue.
      const expected = validateText(
        'home.yaml',
        before.replace(`title: ${oldTitle}\n`, `title: ${html}\n`),
        fileSchemas.page,
      );
      expect(expected.ok).toBe(false);
      const { message, hint } = expected.ok ? { message: '', hint: '' } : expected.issues[0]!;

      const { page, problems } = await openEntry(browser, cms, 'paginas', 'home');
      const pageTitle = page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first();
      // No time of the editor spent on developers' checks: React keeps each component's owner, for
      // its warnings, in its development build only.
      const developmentBuild = await pageTitle.evaluate((field) => {
        const fiberKey = Object.keys(field).find((key) => key.startsWith('__reactFiber$'));
        return fiberKey !== undefined && '_debugOwner' in (field as unknown as Record<string, object>)[fiberKey]!;
      });
      expect(developmentBuild).toBe(false);

      // A required field cleared: Decap's own check answers first, in its Portuguese.
      const openedTitle = await pageTitle.inputValue();
      await pageTitle.fill('');
      await publish(page);
      await page.getByRole('alert').first().waitFor();
      expect(readFileSync(homeFile(cms), 'utf8')).toBe(before);
      await pageTitle.fill(openedTitle);

      // HTML in the hero's title: the preview shows the problem in the section's place, the rest of
      // the page as the site draws it; Publicar is refused in validate's words, in Decap's notice and
      // the session's, which stays.
      const hero = await expandSection(page, heroFields.label);
      const heroTitle = hero.getByLabel(labelOf(heroFields.fields!, 'title'), { exact: true });
      const preview = page.frameLocator('iframe').first();
      await expect.poll(() => preview.getByRole('heading', { level: 1 }).innerText()).toBe(oldTitle);
      await heroTitle.fill(html);
      await expect.poll(() => preview.getByTestId('preview-problems').first().innerText()).toContain(message);
      await publish(page);
      const refused = notice(page, message).first();
      await refused.waitFor();
      expect(await refused.innerText()).toContain(hint);
      expect(readFileSync(homeFile(cms), 'utf8')).toBe(before);

      // Put right: the preview is the site's own hero, updated as the editor types; published, one line.
      await retype(heroTitle, newTitle);
      await expect.poll(() => preview.getByRole('heading', { level: 1 }).innerText()).toBe(newTitle);
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();

      const after = readFileSync(homeFile(cms), 'utf8');
      const [beforeLines, afterLines] = [before.split('\n'), after.split('\n')];
      expect(afterLines).toHaveLength(beforeLines.length);
      const changed = beforeLines.flatMap((line, index) => (line === afterLines[index] ? [] : [index]));
      expect(changed).toHaveLength(1);
      expect(afterLines[changed[0]!]).toBe(beforeLines[changed[0]!]!.replace(oldTitle, newTitle));
      expect(heroTitleIn(after)).toBe(newTitle);
      expect(git(cms.root, 'show', '--numstat', '--format=', 'HEAD').trim()).toBe('1\t1\tcontent/pages/home.yaml');
      const validate = validates(cms);
      expect(validate.status, validate.output).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  test(
    'uploads a photo into content/images/, shows it in the preview, and saves it as images/<name>',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const pageFile = path.join(cms.contentDir, 'pages/consultorio.yaml');
      const before = readFileSync(pageFile, 'utf8');
      // The photo the clinic's showcase shows, as its file names it (docs/produto.md §4.3: it has one).
      const [shown] = [...photoUses([['consultorio', before]]).keys()];
      if (!shown) throw new Error('the clinic page shows no photo of the content folder');
      const upload = path.join(cms.root, 'sala-nova.jpg');
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0e7490' } })
        .jpeg()
        .toFile(upload);

      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const showcase = await expandSection(page, showcaseFields.label);
      // Decap's image widget, in its Portuguese: choose another image, send a new one, choose it.
      await showcase.getByRole('button', { name: 'Escolha uma imagem diferente' }).click();
      await page.locator('input[type="file"]').setInputFiles(upload);
      await page.getByRole('button', { name: 'Usar a foto escolhida' }).click();

      // The preview draws the uploaded file, as the CMS holds it, in the section's photo.
      const preview = page.frameLocator('iframe').first();
      const photo = preview.locator('figure img');
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: stepTimeout,
        })
        .toBe(600);
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();

      expect(readFileSync(path.join(cms.contentDir, 'images/sala-nova.jpg')).equals(readFileSync(upload))).toBe(true);
      const after = readFileSync(pageFile, 'utf8');
      expect(after).toBe(before.replace(`src: ${shown}`, 'src: images/sala-nova.jpg'));
      const validate = validates(cms);
      expect(validate.status, validate.output).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  test(
    'a new page: refused while its address is another page’s, named by that page’s title as the form does; then created, a valid file with the editor-help first line, built into a route',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const pagesBefore = readdirSync(path.join(cms.contentDir, 'pages'));
      const taken = 'content/pages/assessoria.yaml';
      const takenText = readFileSync(path.join(cms.root, taken), 'utf8');
      const { path: takenPath, title } = readYaml(takenText) as { path: string; title: string };
      const firstLine = takenText.split('\n').findIndex((line) => line.startsWith('path:')) + 1;
      // The message npm run validate prints, said to the form: the page by its title, no file or line.
      const words = say('page-path-taken', { value: takenPath, firstFile: taken, firstLine });
      const { message } = sayAgain(
        words,
        formReader(() => title),
      );

      const { page, problems } = await openCms(browser, cms, '/collections/paginas/new');
      await fillNewPage(page, takenPath);
      await publish(page);
      await notice(page, message).first().waitFor();
      expect(readdirSync(path.join(cms.contentDir, 'pages'))).toEqual(pagesBefore);

      await retype(page.getByLabel(labelOf(pageFields, 'path'), { exact: true }).first(), '/clinica-sul');
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();

      const added = readdirSync(path.join(cms.contentDir, 'pages')).filter((name) => !pagesBefore.includes(name));
      expect(added).toEqual(['clinica-sul.yaml']);
      const text = readFileSync(path.join(cms.contentDir, 'pages', added[0]!), 'utf8');
      expect(text.split('\n')[0]).toBe(pageFirstLine);
      const checked = validateText(added[0]!, text, fileSchemas.page);
      expect(checked.ok ? checked.data.path : checked.issues).toBe('/clinica-sul');
      const validate = validates(cms);
      expect(validate.status, validate.output).toBe(0);

      const outDir = path.join(cms.root, 'site');
      const build = runScript('build.ts', { env: { INVERO_CONTENT_DIR: cms.contentDir, INVERO_OUT_DIR: outDir } });
      expect(build.status, build.output).toBe(0);
      expect(existsSync(path.join(outDir, htmlFileOf('/clinica-sul')))).toBe(true);
      expect(problems).toEqual([]);
    },
  );
});
