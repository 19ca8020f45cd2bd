/**
 * Everyday edits through the CMS's screen (`npm run cms` on a temporary copy, in Chromium), as a
 * receptionist makes them: a button that opens WhatsApp, two items with the same words, and deleting one; every screen and refusal
 * in the form's words, with no key of the YAML nor a literal of code.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type * as z from 'zod';
import { describe, expect } from 'vitest';
import { parseDocument } from 'yaml';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { formWords } from '../../schema/fields/form-words.ts';
import { whatsappAddress } from '../../schema/fields/whatsapp.ts';
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
  test,
  validates,
  type CmsCopy,
} from './cms-support.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { buttonFields, config, kindLabel, pageFields, sectionType, type ConfigField } from './cms-fields.ts';
import { expectEditorWords, forbiddenWords } from './cms-words.ts';

const cardGrid = sectionType('card-grid');
/** What Decap's bar says of the entry, in its Portuguese locale: saved, or changed since. */
const editorToolbar = { changesSaved: 'Alterações salvas', unsavedChanges: 'Alterações não salvas' };
const cardsField = cardGrid.fields!.find((field) => field.name === 'cards')!;
const cardWord = cardsField.label_singular!;
const labelIn = (field: ConfigField, name: string) => field.fields!.find((f) => f.name === name)!.label;
/** The fields of the site's settings, as the generated configuration gives them. */
const siteFields = (
  config.collections.find((c) => c.name === 'geral') as unknown as { files: { fields: ConfigField[] }[] }
).files[0]!.fields;
const fieldIn = (fields: readonly ConfigField[], ...names: string[]): ConfigField =>
  names.reduce<ConfigField>((field, name) => (field.fields ?? field.types ?? []).find((f) => f.name === name)!, {
    name: '',
    label: '',
    fields: [...fields],
  });

interface ClinicPage {
  sections: { type: string; title: string; cards?: { title: string }[] }[];
}
const clinicFile = (cms: CmsCopy) => path.join(cms.contentDir, 'pages/consultorio.yaml');
const clinicGrid = (cms: CmsCopy) =>
  (readYaml(readFileSync(clinicFile(cms), 'utf8')) as ClinicPage).sections.find((s) => s.type === 'card-grid')!;

/** The session's notices that tell rather than refuse (admin/ui/panel.ts): role status. */
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A folded item of a list opens from its own text (admin/widgets/ListControl.tsx). */
const openItem = (page: Page, summary: string) => page.getByRole('button', { name: summary, exact: true }).click();

const heroSection = sectionType('hero');

interface HomePage {
  sections: { type: string; title: string; buttons?: Record<string, string>[] }[];
}
const homeHero = (cms: CmsCopy) =>
  (readYaml(readFileSync(path.join(cms.contentDir, 'pages/home.yaml'), 'utf8')) as HomePage).sections.find(
    (s) => s.type === 'hero',
  )!;

describe("a button's action", () => {
  /** The helper's boxes under a button's address, by the labels the form gives them. */
  const helperBoxes = (page: Page) => ({
    address: page.getByRole('textbox', { name: labelIn(buttonFields, 'href'), exact: true }),
    number: page.getByLabel(say('cms-whatsapp-number').message, { exact: true }),
    message: page.getByLabel(say('cms-whatsapp-message').message, { exact: true }),
  });
  const number = '(11) 98765-4321';
  // Everything an address takes only in code: an accent, spaces, a comma, "&", "#", "%", an emoji, a line.
  const message = 'Olá, quero agendar uma consulta & saber do #1: 50% 😀\nObrigada';

  test(
    'made to open WhatsApp with a message from a number and a text typed as people write them, in seven actions, then switched back without a dead end',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const hero = homeHero(cms);
      const button = hero.buttons![0]!;
      const numberOnly = 'https://wa.me/5511987654321';
      const address = whatsappAddress(number, message)!;
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'home');
      const preview = page.frameLocator('iframe').first();
      const previewProblems = preview.getByTestId('preview-problems');
      const boxes = helperBoxes(page);
      // 1, 2: the hero section, then its button.
      await openItem(page, `${heroSection.label}: ${hero.title}`);
      await openItem(page, button.label!);
      // 3: what the button does, in words.
      await page.getByRole('radio', { name: kindLabel('external'), exact: true }).check();
      // 4: the number, as people write it.
      await boxes.number.fill(number);
      await expect.poll(() => boxes.address.inputValue()).toBe(numberOnly);
      await preview.locator(`a[href="${numberOnly}"]`).waitFor();
      // 5: the message, as it reads: the address carries it in code, and the line below says so.
      await boxes.message.fill(message);
      await expect.poll(() => boxes.address.inputValue()).toBe(address);
      await page
        .getByRole('status')
        .filter({ hasText: say('cms-whatsapp-made', { number, withMessage: true }).message })
        .waitFor();
      await preview.locator(`a[href="${address}"]`).waitFor();
      expect(await previewProblems.count()).toBe(0);
      // 6, 7: Publicar, Publicar agora.
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      const saved = homeHero(cms).buttons![0]!;
      expect(saved).toEqual({ label: button.label, href: address });
      expect(validates(cms).status).toBe(0);

      // Every choice in turn: the page picker shows alone and, empty, the preview says what to do; back
      // to the notice, nothing is left over and the preview draws the button again.
      await page.getByRole('radio', { name: kindLabel('page'), exact: true }).check();
      expect(await boxes.address.count()).toBe(0);
      await page.getByText(labelIn(buttonFields, 'to'), { exact: true }).waitFor();
      await expect.poll(() => previewProblems.count()).toBe(1);
      await page.getByRole('radio', { name: kindLabel('notice'), exact: true }).check();
      await expect.poll(() => previewProblems.count()).toBe(0);
      await preview.getByRole('button', { name: button.label, exact: true }).waitFor();
      await publish(page);
      // The first save's notice may still be on screen: the file tells when this one is written.
      await expect.poll(() => homeHero(cms).buttons![0]).toEqual({ label: button.label, action: 'notice' });
      expect(problems).toEqual([]);
    },
  );

  test(
    'opened again, a WhatsApp button shows its number and message, and a changed message keeps the number; a message pasted as plain text into the address is put in code',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const hero = homeHero(cms);
      const button = hero.buttons![0]!;
      // Saved earlier by the helper: the first button opens WhatsApp, its message in code.
      const home = path.join(cms.contentDir, 'pages/home.yaml');
      const doc = parseDocument(readFileSync(home, 'utf8'));
      const heroAt = (doc.toJS() as HomePage).sections.findIndex((section) => section.type === 'hero');
      const first = ['sections', heroAt, 'buttons', 0];
      doc.deleteIn([...first, 'action']);
      doc.setIn([...first, 'href'], whatsappAddress(number, message));
      writeFileSync(home, doc.toString());
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'home');
      const boxes = helperBoxes(page);
      await openItem(page, `${heroSection.label}: ${hero.title}`);
      await openItem(page, button.label!);
      await expect.poll(() => boxes.number.inputValue()).toBe(number);
      expect(await boxes.message.inputValue()).toBe(message);

      // Only the message changes: the number stays, nothing starts over.
      const changed = 'Olá! Quero remarcar minha consulta.';
      await boxes.message.fill(changed);
      await expect.poll(() => boxes.address.inputValue()).toBe(whatsappAddress(number, changed));

      // The receptionist's first try: the message typed into the address as it reads. Read at once
      // into the helper; put in code when the box is left, so that the save is not refused.
      const plain = 'https://wa.me/5511912345678?text=Olá, quero agendar uma consulta';
      await boxes.address.fill(plain);
      await expect.poll(() => boxes.message.inputValue()).toBe('Olá, quero agendar uma consulta');
      expect(await boxes.number.inputValue()).toBe('(11) 91234-5678');
      await boxes.address.blur();
      const inCode = whatsappAddress('(11) 91234-5678', 'Olá, quero agendar uma consulta')!;
      await expect.poll(() => boxes.address.inputValue()).toBe(inCode);
      await publish(page);
      await expect.poll(() => homeHero(cms).buttons![0]).toEqual({ label: button.label, href: inCode });
      expect(validates(cms).status).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

describe('pasted text', () => {
  test(
    'a zero-width space and a soft hyphen never reach the file unannounced: taken out on Publicar, and the editor told where',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const grid = clinicGrid(cms);
      const card = grid.cards![0]!;
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      await openItem(page, card.title);
      // As WhatsApp and Word paste it: "recu|peração" split by a zero-width space, a soft hyphen, a non-breaking space.
      const pasted = 'Recu\u200bperação\u00a0com cui\u00addado';
      // By its id: the value it is found by changes with what is typed.
      const id = await page.locator(`input[value="${card.title}"]`).getAttribute('id');
      const field = page.locator(`[id="${id}"]`);
      await field.fill(pasted);
      // The preview draws what will be saved: the text as it looks, with no problem to show.
      const preview = page.frameLocator('iframe').first();
      await preview.getByText('Recuperação com cuidado', { exact: true }).waitFor();
      expect(await preview.getByTestId('preview-problems').count()).toBe(0);
      await publish(page);
      const told = page
        .getByRole('status')
        .filter({ hasText: say('cms-pasted-cleaned', { count: 3, places: [] }).message });
      await told.waitFor();
      // Where, as the form names it: the card, then its field.
      expect(await told.innerText()).toContain(`${cardWord} 1`);
      // What was taken out, in words: no character's code.
      expect(await told.innerText()).not.toMatch(/U\+[0-9A-F]{4}/);
      await notice(page, 'Entrada salva').waitFor();
      expect(clinicGrid(cms).cards![0]!.title).toBe('Recuperação com cuidado');
      // Where the change stands comes next, and leaves the word about the paste on screen; the form
      // shows the text the file now has, saved.
      await sessionNotice(page).waitFor();
      expect(await told.isVisible()).toBe(true);
      await expect.poll(() => field.inputValue(), { timeout: stepTimeout }).toBe('Recuperação com cuidado');
      await page.getByText(editorToolbar.changesSaved, { exact: true }).waitFor();
      // It spoke of this entry: back on the list of pages, it is gone.
      await page.evaluate(() => (window.location.hash = '#/collections/paginas'));
      await told.waitFor({ state: 'detached' });
      expect(validates(cms).status).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

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
    'a page with its lists open, a refusal, and a settings problem in the preview: labels and "vazio", never keys or null',
    { timeout: 3 * startupTimeout + 8 * stepTimeout },
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

      const settings = await openCms(browser, cms, '/collections/geral/entries/site');
      const hours = fieldIn(siteFields, 'contact', 'hours');
      const hoursBox = settings.page.getByLabel(hours.label, { exact: true });
      await hoursBox.fill('Segunda a sexta, das 8h às 18h, e sábados das 8h às 12h');
      const previewProblems = settings.page.frameLocator('iframe').first().getByTestId('preview-problems');
      await expect.poll(() => previewProblems.innerText()).toContain(hours.label);
      await expectEditorWords(settings.page, 'the settings, a text too long', forbidden);
      expect([...problems, ...settings.problems]).toEqual([]);
      expect(validates(cms).status).toBe(0);
    },
  );
});

describe("what is not an editor's to change", () => {
  test(
    "the settings show no field for the spec's words or the developers' gallery, and a save keeps them in the file",
    { timeout: 2 * startupTimeout + 3 * stepTimeout },
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
