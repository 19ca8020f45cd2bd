/**
 * The CMS's form as an editor meets it (`npm run cms` on a temporary copy, in Chromium): no English
 * on the screens they reach, icons chosen from pictures with Portuguese names, the photo a field
 * holds, folded items that show their own text and open from it, the site settings previewed as the
 * site's own header and footer, and the editor on a 390×844 phone; and a photo framed on purpose: a
 * phone's upright photo put in the 3:2 box of a showcase shows the crop the site makes, at a phone's
 * and a computer's width, with the focus choice beside it, and the photo replaced asks for its
 * description again (issue 28, item 3).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { git, openCms, openEntry, publish, notice, startupTimeout, stepTimeout, validates } from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { config, pageFields, showcaseFields, type ConfigField } from './cms-fields.ts';
import {
  cardGrid,
  sectionTypes,
  cardsField,
  iconNames,
  iconLabel,
  emptyCardSummary,
  clinicFile,
  clinicOf,
  openItem,
} from './form/cards.ts';
import { frameAPhonePhoto } from './form/photo-frame.ts';

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
    'the image field shows the photo it holds; a folded section opens from its title, and folded cards and topics show their own text',
    { timeout: 2 * startupTimeout + 7 * stepTimeout },
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

      const grid = clinic.sections.find((section) => section.type === 'card-grid')!;
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

  test(
    'the kinds of section to add are listed whole, inside the form, on a computer and on a phone',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      const { page, problems } = await openCms(browser, cms, '/collections/paginas/new');
      for (const viewport of [
        { width: 1366, height: 768 },
        { width: 390, height: 844 },
      ]) {
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
          expect(box.x, `${viewport.width} px`).toBeGreaterThanOrEqual(form.x);
          expect(box.x + box.width, `${viewport.width} px`).toBeLessThanOrEqual(formRight);
        }
        // Closed as a person closes a menu, before the screen changes.
        await page.keyboard.press('Escape');
        await kinds.first().waitFor({ state: 'detached' });
      }
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

describe('a phone photo in the showcase box', () => {
  test.for([
    { screen: 'a computer', viewport: { width: 1366, height: 900 } },
    { screen: 'a phone', viewport: { width: 390, height: 844 } },
  ])(
    'on $screen, shows its crop with the focus beside it and asks its description again, both saved on Publicar',
    { timeout: startupTimeout + 8 * stepTimeout },
    async ({ viewport }, { browser, cms }) => {
      restoreAfterTest(cms);
      await frameAPhonePhoto(browser, cms, viewport);
    },
  );
});
