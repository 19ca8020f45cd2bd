/**
 * A photo through the online editor's screen: the built /admin/ served with its own `_headers` (its
 * Content-Security-Policy among them), saving to GitHub's stand-in. A photo chosen for the clinic's
 * showcase is uploaded, described and published; one chosen and described, then left with the page,
 * comes back with the draft and publishes; a photo GitHub does not take keeps the draft and says why.
 * Any console error fails the test: a policy violation is one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, onTestFinished } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { openOnlineCms, pageFile, test } from '../support/github/online-cms.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';
import { ana } from '../support/github/users.ts';
import { notice, publish, sessionNotice, stepTimeout } from './cms-support.ts';
import { labelOf, pageFields, showcaseFields } from './cms-fields.ts';

interface Showcase {
  type: string;
  title: string;
  image: { src: string; alt: string };
}
const showcaseOf = (text: string) =>
  (readYaml(text) as { sections: Showcase[] }).sections.find((section) => section.type === showcaseFields.name)!;
const clinic = pageFile('consultorio');

/** A photo of the reception as a camera writes it, in a folder of the test's own. */
async function receptionPhoto(): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'invero-upload-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, 'recepcao-nova.jpg');
  writeFileSync(
    file,
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0e7490' } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

/** The clinic's page opened by Ana, its showcase unfolded: the photo's field, by the id Decap gives its box. */
async function openShowcasePhoto(browser: Parameters<typeof openOnlineCms>[0], github: GitHubStandIn) {
  const opened = await openOnlineCms(browser, github, {
    login: ana.login,
    hash: `/collections/${cmsNames.pages}/entries/consultorio`,
  });
  await showcasePhoto(opened.page, github);
  return opened;
}

async function showcasePhoto(page: Page, github: GitHubStandIn) {
  await page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
  const { title } = showcaseOf(github.textAt(clinic)!);
  await page.getByRole('button', { name: `${showcaseFields.label}: ${title}`, exact: true }).click();
  return page.locator('[id^="image-field-"]');
}

/** Chooses `file` in the media library from the showcase's photo, and puts it in the field. */
async function choosePhoto(page: Page, file: string) {
  const photo = page.locator('[id^="image-field-"]');
  await photo.getByRole('button', { name: 'Escolha uma imagem diferente' }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Usar a foto escolhida' }).click();
}

/** Answers the question the new photo asks: its description. */
async function answerDescription(page: Page, file: string, description: string) {
  const question = page.getByTestId('photo-describe-again');
  await question
    .getByRole('heading', { name: say('cms-photo-describe-again', { photo: path.basename(file) }).message })
    .waitFor();
  await question.getByRole('textbox', { name: say('cms-photo-new-description').message }).fill(description);
  await question.getByRole('button', { name: say('cms-photo-use-description').message }).click();
  await question.waitFor({ state: 'detached' });
}

const description = 'Recepção da clínica, com o balcão e as cadeiras de espera';

describe(
  'a photo through the online editor, under the site’s own headers',
  { timeout: 60_000 + 8 * stepTimeout },
  () => {
    test('chosen for the showcase, uploaded, described and published: the photo and the page on main', async ({
      browser,
      github,
    }) => {
      const upload = await receptionPhoto();
      const { page, problems } = await openShowcasePhoto(browser, github);
      await choosePhoto(page, upload);
      await answerDescription(page, upload, description);
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();

      const name = path.basename(upload);
      expect(showcaseOf(github.textAt(clinic)!).image).toMatchObject({ src: `images/${name}`, alt: description });
      const published = github.git.blob(github.git.resolve(`main:content/images/${name}`)!);
      expect((await sharp(published).metadata()).format).toBe('jpeg');
      expect(github.log(`content/images/${name}`)[0]!.author.name).toBe(ana.name);
      expect(problems).toEqual([]);
    });

    test('chosen and described, then the page left: the draft brings both back, and they publish', async ({
      browser,
      github,
    }) => {
      const upload = await receptionPhoto();
      const { page, problems } = await openShowcasePhoto(browser, github);
      await choosePhoto(page, upload);
      await answerDescription(page, upload, description);
      // Decap writes its backup of the draft a moment after each change; the admin's note sits beside it.
      await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('invero.draft.')));
      await page.reload();
      await page.getByRole('button', { name: say('cms-draft-continue').message }).click();
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      const name = path.basename(upload);
      expect(showcaseOf(github.textAt(clinic)!).image).toMatchObject({ src: `images/${name}`, alt: description });
      expect(github.git.resolve(`main:content/images/${name}`)).toBeDefined();
      expect(problems).toEqual([]);
    });

    test('a photo GitHub does not take: the reason said, the draft and its description kept', async ({
      browser,
      github,
    }) => {
      const head = github.head();
      const upload = await receptionPhoto();
      const { page, problems } = await openShowcasePhoto(browser, github);
      github.refuseNext('POST /repos/{owner}/{repo}/git/blobs', {
        status: 403,
        message: 'Resource not accessible by integration',
      });
      await choosePhoto(page, upload);
      await answerDescription(page, upload, description);
      await publish(page);
      await sessionNotice(page).waitFor();
      expect(await sessionNotice(page).innerText()).toContain(say('cms-save-forbidden').message);
      expect(github.head()).toBe(head);
      // Still in the form, to publish again.
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      expect(showcaseOf(github.textAt(clinic)!).image).toMatchObject({ alt: description });
      // What the browser and Decap log of the refusal itself, and nothing else.
      const refusalLogs = [
        /status of 403 \(Forbidden\) \S+\/git\/blobs$/,
        /^console error: API_ERROR: Resource not accessible/,
      ];
      expect(problems.filter((problem) => !refusalLogs.some((log) => log.test(problem)))).toEqual([]);
    });

    test('from Mídia: a photo uploaded is on main at once; one GitHub refuses says why, and nothing is written', async ({
      browser,
      github,
    }) => {
      const upload = await receptionPhoto();
      const name = path.basename(upload);
      const { page, problems } = await openOnlineCms(browser, github, {
        login: ana.login,
        hash: `/collections/${cmsNames.pages}`,
      });
      await page.getByRole('button', { name: 'Mídia' }).click();
      const head = github.head();
      github.refuseNext('POST /repos/{owner}/{repo}/git/blobs', {
        status: 403,
        message: 'Resource not accessible by integration',
      });
      await page.locator('input[type="file"]').setInputFiles(upload);
      const refused = sessionNotice(page);
      await refused.getByRole('heading', { name: say('cms-photo-not-sent').message }).waitFor();
      expect(await refused.innerText()).toContain(say('cms-save-forbidden').message);
      expect(github.head()).toBe(head);

      // The same photo again, taken this time: one commit, of the photo only, by Ana.
      await page.locator('input[type="file"]').setInputFiles(upload);
      await expect.poll(() => github.head(), { timeout: stepTimeout }).not.toBe(head);
      const [latest] = github.log();
      expect(latest!.author.name).toBe(ana.name);
      expect(github.git.changedFiles(latest!.sha)).toEqual([{ status: 'A', path: `content/images/${name}` }]);
      const refusalLogs = [
        /status of 403 \(Forbidden\) \S+\/git\/blobs$/,
        /^console error: API_ERROR: Resource not accessible/,
      ];
      expect(problems.filter((problem) => !refusalLogs.some((log) => log.test(problem)))).toEqual([]);
    });
  },
);
