/**
 * Nothing an editor does is lost (`npm run cms` in Chromium, on a temporary git copy): two editors on
 * one page keep both changes when they touch different fields, and when they touch the same one the
 * second is refused before anything is written, is shown the first one's value and can keep it or
 * publish over it; a third save between the check and the write is never overwritten; every
 * Publicar ends in something the editor sees; a draft left by closing the tab comes back through
 * the editor's own question, and is not lost by leaving it unanswered.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/keep-text-format.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { lineDiff } from '../admin/session-harness.ts';
import {
  expandSection,
  heroFields,
  labelOf,
  notice,
  openEntry,
  publish,
  restoreAfterTest,
  sectionType,
  startupTimeout,
  stepTimeout,
  test,
  validates,
  type CmsCopy,
} from './cms-support.ts';

interface Card {
  title: string;
  description: string;
}
interface ClinicPage {
  sections: { type: string; title: string; cards?: Card[]; buttons?: { label: string }[] }[];
}

const clinic = 'pages/consultorio.yaml';
const textOf = (cms: CmsCopy) => readFileSync(path.join(cms.contentDir, clinic), 'utf8');
const cardsOf = (text: string) =>
  (readYaml(text) as ClinicPage).sections.find((section) => section.type === 'card-grid')!.cards!;
const grid = sectionType('card-grid');
const cardFields = grid.fields!.find((field) => field.name === 'cards')!.fields!;

/** The session's notice (admin/refusal/panel.ts), and its question at the top (a draft). */
const sessionNotice = (page: Page) => page.getByTestId('cms-notice');
const question = (page: Page) => page.getByTestId('cms-question');

/**
 * The summary of a folded item of a list (its own text, admin/widgets/ListControl.tsx), found
 * whether or not the item is open or its list folded: an open item hides it.
 */
const summary = (scope: Page | Locator, text: string) =>
  scope.locator('button', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** An item of a list, opened from its summary (unless it is open already), to reach its fields. */
async function openItem(page: Page, text: string) {
  const toggle = summary(page, text).first();
  // The summary's row and its fields share the item's element, two levels up.
  const item = toggle.locator('xpath=../..');
  if (await toggle.isVisible()) await toggle.click();
  return item;
}

/** The title field of a card of the clinic's grid, by the card's title as the page has it. */
async function cardTitle(page: Page, title: string) {
  const section = page.locator('label[for^="sections-field"]', { hasText: grid.label }).first().locator('..');
  // Opened once: its toggle would fold it again.
  if (!(await section.locator('label[for^="cards-field"]').first().isVisible())) await expandSection(page, grid.label);
  const card = await openItem(page, title);
  return card.getByLabel(labelOf(cardFields, 'title'), { exact: true }).first();
}

/** A field by its label, which says "(opcional)" after it when the field may be left empty. */
const optional = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\(opcional\\))?$`));

/**
 * Types a new value over a field's. Clicked first: Decap's text field puts the cursor back where the
 * last typing left it when it gains focus, so a field typed in before would get the text appended.
 */
async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.fill(text);
}

/** Publishes and waits until Decap says it is saved. */
async function published(page: Page): Promise<void> {
  await publish(page);
  await notice(page, 'Entrada salva').first().waitFor();
}

/** The window brought back to the front: what the editor does when they come back to the page. */
const focusAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

describe('two editors on one page', () => {
  test(
    'changes to different cards: both kept, in the order published, each a one-line change',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const shipped = textOf(cms);
      const [first, second] = cardsOf(shipped);
      const ana = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      const bruno = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      await (await cardTitle(bruno.page, second!.title)).fill('Estética do Sorriso');

      await published(ana.page);
      const anas = textOf(cms);
      expect(lineDiff(shipped, anas)).toHaveLength(1);
      await published(bruno.page);
      const brunos = textOf(cms);
      expect(lineDiff(anas, brunos)).toEqual([`        title: ${second!.title} →         title: Estética do Sorriso`]);
      expect(
        cardsOf(brunos)
          .map((card) => card.title)
          .slice(0, 2),
      ).toEqual(['Clínica Geral e Preventiva', 'Estética do Sorriso']);
      // Bruno's form shows what was written: Ana's change too, so his next save keeps it.
      await expect
        .poll(() => summary(bruno.page, 'Clínica Geral e Preventiva').count(), { timeout: stepTimeout })
        .toBe(1);
      expect(await sessionNotice(bruno.page).innerText()).toContain(say('cms-merged', { when: '', what: '' }).hint);
      expect(validates(cms).status).toBe(0);
      expect([...ana.problems, ...bruno.problems]).toEqual([]);
    },
  );

  test(
    'the same card: the second is refused before writing, sees the first one’s value, and can keep it or publish over it',
    { timeout: 2 * startupTimeout + 12 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const [first, , third] = cardsOf(textOf(cms));
      const ana = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      const bruno = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      await (await cardTitle(ana.page, first!.title)).fill('Clínica da Ana');
      await (await cardTitle(bruno.page, first!.title)).fill('Clínica do Bruno');
      const brunoThird = await cardTitle(bruno.page, third!.title);
      await brunoThird.fill('Implantes do Bruno');
      await published(ana.page);
      const anas = textOf(cms);

      await publish(bruno.page);
      const refused = sessionNotice(bruno.page);
      await refused.getByRole('button', { name: say('cms-keep-theirs').message }).waitFor();
      const said = await refused.innerText();
      expect(said).toContain('Clínica da Ana');
      expect(said).toContain('Clínica do Bruno');
      expect(textOf(cms)).toBe(anas);

      // Keep theirs: the form shows Ana's title, with Bruno's other change still in it; publishing writes only that.
      await refused.getByRole('button', { name: say('cms-keep-theirs').message }).click();
      await expect.poll(() => summary(bruno.page, 'Clínica da Ana').count(), { timeout: stepTimeout }).toBe(1);
      await published(bruno.page);
      const brunos = textOf(cms);
      expect(lineDiff(anas, brunos)).toEqual([`        title: ${third!.title} →         title: Implantes do Bruno`]);

      // Publish over theirs, asked twice: Ana changes the title again, Bruno insists on his.
      await retype(await cardTitle(ana.page, 'Clínica da Ana'), 'Clínica da Ana, de novo');
      await published(ana.page);
      await retype(await cardTitle(bruno.page, 'Clínica da Ana'), 'Clínica do Bruno');
      await publish(bruno.page);
      await refused.getByRole('button', { name: say('cms-publish-mine').message }).click();
      await refused.getByRole('button', { name: say('cms-publish-mine-yes').message }).click();
      await expect.poll(() => cardsOf(textOf(cms))[0]!.title, { timeout: stepTimeout }).toBe('Clínica do Bruno');
      expect(cardsOf(textOf(cms))[2]!.title).toBe('Implantes do Bruno');
      expect(validates(cms).status).toBe(0);
      expect([...ana.problems, ...bruno.problems]).toEqual([]);
    },
  );

  test(
    'a third editor saving between the check and the write: checked again, nothing of theirs overwritten',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const [, second, , fourth] = cardsOf(textOf(cms));
      const bruno = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      await (await cardTitle(bruno.page, second!.title)).fill('Estética do Sorriso');
      // Carla's save lands on disk after Bruno's check and before his write reaches the backend.
      let carlas = '';
      await bruno.page.route(`${cms.backendUrl}`, async (route: Route) => {
        const body = route.request().postDataJSON() as { action?: string } | null;
        if (body?.action === 'persistEntry' && carlas === '') {
          carlas = textOf(cms).replace(`title: ${fourth!.title}\n`, 'title: Odontopediatria da Carla\n');
          writeFileSync(path.join(cms.contentDir, clinic), carlas);
        }
        await route.continue();
      });
      await published(bruno.page);
      expect(carlas).not.toBe('');
      expect(lineDiff(carlas, textOf(cms))).toEqual([
        `        title: ${second!.title} →         title: Estética do Sorriso`,
      ]);
      // The browser logs the refused write (412) it was told of: the one expected problem.
      expect(bruno.problems.filter((problem) => !/status of 412/.test(problem))).toEqual([]);
    },
  );

  test(
    'told when they come back to the page: someone else’s change to it, which one click brings into the form',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const [first] = cardsOf(textOf(cms));
      const ana = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      writeFileSync(
        path.join(cms.contentDir, clinic),
        textOf(cms).replace(`title: ${first!.title}\n`, 'title: Clínica do Bruno\n'),
      );
      await focusAgain(ana.page);
      const told = sessionNotice(ana.page);
      await told.waitFor();
      expect(await told.innerText()).toContain('Clínica do Bruno');
      // Not moved unasked: she may be typing as she comes back.
      expect(await summary(ana.page, 'Clínica do Bruno').count()).toBe(0);
      await told.getByRole('button', { name: say('cms-bring-published').message }).click();
      await expect.poll(() => summary(ana.page, 'Clínica do Bruno').count(), { timeout: stepTimeout }).toBe(1);
      expect(ana.problems).toEqual([]);
    },
  );
});

describe('every Publicar ends in something the editor sees', () => {
  test(
    'a button’s "Ação" refused, then the button deleted: Publicar saves it (it did nothing before), without the button',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const heroOf = (text: string) =>
        (readYaml(text) as ClinicPage).sections.find((section) => section.type === 'hero')!;
      const hero = heroOf(textOf(cms));
      const buttons = heroFields.fields!.find((field) => field.name === 'buttons')!;
      const label = hero.buttons![0]!.label;
      const { page, problems } = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      const heroItem = await expandSection(page, heroFields.label);
      const button = await openItem(page, label);
      // As the editor did: an external address filled, the action cleared (Backspace clears a select).
      await optional(button, labelOf(buttons.fields!, 'href')).fill('https://wa.me/5511999999999');
      await optional(button, labelOf(buttons.fields!, 'action')).focus();
      await page.keyboard.press('Backspace');
      await publish(page);
      const refused = sessionNotice(page);
      await refused.waitFor();
      expect(await refused.innerText()).toContain(labelOf(buttons.fields!, 'action'));
      expect(heroOf(textOf(cms)).buttons).toEqual(hero.buttons);
      // The button deleted (the last button of its item's top bar), then Publicar again.
      await button.getByRole('button').nth(2).click();
      await expect.poll(() => summary(heroItem, label).count(), { timeout: stepTimeout }).toBe(0);
      await published(page);
      expect(heroOf(textOf(cms)).buttons!.map((saved) => saved.label)).toEqual(
        hero.buttons!.slice(1).map((kept) => kept.label),
      );
      expect(validates(cms).status).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

describe('a draft left in the browser', () => {
  test(
    'closing the tab keeps it; the editor’s own question offers it; leaving it unanswered keeps it; one click restores it',
    { timeout: 2 * startupTimeout + 10 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const shipped = textOf(cms);
      const [, second] = cardsOf(shipped);
      const first = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      const context = first.page.context();
      await (await cardTitle(first.page, second!.title)).fill('Estética (rascunho)');
      // Decap writes its backup a couple of seconds after the last change; ours sits beside it.
      await first.page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('invero.draft.')));
      await first.page.close({ runBeforeUnload: false });

      const reopen = async () => {
        const page = await context.newPage();
        await page.goto(`${cms.adminUrl}#/collections/${cmsNames.pages}/entries/consultorio`);
        await question(page).waitFor({ timeout: startupTimeout });
        return page;
      };
      let page = await reopen();
      const asked = await question(page).innerText();
      expect(asked).toContain(
        `${grid.label} › ${grid.fields!.find((field) => field.name === 'cards')!.label_singular} 2`,
      );
      expect(asked).toMatch(/hoje às \d\d:\d\d/);
      // Discarding asks again; "Não, manter" keeps it.
      await question(page)
        .getByRole('button', { name: say('cms-draft-discard').message })
        .click();
      await question(page)
        .getByRole('button', { name: say('cms-draft-keep').message })
        .click();
      // Left unanswered (the entry left, the page closed): still offered next time.
      await page.close({ runBeforeUnload: false });
      page = await reopen();
      await question(page)
        .getByRole('button', { name: say('cms-draft-continue').message })
        .click();
      await expect.poll(() => summary(page, 'Estética (rascunho)').count(), { timeout: stepTimeout }).toBe(1);
      await published(page);
      expect(cardsOf(textOf(cms))[1]!.title).toBe('Estética (rascunho)');
      expect(first.problems).toEqual([]);
    },
  );
});
