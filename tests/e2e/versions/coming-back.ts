import { expect } from 'vitest';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { expandSection, publish } from '../cms-support.ts';
import { heroFields, labelOf, type ConfigField } from '../cms-fields.ts';
import {
  clinic,
  cardsOf,
  heroOf,
  grid,
  cardsField,
  buttonsField,
  sessionNotice,
  question,
  summary,
  openItem,
  cardTitle,
  optional,
  published,
  focusAgain,
  waitUntil,
  problemsOf,
  type Scenario,
} from './editor-site.ts';

/** What an editor finds when a save fails, when she comes back to an open page, and after closing the tab. */
export const comingBackScenarios: Scenario[] = [
  {
    name: 'a save that cannot reach the repository says so in Portuguese, with what to do, and the next one saves',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const [first] = cardsOf(site.text(clinic));
      const before = site.text(clinic);
      const ana = await site.open('ana', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      const reconnect = await site.cutOff(ana.page);
      await publish(ana.page);
      const failed = sessionNotice(ana.page);
      await failed.waitFor();
      expect(await failed.innerText()).toContain(say(site.unreachable as never).message);
      expect(site.text(clinic)).toBe(before);
      await reconnect();
      await published(ana.page);
      expect(cardsOf(site.text(clinic))[0]!.title).toBe('Clínica Geral e Preventiva');
      // The requests the browser could not make, and Decap's log of the failed save, and nothing else.
      expect(problemsOf(site, ana).filter((problem) => !/ERR_|Failed to fetch|Unreachable/.test(problem))).toEqual([]);
    },
  },
  {
    name: 'someone else’s save told when the editor comes back to the page, which one click brings into the form',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const [first] = cardsOf(site.text(clinic));
      const ana = await site.open('ana', clinic);
      site.saveAs('bruno', clinic, site.text(clinic).replace(`title: ${first!.title}\n`, 'title: Clínica do Bruno\n'));
      await focusAgain(ana.page);
      const told = sessionNotice(ana.page);
      await told.waitFor();
      expect(await told.innerText()).toContain('Clínica do Bruno');
      // Not moved unasked: she may be typing as she comes back.
      expect(await summary(ana.page, 'Clínica do Bruno').count()).toBe(0);
      await told.getByRole('button', { name: say('cms-bring-published').message }).click();
      await waitUntil(() => summary(ana.page, 'Clínica do Bruno').count()).toBe(1);
      expect(problemsOf(site, ana)).toEqual([]);
    },
  },
  {
    name: 'a button’s address refused, then the button deleted: Publicar saves it (it did nothing before), without the button',
    steps: 8,
    onlineOnly: true,
    run: async (site) => {
      const hero = heroOf(site.text(clinic));
      const label = hero.buttons![0]!.label;
      const opened = await site.open('ana', clinic);
      const { page } = opened;
      const heroItem = await expandSection(page, heroFields.label);
      const button = await openItem(page, label);
      // An address the site refuses (not https), chosen among the button's kinds of action.
      const action = buttonsField.fields!.find((field) => field.name === 'action') as ConfigField & {
        options: { label: string; value: string }[];
      };
      await button
        .getByRole('radio', { name: action.options.find((option) => option.value === 'external')!.label })
        .check();
      await optional(button, labelOf(buttonsField.fields!, 'href')).fill('http://www.exemplo.com.br');
      await publish(page);
      const refused = sessionNotice(page);
      await refused.waitFor();
      expect(await refused.innerText()).toContain(labelOf(buttonsField.fields!, 'href'));
      expect(heroOf(site.text(clinic)).buttons).toEqual(hero.buttons);
      // The button deleted (its item's remove button, named by the item), then Publicar again.
      await page.getByRole('button', { name: `Remover ${buttonsField.label_singular!} 1`, exact: true }).click();
      await waitUntil(() => summary(heroItem, label).count()).toBe(0);
      await published(page);
      expect(heroOf(site.text(clinic)).buttons!.map((saved) => saved.label)).toEqual(
        hero.buttons!.slice(1).map((kept) => kept.label),
      );
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, opened)).toEqual([]);
    },
  },
  {
    name: 'a draft left by closing the tab: offered in the editor’s own question, kept while unanswered, restored by one click',
    steps: 10,
    onlineOnly: true,
    run: async (site) => {
      const [, second] = cardsOf(site.text(clinic));
      const first = await site.open('ana', clinic);
      await (await cardTitle(first.page, second!.title)).fill('Estética (rascunho)');
      // Decap writes its backup a couple of seconds after the last change; ours sits beside it.
      await first.page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('invero.draft.')));
      await first.page.close({ runBeforeUnload: false });

      let page = await site.reopen(first.page, clinic);
      await question(page).waitFor();
      const asked = await question(page).innerText();
      expect(asked).toContain(`${grid.label} › ${cardsField.label_singular!} 2`);
      expect(asked).toMatch(/hoje às \d\d:\d\d/);
      // Discarding asks again; "Não, manter" keeps it.
      await question(page)
        .getByRole('button', { name: say('cms-draft-discard').message })
        .click();
      await question(page)
        .getByRole('button', { name: say('cms-draft-keep').message })
        .click();
      // Left unanswered (the tab closed): still offered next time.
      await page.close({ runBeforeUnload: false });
      page = await site.reopen(first.page, clinic);
      await question(page)
        .getByRole('button', { name: say('cms-draft-continue').message })
        .click();
      await waitUntil(() => summary(page, 'Estética (rascunho)').count()).toBe(1);
      await published(page);
      expect(cardsOf(site.text(clinic))[1]!.title).toBe('Estética (rascunho)');
      expect(problemsOf(site, first)).toEqual([]);
    },
  },
];
