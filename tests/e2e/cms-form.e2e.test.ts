/**
 * The CMS's form as an editor meets it (`npm run cms` on a temporary copy, in Chromium): no English
 * on the screens they reach, icons chosen from pictures with Portuguese names, the photo a field
 * holds, folded items that show their own text and open from it, the site settings previewed as the
 * site's own header and footer, and the editor on a 390×844 phone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, onTestFinished } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import {
  git,
  openCms,
  openEntry,
  publish,
  notice,
  startupTimeout,
  stepTimeout,
  test,
  validates,
  type CmsCopy,
} from './cms-support.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { config, pageFields, sectionType, showcaseFields, type ConfigField } from './cms-fields.ts';
import { expectEditorWords, forbiddenWords } from './cms-words.ts';

/** What the tests read of the generated configuration's fields. */
interface FormField extends ConfigField {
  summary?: string;
  options?: { label: string; value: string }[];
  fields?: FormField[];
}
const cardGrid: FormField = sectionType('card-grid');
const sectionTypes = pageFields.find((field) => field.name === 'sections')!.types!;
const cardsField = cardGrid.fields!.find((field) => field.name === 'cards')!;
const iconNames = cardsField.fields!.find((field) => field.name === 'icon')!.options!;
const iconLabel = (name: string) => iconNames.find((option) => option.value === name)!.label;
/** What a card's folded summary says while its title is empty, from the generated configuration. */
const emptyCardSummary = /default\('([^']+)'\)/.exec(cardsField.summary!)![1]!;

interface Card {
  icon: string;
  title: string;
  features?: string[];
}
interface ClinicPage {
  sections: { type: string; title: string; cards?: Card[]; image?: { src: string } }[];
}
const clinicFile = (cms: CmsCopy) => path.join(cms.contentDir, 'pages/consultorio.yaml');
const clinicOf = (cms: CmsCopy) => readYaml(readFileSync(clinicFile(cms), 'utf8')) as ClinicPage;

/** A folded item of a list opens from its own text (admin/widgets/ListControl.tsx). */
const openItem = (page: Page, summary: string) => page.getByRole('button', { name: summary, exact: true }).click();

/** The login screen, before "Entrar": openCms logs in at once. */
async function loginScreen(browser: Browser, cms: CmsCopy): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR' });
  context.setDefaultTimeout(stepTimeout);
  onTestFinished(() => context.close());
  await keepOnLoopback(context);
  const page = await context.newPage();
  await page.goto(`${cms.adminUrl}#/collections/paginas`, { timeout: startupTimeout });
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: startupTimeout });
  return page;
}

describe('the CMS speaks Portuguese', () => {
  test(
    'shows no English and no word of code on the screens an editor reaches: login, lists, a page with its pickers open, photos, settings, a new page',
    { timeout: 3 * startupTimeout + 12 * stepTimeout },
    async ({ browser, cms }) => {
      const forbidden = forbiddenWords(cms.contentDir);
      expect(forbidden.english.size).toBeGreaterThan(150);
      expect(forbidden.english).toContain('options');
      expect(forbidden.code).toContain('hours');

      await expectEditorWords(await loginScreen(browser, cms), 'login', forbidden);

      const list = (await openCms(browser, cms, '/collections/paginas')).page;
      await list.locator('a[href*="/collections/paginas/entries/"]').first().waitFor();
      await expectEditorWords(list, 'the list of pages', forbidden);

      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const clinic = clinicOf(cms);
      const grid = clinic.sections.find((section) => section.type === 'card-grid')!;
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      await openItem(page, grid.cards![0]!.title);
      // A picker of companies and a choice of colours, searched for what nothing is called:
      // react-select's "No options" and what it tells a screen reader, in Decap's relation and select.
      for (const picker of ['company', 'colour']) {
        const input = page.locator(`input[id^="${picker}-field-"]`).first();
        await input.focus();
        await input.pressSequentially('zzzz');
        await page.getByText(/zzzz/).last().waitFor();
        await expectEditorWords(page, `a page with the ${picker} picker open and nothing found`, forbidden);
        await page.keyboard.press('Escape');
      }
      // The icon picker, open, beside the lists' drag handles (dnd-kit's role and instructions).
      await page
        .getByRole('button', { name: /^Trocar o ícone/ })
        .first()
        .click();
      await expectEditorWords(page, 'a card with its icon picker open', forbidden);
      // The photo library.
      const showcase = clinic.sections.find((section) => section.type === 'showcase')!;
      await openItem(page, `${showcaseFields.label}: ${showcase.title}`);
      await page.getByRole('button', { name: 'Escolha uma imagem diferente' }).click();
      await page.getByRole('button', { name: 'Usar a foto escolhida' }).waitFor();
      await expectEditorWords(page, 'the photo library', forbidden);
      // A photo sent under the name of one already there is saved under a new one (schema/fields/file-names.ts):
      // Decap's own question, which it asks in English ("… already exists. Do you want to replace it?"),
      // never comes. (The photo goes with the entry when it is published: nothing is written here.)
      const questions: string[] = [];
      page.on('dialog', (dialog) => {
        questions.push(dialog.message());
        void dialog.dismiss();
      });
      const taken = path.basename(showcase.image!.src);
      await page.locator('input[type="file"]').setInputFiles(path.join(cms.contentDir, showcase.image!.src));
      const renamed = taken.replace(/\.[^.]+$/, '-2$&');
      await page.getByText(renamed, { exact: true }).first().waitFor();
      expect(questions).toEqual([]);
      await expectEditorWords(page, 'the photo library, a photo sent', forbidden);
      expect(problems).toEqual([]);

      const settings = await openCms(browser, cms, '/collections/geral/entries/site');
      await settings.page.frameLocator('iframe').first().locator('footer').waitFor();
      await expectEditorWords(settings.page, 'the site settings', forbidden);

      const created = await openCms(browser, cms, '/collections/paginas/new');
      await created.page
        .getByRole('button', { name: /^Adicionar/ })
        .first()
        .click();
      await created.page.getByRole('menuitem').first().waitFor();
      await expectEditorWords(created.page, 'a new page, with the kinds of section offered', forbidden);
    },
  );
});

describe('the form shows what is there', () => {
  test(
    'an entry opened by its address in a tab where another is open shows that entry, not the one before',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const title = page.getByLabel(pageFields.find((field) => field.name === 'title')!.label, { exact: true }).first();
      const pageTitle = (slug: string) =>
        (readYaml(readFileSync(path.join(cms.contentDir, `pages/${slug}.yaml`), 'utf8')) as { title: string }).title;
      await expect.poll(() => title.inputValue()).toBe(pageTitle('consultorio'));
      // Typed in the address bar, as a bookmark or a link someone sent opens it.
      await page.evaluate(() => (window.location.hash = '#/collections/paginas/entries/assessoria'));
      await expect.poll(() => title.inputValue(), { timeout: stepTimeout }).toBe(pageTitle('assessoria'));
      expect(await page.evaluate(() => window.location.hash)).toBe('#/collections/paginas/entries/assessoria');
      expect(problems).toEqual([]);
    },
  );

  test(
    'a folded section opens from its title, and folded cards and topics show their own text',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const grid = clinicOf(cms).sections.find((section) => section.type === 'card-grid')!;
      const [first, ...others] = grid.cards!;
      const cardTitle = page.locator(`input[value="${first!.title}"]`);
      await expect.poll(() => cardTitle.isVisible()).toBe(false);
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      // Every card, folded, reads as its title.
      for (const card of [first!, ...others]) {
        await page.getByRole('button', { name: card.title, exact: true }).waitFor();
      }
      await openItem(page, first!.title);
      await cardTitle.waitFor();
      // And each topic as its text, not as the name of the list.
      for (const feature of first!.features!) {
        await page.getByRole('button', { name: feature, exact: true }).waitFor();
      }
      // A new card, still without a title, says so in Portuguese once folded (Decap's own words: "No icon").
      const addCard = page.getByRole('button', { name: /^Adicionar cartão/i }).first();
      await addCard.click();
      const newCard = `${cardsField.label_singular!} ${grid.cards!.length + 1}`;
      await page.getByRole('button', { name: `Recolher ${newCard}`, exact: true }).click();
      await page.getByRole('button', { name: emptyCardSummary, exact: true }).waitFor();
      expect(problems).toEqual([]);
    },
  );

  test.for([
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ])(
    'the kinds of section to add are listed whole, inside the form (%o)',
    { timeout: 2 * startupTimeout + 3 * stepTimeout },
    async (viewport, { browser, cms }) => {
      const { page, problems } = await openCms(browser, cms, '/collections/paginas/new');
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: /Adicionar/ }).click();
      const kinds = page.getByRole('menuitem');
      await kinds.first().waitFor();
      expect(await kinds.allInnerTexts()).toEqual(sectionTypes.map((type) => type.label));
      // The form's column clips what passes its edges.
      const form = (await page.locator('.SplitPane .Pane1').boundingBox())!;
      const formRight = Math.min(form.x + form.width, viewport.width);
      for (const kind of await kinds.all()) {
        const box = (await kind.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(form.x);
        expect(box.x + box.width).toBeLessThanOrEqual(formRight);
      }
      expect(problems).toEqual([]);
    },
  );

  test(
    'the image field shows the photo it holds',
    { timeout: 2 * startupTimeout + 3 * stepTimeout },
    async ({ browser, cms }) => {
      const clinic = clinicOf(cms);
      const showcase = clinic.sections.find((section) => section.type === 'showcase')!;
      const photo = await sharp(path.join(cms.contentDir, showcase.image!.src)).metadata();
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openItem(page, `${showcaseFields.label}: ${showcase.title}`);
      // Decap's thumbnail in the field: the photo itself, not the empty placeholder drawn while it loaded.
      const thumbnail = page.locator('img[role="presentation"]').first();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: stepTimeout,
        })
        .toBe(photo.width);
      expect(await thumbnail.isVisible()).toBe(true);
      expect(problems).toEqual([]);
    },
  );

  test(
    'icons are chosen from their pictures, named in Portuguese, and saved by the name the YAML uses',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const before = readFileSync(clinicFile(cms), 'utf8');
      const grid = clinicOf(cms).sections.find((section) => section.type === 'card-grid')!;
      const card = grid.cards![0]!;
      const chosen = iconNames.find((option) => option.label.includes(' ') && option.value !== card.icon)!;
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      await openItem(page, card.title);

      // The icon the card has: its picture (the site's sprite) and its Portuguese name.
      const field = page
        .locator('[aria-controls]', { hasText: /Trocar o ícone/ })
        .first()
        .locator('..');
      await expect.poll(() => field.innerText()).toContain(iconLabel(card.icon));
      expect(await field.locator('svg use').getAttribute('href')).toBe(`/icons.svg#${card.icon}`);

      await page
        .getByRole('button', { name: /^Trocar o ícone/ })
        .first()
        .click();
      // The picker's pictures, not the other choices of the page (a photo's focus).
      const pictures = page.getByRole('group', { name: 'Ícones', exact: true }).getByRole('radio');
      expect(await pictures.count()).toBe(iconNames.length);
      // Searched by part of its Portuguese name, without accents.
      const search = chosen.label
        .split(' ')[0]!
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .slice(0, 4);
      await page.getByRole('searchbox').fill(search);
      const option = page.getByRole('radio', { name: chosen.label, exact: true });
      await option.waitFor();
      expect(await pictures.count()).toBeLessThan(iconNames.length);
      expect(await page.locator('label', { has: option }).locator('svg use').getAttribute('href')).toBe(
        `/icons.svg#${chosen.value}`,
      );
      await option.click();
      await expect.poll(() => field.innerText()).toContain(chosen.label);
      // The preview draws the card with it at once.
      const preview = page.frameLocator('iframe').first();
      await preview.locator(`svg use[href="/icons.svg#${chosen.value}"]`).first().waitFor();

      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      expect(readFileSync(clinicFile(cms), 'utf8')).toBe(
        before.replace(
          `- icon: ${card.icon}\n        title: ${card.title}`,
          `- icon: ${chosen.value}\n        title: ${card.title}`,
        ),
      );
      expect(git(cms.root, 'show', '--numstat', '--format=', 'HEAD').trim()).toBe(
        '1\t1\tcontent/pages/consultorio.yaml',
      );
      const validate = validates(cms);
      expect(validate.status, validate.output).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  test(
    "previews the site's settings as the site's own header and footer, with the phone as it is typed",
    { timeout: 2 * startupTimeout + 3 * stepTimeout },
    async ({ browser, cms }) => {
      const siteFields = config.collections.find((c) => c.name === 'geral') as unknown as {
        files: { name: string; fields: ConfigField[] }[];
      };
      const contact = siteFields.files[0]!.fields.find((field) => field.name === 'contact')!;
      const phoneLabel = contact.fields!.find((field) => field.name === 'phone')!.label;
      const { page, problems } = await openCms(browser, cms, '/collections/geral/entries/site');
      const preview = page.frameLocator('iframe').first();
      await preview.getByRole('banner').waitFor();
      await preview.getByRole('contentinfo').waitFor();
      const phone = '(11) 98765-0001';
      await page.getByLabel(phoneLabel, { exact: true }).fill(phone);
      await expect.poll(() => preview.getByRole('contentinfo').locator('a[href^="tel:"]').innerText()).toBe(phone);
      expect(problems).toEqual([]);
    },
  );
});

describe('the CMS on a phone (390×844)', () => {
  test(
    'fits the screen: no sideways scrolling, publish on screen, fields full width, the preview behind a switch',
    { timeout: 2 * startupTimeout + 5 * stepTimeout },
    async ({ browser, cms }) => {
      const viewport = { width: 390, height: 844 };
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await page.setViewportSize(viewport);
      const grid = clinicOf(cms).sections.find((section) => section.type === 'card-grid')!;
      const card = grid.cards![0]!;
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      await openItem(page, card.title);
      // Something changed, so that the toolbar offers "Publicar".
      const cardTitle = page.locator(`#${await page.locator(`input[value="${card.title}"]`).getAttribute('id')}`);
      await cardTitle.fill(`${card.title} Infantil`);

      const scroll = () =>
        page.evaluate(() => ({
          width: document.documentElement.scrollWidth,
          visible: document.documentElement.clientWidth,
        }));
      await expect.poll(async () => (await scroll()).width).toBe(viewport.width);

      const publishButton = await page.getByRole('button', { name: 'Publicar', exact: true }).boundingBox();
      expect(publishButton).not.toBeNull();
      expect(publishButton!.x).toBeGreaterThanOrEqual(0);
      expect(publishButton!.x + publishButton!.width).toBeLessThanOrEqual(viewport.width);
      expect(publishButton!.y + publishButton!.height).toBeLessThanOrEqual(viewport.height);
      const deleteButton = await page.getByRole('button', { name: 'Excluir entrada' }).boundingBox();
      expect(deleteButton!.x + deleteButton!.width).toBeLessThanOrEqual(viewport.width);

      // A card's field, three boxes deep (sections › cards › card): nearly the screen's width.
      const width = (await cardTitle.boundingBox())!.width;
      expect(width).toBeGreaterThanOrEqual(0.9 * (viewport.width - 2 * 16));

      // The preview is behind a switch: the form first, then the page, then the form again.
      const preview = page.frameLocator('iframe').first();
      const previewFrame = page.locator('iframe').first();
      expect(await previewFrame.isVisible()).toBe(false);
      const toggle = page.getByTestId('phone-preview-toggle');
      await toggle.click();
      await preview.getByRole('heading', { name: `${card.title} Infantil` }).waitFor();
      await expect.poll(() => previewFrame.isVisible()).toBe(true);
      expect((await previewFrame.boundingBox())!.width).toBe(viewport.width);
      expect(await cardTitle.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => cardTitle.isVisible()).toBe(true);
      expect(await previewFrame.isVisible()).toBe(false);
      expect((await scroll()).width).toBe(viewport.width);
      expect(problems).toEqual([]);
    },
  );
});
