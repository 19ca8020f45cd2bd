/**
 * Everyday edits through the CMS's screen (`npm run cms` on a temporary copy, in Chromium), as a
 * receptionist makes them: a button that opens WhatsApp, two items with the same words, and deleting one; every screen and refusal
 * in the form's words, with no key of the YAML nor a literal of code.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type * as z from 'zod';
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { formWords } from '../../schema/fields/form-words.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { siteSchema } from '../../schema/site.ts';
import {
  notice,
  openCms,
  openEntry,
  publish,
  sessionNotice,
  startupTimeout,
  stepTimeout,
  validates,
} from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { pageFields, sectionType } from './cms-fields.ts';
import { expectEditorWords, forbiddenWords } from './cms-words.ts';
import {
  cardGrid,
  editorToolbar,
  cardWord,
  siteFields,
  fieldIn,
  clinicFile,
  clinicGrid,
  status,
  openItem,
} from './everyday/form.ts';

describe('a replaced photo, deleted from the offer after Publicar', () => {
  test(
    'on a phone, leaves the page as published ("Alterações salvas"), not with unsaved changes, and says where the photo comes back from',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const upload = path.join(cms.root, 'sala-nova.jpg');
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0e7490' } })
        .jpeg()
        .toFile(upload);
      const clinic = readYaml(readFileSync(clinicFile(cms), 'utf8')) as {
        sections: { type: string; title: string; image?: { src: string } }[];
      };
      const showcase = clinic.sections.find((section) => section.type === 'showcase')!;
      const replaced = path.basename(showcase.image!.src);
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await page.setViewportSize({ width: 390, height: 844 });
      await openItem(page, `${sectionType('showcase').label}: ${showcase.title}`);
      await page.getByRole('button', { name: 'Escolha uma imagem diferente' }).click();
      await page.locator('input[type="file"]').setInputFiles(upload);
      await page.getByRole('button', { name: 'Usar a foto escolhida' }).click();
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      const saved = page.getByText(editorToolbar.changesSaved, { exact: true });
      await saved.waitFor();

      await status(page, say('cms-photo-unused', { photo: replaced }).message).waitFor();
      // The notice of where the change stands comes with it, and does not take the offer away.
      await sessionNotice(page).waitFor();
      await status(page, say('cms-photo-unused', { photo: replaced }).message).waitFor();
      // Neither covers the switch to the preview, nor Publicar's row: both stay in reach. What shows is
      // their stack's box, which scrolls when the two are taller than the room they have.
      const notices = (await sessionNotice(page).locator('..').boundingBox())!;
      const toggle = (await page.getByTestId('phone-preview-toggle').boundingBox())!;
      expect(notices.y + notices.height).toBeLessThanOrEqual(toggle.y);
      await page.getByTestId('phone-preview-toggle').click();
      await page.getByTestId('phone-preview-toggle').click();
      await page.getByRole('button', { name: say('cms-delete-photo').message, exact: true }).click();
      await expect.poll(() => existsSync(path.join(cms.contentDir, showcase.image!.src))).toBe(false);
      // Told it is deleted, and where it comes back from.
      const deleted = say('cms-photo-deleted', { photo: replaced });
      await page.getByTestId('cms-aside').getByRole('heading', { name: deleted.message }).waitFor();
      expect(await page.getByTestId('cms-aside').innerText()).toContain(deleted.hint);
      // The page is as it was published: nothing to save, and Publicar has nothing to do.
      expect(await saved.isVisible()).toBe(true);
      expect(await page.getByText(editorToolbar.unsavedChanges, { exact: true }).count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

describe('two items with the same words', () => {
  test(
    'both show in the preview, and deleting one leaves the other, on screen and in the file, with no console error',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const grid = clinicGrid(cms);
      const [first, second] = grid.cards!;
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      await openItem(page, second!.title);
      await page.locator(`input[value="${second!.title}"]`).fill(first!.title);
      const preview = page.frameLocator('iframe').first();
      const repeated = preview.getByRole('heading', { name: first!.title, exact: true });
      await expect.poll(() => repeated.count()).toBe(2);

      await page.getByRole('button', { name: `Remover ${cardWord} 1`, exact: true }).click();
      await expect.poll(() => repeated.count()).toBe(1);
      const cardsLeft = grid.cards!.length - 1;
      await expect.poll(() => preview.locator('[data-count]').first().getAttribute('data-count')).toBe(`${cardsLeft}`);
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      const saved = clinicGrid(cms).cards!.map((card) => card.title);
      expect(saved).toEqual([first!.title, ...grid.cards!.slice(2).map((card) => card.title)]);
      expect(await repeated.count()).toBe(1);
      expect(problems).toEqual([]);
    },
  );
});

describe('no word of code on screen', () => {
  test(
    'a page with its lists open, and a refusal: labels and "vazio", never keys or null',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const forbidden = forbiddenWords(cms.contentDir);
      const grid = clinicGrid(cms);
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      await openItem(page, grid.cards![0]!.title);
      // Each chevron says what it does to which item; "Fechar" is only ever a real close button.
      await page.getByRole('button', { name: `Recolher ${cardWord} 1`, exact: true }).waitFor();
      await page.getByRole('button', { name: `Abrir ${cardWord} 2`, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Fechar', exact: true }).count()).toBe(0);
      // A group's chevron too (the share photo's, a section's photo): never a bare "Abrir" or "Recolher".
      const sharePhoto = pageFields.find((field) => field.name === 'sharePhoto')!;
      await page.getByRole('button', { name: `Recolher ${sharePhoto.label}`, exact: true }).waitFor();
      for (const bare of ['Abrir', 'Recolher'])
        expect(await page.getByRole('button', { name: bare, exact: true }).count()).toBe(0);
      await expectEditorWords(page, 'a page with a card open', forbidden);

      // A card's title cleared: the form's refusal names the field by its label.
      await page.locator(`input[value="${grid.cards![0]!.title}"]`).fill('');
      await publish(page);
      await page.getByRole('alert').first().waitFor();
      await expectEditorWords(page, 'a save refused', forbidden);
      expect(problems).toEqual([]);
      expect(validates(cms).status).toBe(0);
    },
  );
});

describe("what is not an editor's to change", () => {
  test(
    "the settings show no field for the spec's words or the developers' gallery, name a text too long by its label, and a save keeps them in the file",
    { timeout: 2 * startupTimeout + 5 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const siteFile = path.join(cms.contentDir, 'site.yaml');
      const site = () => readYaml(readFileSync(siteFile, 'utf8')) as z.input<typeof siteSchema>;
      const before = site();
      const { page, problems } = await openCms(browser, cms, '/collections/geral/entries/site');
      const hours = page.getByLabel(fieldIn(siteFields, 'contact', 'hours').label, { exact: true });
      await hours.waitFor();
      // Neither a box with their words nor a field by their names: the notices' region ("Notifications",
      // the spec's), the error screen's title (the spec's) and the gallery of `npm run dev`.
      const hidden = [
        siteSchema.shape.notice.shape.regionLabel,
        siteSchema.shape.errorScreen,
        siteSchema.shape.gallery,
      ].map((schema) => formWords.get(schema)!.label!);
      for (const label of hidden) expect(await page.getByText(label, { exact: true }).count(), label).toBe(0);
      const boxValues = await page
        .getByRole('textbox')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
      for (const words of [
        before.notice.regionLabel,
        before.errorScreen.title,
        before.gallery.title,
        before.gallery.intro,
      ])
        expect(boxValues, words).not.toContain(words);

      // A text too long: the preview names the field by its label, with no word of code on screen.
      const hoursLabel = fieldIn(siteFields, 'contact', 'hours').label;
      await hours.fill('Segunda a sexta, das 8h às 18h, e sábados das 8h às 12h');
      const previewProblems = page.frameLocator('iframe').first().getByTestId('preview-problems');
      await expect.poll(() => previewProblems.innerText()).toContain(hoursLabel);
      await expectEditorWords(page, 'the settings, a text too long', forbiddenWords(cms.contentDir));

      await hours.fill(`${before.contact.hours} (sábados até 12h)`);
      await publish(page);
      await expect.poll(() => site().contact.hours).toBe(`${before.contact.hours} (sábados até 12h)`);
      const after = site();
      expect([after.notice.regionLabel, after.errorScreen, after.gallery]).toEqual([
        before.notice.regionLabel,
        before.errorScreen,
        before.gallery,
      ]);
      expect(validates(cms).status).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});
