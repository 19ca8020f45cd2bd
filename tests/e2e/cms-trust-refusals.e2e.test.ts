/**
 * The CMS an editor can trust (`npm run cms` in Chromium, on a temporary git copy): what it saves
 * always publishes — a photo too big is made smaller before it is sent, an iPhone's HEIC refused,
 * a photo in use or a page linked to is not deleted, a refusal names the field as the form does,
 * marks it and stays on screen, alone (required fields left empty too); the open editor never reloads when a page file appears; an entry
 * opens filled from its own address; a page picker lists a page just created; the browser's backup
 * brings back what was typed.
 */
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { snapshot } from '../support/files.ts';
import { expandSection, openEntry, publish, sessionNotice, startupTimeout, stepTimeout } from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { heroFields, labelOf, pageFields, sectionType } from './cms-fields.ts';
import { drawn, fileWords, textOf, titleOf, siteEntry, acceptDialogs } from './trust/steps.ts';

describe('what the CMS writes always publishes', () => {
  test(
    'a page the menu links to is not deleted: the refusal names the menu link in the form’s words, and the file stays',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const before = snapshot(cms.contentDir);
      const { page, problems } = await openEntry(browser, cms, cmsNames.pages, 'higienizacao');
      acceptDialogs(page);
      // Decap has handled the failed deletion (its notice sent) when its rejection goes unhandled.
      const handled = page.waitForEvent('pageerror');
      await page.getByRole('button', { name: 'Excluir entrada', exact: true }).click();
      const refused = sessionNotice(page);
      await refused.waitFor();
      await handled;
      await drawn(page);
      const count = await refused.locator('li').count();
      const title = titleOf(cms, 'pages/higienizacao.yaml');
      const text = await refused.innerText();
      expect(text).toContain(say('cms-page-in-use', { page: `"${title}"`, count }).message);
      expect(text).not.toContain(say('unknown-page', { value: '/higienizacao', known: [] }).message);
      // The one notice: Decap's own, the refusal again as one block of text, is taken away.
      expect(await page.getByRole('alert').count()).toBe(1);
      const navigation = siteEntry.fields.find((field) => field.name === 'navigation')!;
      const links = navigation.fields!.find((field) => field.name === 'links')!;
      const linkAt = (
        readYaml(textOf(cms, 'site.yaml')) as { navigation: { links: { to: string }[] } }
      ).navigation.links.findIndex((link) => link.to === '/higienizacao');
      expect(text).toContain(
        [
          siteEntry.label,
          navigation.label,
          `${links.label_singular!} ${linkAt + 1}`,
          labelOf(links.fields!, 'to'),
        ].join(' › '),
      );
      expect(text).not.toMatch(fileWords);
      expect(snapshot(cms.contentDir)).toEqual(before);
      expect(problems).toEqual([]);
    },
  );

  test(
    'HTML in a title: a notice with the field’s label and no path, key or line, the field marked, still there 10 s later, the file unchanged',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const before = textOf(cms, 'pages/home.yaml');
      const { page, problems } = await openEntry(browser, cms, cmsNames.pages, 'home');
      const hero = await expandSection(page, heroFields.label);
      const titleLabel = labelOf(heroFields.fields!, 'title');
      const field = hero.getByLabel(titleLabel, { exact: true });
      await field.fill('<b>Oi</b>');
      // The page's timers from here on run on a clock the test can move ahead (still flowing as usual).
      await page.clock.install();
      // Decap has handled the failed save (its notice sent) when its rejection goes unhandled.
      const handled = page.waitForEvent('pageerror');
      await publish(page);
      const refused = sessionNotice(page);
      await refused.waitFor();
      await handled;
      await drawn(page);
      // The one notice: Decap's own, the refusal again as one block of text, is taken away.
      expect(await page.getByRole('alert').count()).toBe(1);
      const { message } = say('html', { value: '<b>Oi</b>' });
      const text = await refused.innerText();
      expect(text).toContain(`${heroFields.label} › ${titleLabel}`);
      expect(text).toContain(message);
      expect(text).not.toMatch(fileWords);
      // Marked by Decap's own field error, under the field's label.
      const id = await field.getAttribute('id');
      const marked = page.locator(`label[for="${id}"] ~ ul`);
      await expect.poll(() => marked.innerText()).toMatch(new RegExp(message.slice(0, 20), 'i'));
      // Ten seconds on the page's clock: every timer due by then (Decap's notices go after 7 s) fires.
      await page.clock.runFor(10_000);
      expect(await refused.isVisible()).toBe(true);
      expect(await refused.innerText()).toContain(message);
      expect(textOf(cms, 'pages/home.yaml')).toBe(before);
      expect(problems).toEqual([]);
    },
  );

  test(
    'required fields left empty, one in a card: one notice naming each by its place in the form, no key, Decap’s marks kept, until the next save, the file unchanged',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const before = textOf(cms, 'pages/assessoria.yaml');
      const sections = (readYaml(before) as { sections: { type: string; cards?: { title: string }[] }[] }).sections;
      const gridAt = sections.findIndex((section) => section.type === 'card-grid');
      const firstCard = sections[gridAt]!.cards![0]!.title;
      const grid = sectionType('card-grid');
      const cards = grid.fields!.find((field) => field.name === 'cards')!;
      const titleLabel = labelOf(pageFields, 'title');
      const cardTitleLabel = labelOf(cards.fields!, 'title');

      const { page, problems } = await openEntry(browser, cms, cmsNames.pages, 'assessoria');
      const pageTitle = page.getByLabel(titleLabel, { exact: true }).first();
      const section = await expandSection(page, grid.label);
      await section.getByRole('button', { name: firstCard, exact: true }).click();
      const cardList = page.locator(
        `[id="${(await section.locator('label[for^="cards-field"]').first().getAttribute('for'))!}"]`,
      );
      const cardTitle = cardList.getByLabel(cardTitleLabel, { exact: true }).first();
      await cardTitle.fill('');
      await pageTitle.fill('');
      // Decap has refused the save (its notice sent) when its rejection goes unhandled.
      let handled = page.waitForEvent('pageerror');
      await publish(page);
      const refused = sessionNotice(page);
      await refused.waitFor();
      await handled;
      await drawn(page);

      const cardPlace = [
        `${pageFields.find((field) => field.name === 'sections')!.label_singular!} ${gridAt + 1} · ${grid.label}`,
        `${cards.label_singular!} 1`,
        cardTitleLabel,
      ].join(' › ');
      /** The notice's lines: each problem's place on a line of its own. */
      const lines = async () => (await refused.innerText()).split('\n').map((line) => line.trim());
      expect(await refused.getByRole('listitem').count()).toBe(2);
      expect(await lines()).toContain(say('cms-save-refused', { count: 2 }).message);
      expect(await lines()).toEqual(expect.arrayContaining([cardPlace, titleLabel]));
      expect(await refused.innerText()).not.toMatch(fileWords);
      // Decap's own marks stay: the message under each field, from its required-field check.
      for (const field of [pageTitle, cardTitle]) {
        const marked = page.locator(`label[for="${await field.getAttribute('id')}"] ~ ul`);
        expect(await marked.innerText()).not.toBe('');
      }
      // Decap's notice, which named no field and left after 8 s, is not drawn: ours is the one alert.
      await expect.poll(() => page.getByRole('alert').count()).toBe(1);
      expect(await refused.isVisible()).toBe(true);

      // The next save tells what is still empty, in the same notice.
      await pageTitle.fill(titleOf(cms, 'pages/assessoria.yaml'));
      handled = page.waitForEvent('pageerror');
      await publish(page);
      await handled;
      await drawn(page);
      expect(await page.getByRole('alert').count()).toBe(1);
      expect(await refused.getByRole('listitem').count()).toBe(1);
      expect(await lines()).toContain(say('cms-save-refused', { count: 1 }).message);
      expect(await lines()).toContain(cardPlace);
      expect(await lines()).not.toContain(titleLabel);
      expect(textOf(cms, 'pages/assessoria.yaml')).toBe(before);
      expect(problems).toEqual([]);
    },
  );
});
