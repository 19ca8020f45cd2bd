/**
 * Everyday edits through the CMS's screen (`npm run cms` on a temporary copy, in Chromium), as a
 * receptionist makes them: two items with the same words, and deleting one; every screen and refusal
 * in the form's words, with no key of the YAML nor a literal of code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/keep-text-format.ts';
import {
  config,
  notice,
  openCms,
  openEntry,
  publish,
  restoreAfterTest,
  sectionType,
  startupTimeout,
  stepTimeout,
  test,
  validates,
  type CmsCopy,
  type ConfigField,
} from './cms-support.ts';
import { expectEditorWords, forbiddenWords } from './cms-words.ts';

const cardGrid = sectionType('card-grid');
const cardsField = cardGrid.fields!.find((field) => field.name === 'cards')!;
const cardWord = cardsField.label_singular!;
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

/** A folded item of a list opens from its own text (admin/widgets/ListControl.tsx). */
const openItem = (page: Page, summary: string) => page.getByRole('button', { name: summary, exact: true }).click();

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
      await expectEditorWords(page, 'a page with a card open', forbidden);

      // A card's title cleared: the form's refusal names the field by its label.
      await page.locator(`input[value="${grid.cards![0]!.title}"]`).fill('');
      await publish(page);
      await page.getByRole('alert').first().waitFor();
      await expectEditorWords(page, 'a save refused', forbidden);

      const settings = await openCms(browser, cms, '/collections/geral/entries/site');
      const hours = fieldIn(
        (config.collections.find((c) => c.name === 'geral') as unknown as { files: { fields: ConfigField[] }[] })
          .files[0]!.fields,
        'contact',
        'hours',
      );
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
