/**
 * The CMS an editor can trust (`npm run cms` in Chromium, on a temporary git copy): what it saves
 * always publishes — a photo too big is made smaller before it is sent, an iPhone's HEIC refused,
 * a photo in use or a page linked to is not deleted, a refusal names the field as the form does,
 * marks it and stays on screen, alone (required fields left empty too); the open editor never reloads when a page file appears; an entry
 * opens filled from its own address; a page picker lists a page just created; the browser's backup
 * brings back what was typed.
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { formReader } from '../../admin/session/words/form-words.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { maxImageBytes, maxImagePixels } from '../../schema/load/photo-bytes.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { heicHeader } from '../corpus/cases/photos.ts';
import { snapshot } from '../support/files.ts';
import { pageTexts, photoUses } from '../support/photo-uses.ts';
import {
  notice,
  openCms,
  openEntry,
  openMediaLibrary,
  publish,
  sessionNotice,
  startupTimeout,
  stepTimeout,
  validates,
} from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { onTop, fileWords, textOf, titleOf, phonePhoto, acceptDialogs } from './trust/steps.ts';

describe('what the CMS writes always publishes', () => {
  test(
    'a 12 MB phone photo is made smaller before it is sent: what lands is under the limits, and validate passes',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const upload = path.join(cms.root, 'Foto do Celular.jpg');
      await phonePhoto(upload);
      expect(statSync(upload).size).toBeGreaterThan(12 * 1024 * 1024);

      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const dialogs = acceptDialogs(page);
      await openMediaLibrary(page);
      await page.locator('input[type="file"]').setInputFiles(upload);
      // Made smaller in the browser, renamed plainly, then chosen.
      await page
        .getByText('foto-do-celular.jpg')
        .first()
        .waitFor({ timeout: 2 * stepTimeout });
      await page.getByRole('button', { name: 'Usar a foto escolhida' }).click();
      await publish(page);
      await notice(page, 'Entrada salva').waitFor({ timeout: 2 * stepTimeout });

      const written = path.join(cms.contentDir, 'images/foto-do-celular.jpg');
      const { width = 0, height = 0 } = await sharp(written).metadata();
      expect(statSync(written).size).toBeLessThanOrEqual(maxImageBytes);
      expect(width * height).toBeLessThanOrEqual(maxImagePixels);
      expect(Math.max(width, height)).toBeLessThanOrEqual(3000);
      expect(textOf(cms, 'pages/consultorio.yaml')).toContain('src: images/foto-do-celular.jpg');
      const validate = validates(cms);
      expect(validate.status, validate.output).toBe(0);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test(
    'an iPhone photo (HEIC) is refused at upload in Portuguese, saying how to get a JPEG, and nothing is written',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const upload = path.join(cms.root, 'IMG_0042.HEIC');
      writeFileSync(upload, Buffer.concat([heicHeader(), Buffer.alloc(4096)]));
      const before = snapshot(cms.contentDir);

      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const dialogs = acceptDialogs(page);
      await openMediaLibrary(page);
      await page.locator('input[type="file"]').setInputFiles(upload);
      const refused = sessionNotice(page);
      await refused.waitFor();
      const words = sayAgain(
        say('image-format', { src: 'IMG_0042.HEIC', format: 'HEIC (o das fotos do iPhone)' }),
        formReader(() => ''),
      );
      // Above the media library it was sent from, not dimmed under it.
      expect(await onTop(page)).toBe(true);
      expect(await refused.innerText()).toContain(say('cms-upload-refused', { photo: 'IMG_0042.HEIC' }).message);
      expect(await refused.innerText()).toContain(words.hint);
      // Not taken in under any name: the library has no photo of that name.
      expect(await page.getByText('img-0042').count()).toBe(0);
      expect(snapshot(cms.contentDir)).toEqual(before);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test(
    'the photo a page uses is not deleted: the refusal says where it is used, and the file stays',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const before = snapshot(cms.contentDir);
      const { page, problems } = await openCms(browser, cms, `/collections/${cmsNames.pages}`);
      const dialogs = acceptDialogs(page);
      await page.getByRole('button', { name: 'Mídia' }).click();
      // A photo the pages show, whichever: named in the library by its file's name.
      const [[src, files] = []] = photoUses(pageTexts(cms.contentDir));
      if (!src || !files) throw new Error('no page shows a photo of the content folder');
      const name = path.posix.basename(src);
      await page.getByText(name, { exact: true }).click();
      await page.getByRole('button', { name: 'Apagar a foto escolhida' }).click();
      const refused = sessionNotice(page);
      await refused.waitFor();
      expect(await onTop(page)).toBe(true);
      const text = await refused.innerText();
      expect(text).toContain(say('cms-photo-in-use', { photo: name, count: files.length }).message);
      for (const file of files) expect(text).toContain(`Página "${titleOf(cms, file)}"`);
      // What deleting it would break, not the photo as if it were already gone.
      const missing = sayAgain(
        say('image-missing', { src }),
        formReader(() => ''),
      );
      expect(text).not.toContain(missing.message);
      expect(text).not.toMatch(fileWords);
      expect(await page.getByText('Failed to delete media').count()).toBe(0);
      expect(snapshot(cms.contentDir)).toEqual(before);
      expect(dialogs).toHaveLength(1);
      expect(problems).toEqual([]);
    },
  );
});
