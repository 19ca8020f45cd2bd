/**
 * The CMS's form as an editor meets it (`npm run cms` on a temporary copy, in Chromium): no English
 * on the screens they reach, icons chosen from pictures with Portuguese names, the photo a field
 * holds, folded items that show their own text and open from it, the site settings previewed as the
 * site's own header and footer, and the editor on a 390×844 phone.
 */
import path from 'node:path';
import { describe, expect } from 'vitest';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { openCms, openEntry, startupTimeout, stepTimeout } from './cms-support.ts';
import { test } from './cms-test.ts';
import { showcaseFields } from './cms-fields.ts';
import { expectEditorWords, forbiddenWords } from './cms-words.ts';
import { cardGrid, clinicOf, openItem, loginScreen } from './form/cards.ts';

describe('the CMS speaks Portuguese', () => {
  test(
    'shows no English and no word of code on the screens an editor reaches: login, lists, a page with its pickers open, photos, settings, a new page',
    { timeout: 2 * startupTimeout + 12 * stepTimeout },
    async ({ browser, cms }) => {
      const forbidden = forbiddenWords(cms.contentDir);
      expect(forbidden.english.size).toBeGreaterThan(150);
      expect(forbidden.english).toContain('options');
      expect(forbidden.code).toContain('hours');

      await expectEditorWords(await loginScreen(browser, cms), 'login', forbidden);

      // One visit, from screen to screen by the address, up to a new page; the clinic's page, where
      // pickers and photos are opened, in a visit of its own (from a new page Decap does not follow the address).
      const visit = await openCms(browser, cms, '/collections/paginas');
      const goTo = (route: string) => visit.page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
      await visit.page.locator('a[href*="/collections/paginas/entries/"]').first().waitFor();
      await expectEditorWords(visit.page, 'the list of pages', forbidden);

      await goTo('/collections/geral/entries/site');
      await visit.page.frameLocator('iframe').first().locator('footer').waitFor();
      await expectEditorWords(visit.page, 'the site settings', forbidden);

      await goTo('/collections/paginas/new');
      await visit.page
        .getByRole('button', { name: /^Adicionar/ })
        .first()
        .click();
      await visit.page.getByRole('menuitem').first().waitFor();
      await expectEditorWords(visit.page, 'a new page, with the kinds of section offered', forbidden);
      expect(visit.problems).toEqual([]);

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
      const scroll = () =>
        page.evaluate(() => ({
          width: document.documentElement.scrollWidth,
          visible: document.documentElement.clientWidth,
        }));

      // The list of pages first: its header's buttons (the pages and photos deleted, "Adição rápida",
      // the account) all on screen, wrapped rather than pushed off its right edge.
      const goTo = (route: string) => page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
      await goTo(`/collections/${cmsNames.pages}`);
      await page.getByTestId('cms-deleted-pages-open').waitFor();
      await expect.poll(async () => (await scroll()).width).toBe(viewport.width);
      for (const button of await page.locator('#nc-root header').getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await goTo(`/collections/${cmsNames.pages}/entries/consultorio`);
      const grid = clinicOf(cms).sections.find((section) => section.type === 'card-grid')!;
      const card = grid.cards![0]!;
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      await openItem(page, card.title);
      // Something changed, so that the toolbar offers "Publicar".
      const cardTitle = page.locator(`#${await page.locator(`input[value="${card.title}"]`).getAttribute('id')}`);
      await cardTitle.fill(`${card.title} Infantil`);

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
