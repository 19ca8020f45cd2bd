/**
 * Nothing an editor does is lost, as editors meet it through the screen: the same scenarios run
 * against the local editor (`npm run cms`, cms-versions.e2e.test.ts) and the online one (the built
 * /admin/ saving to GitHub's stand-in, cms-online-versions.e2e.test.ts), each through an
 * `EditorSite` that says how to open an entry as someone, read the repository, and save as someone
 * else. Two editors on one page keep both changes when they touch different fields; on the same
 * field the second is refused before anything is written, sees the first one's value, and can keep
 * it or publish over it; a third save between the check and the write is never overwritten; a
 * change saved while an entry is open is told when the editor comes back; every Publicar ends in
 * something the editor sees; a draft left by closing the tab comes back through the editor's own
 * question, and is not lost by leaving it unanswered.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { readFileSync } from 'node:fs';
import { say, type MessageId } from '../../../schema/messages/catalogue/index.ts';
import { lineDiff } from '../../admin/session-harness.ts';
import {
  expandSection,
  heroFields,
  labelOf,
  notice,
  pageFields,
  publish,
  sectionType,
  stepTimeout,
  type ConfigField,
} from '../cms-support.ts';

export type Editor = 'ana' | 'bruno' | 'carla';

export interface Opened {
  page: Page;
  /** Console and page errors so far, but those Decap always makes. */
  problems: string[];
}

/** Where the scenarios run: the local editor or the online one, and their repository. */
export interface EditorSite {
  /** The entry of the page `slug`, opened as `who` in a browser of their own, once its fields are on screen. */
  open(who: Editor, slug: string): Promise<Opened>;
  /** The same browser as `page`, the entry opened again in a new tab. */
  reopen(page: Page, slug: string): Promise<Page>;
  /** The page's text in the repository now. */
  text(slug: string): string;
  /** Another editor's save of the page's text (undefined: the page deleted), straight into the repository. */
  saveAs(who: Editor, slug: string, text: string | undefined): void;
  /** Another editor's photo, saved into the photos' folder of the repository. */
  savePhotoAs(who: Editor, name: string, bytes: Buffer): void;
  /** Cuts `page` off from the repository until the answer is called. */
  cutOff(page: Page): Promise<() => Promise<void>>;
  /** What a save says when the repository cannot be reached. */
  unreachable: MessageId;
  /** Runs `save` once: after the next save from `page` was checked, before its write reaches the repository. */
  beforeNextWrite(page: Page, save: () => void): Promise<void>;
  /** What the browser logs of a write the repository refused because it moved (412 locally, 422 on GitHub). */
  movedWrite: RegExp;
  /** Whether the repository's content passes `npm run validate`, where the site can tell. */
  validates?: () => boolean;
  /** The latest commit's author and message, where saves are commits (online). */
  latestCommit?: () => { author: string; message: string };
}

interface Card {
  title: string;
}
interface ClinicPage {
  title: string;
  sections: { type: string; title: string; cards?: Card[]; buttons?: { label: string }[]; image?: { src: string } }[];
}

const clinic = 'consultorio';
const cardsOf = (text: string) =>
  (readYaml(text) as ClinicPage).sections.find((section) => section.type === 'card-grid')!.cards!;
const heroOf = (text: string) => (readYaml(text) as ClinicPage).sections.find((section) => section.type === 'hero')!;
const photoOf = (text: string) =>
  (readYaml(text) as ClinicPage).sections.find((section) => section.type === 'showcase')!.image!.src;
const grid = sectionType('card-grid');
const cardsField = grid.fields!.find((field) => field.name === 'cards')!;
const buttonsField = heroFields.fields!.find((field) => field.name === 'buttons')!;
const sectionWord = pageFields.find((field) => field.name === 'sections')!.label_singular!;

/** The session's notice (admin/ui/panel.ts), and its question at the top (a draft). */
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
  return card.getByLabel(labelOf(cardsField.fields!, 'title'), { exact: true }).first();
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

const waitUntil = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: stepTimeout });

/**
 * What went wrong in the editors' browsers, but the write the repository refused because it had
 * moved, which the CMS checks again and makes: the browser logs that answer (412 locally, 422 on
 * GitHub) whenever two saves meet, which a busy machine makes more likely than the scenario asks.
 */
const problemsOf = (site: EditorSite, ...opened: Opened[]) =>
  opened.flatMap(({ problems }) => problems).filter((problem) => !site.movedWrite.test(problem));

export interface Scenario {
  name: string;
  /** How many slow steps it takes (a save, a page opened), for its time limit. */
  steps: number;
  /**
   * Run online only: what it adds to the others is the same in both editors (the code in the
   * browser), and the local backend's part of it is pinned without a browser: by its own tests
   * (tests/scripts/cms/local-backend/), and through the CMS's own session over the real local
   * backend (tests/scripts/cms/local-session/). Locally the richest scenario stays, the local
   * backend wired to the same screens end to end: the local editor's scenarios cost the most time of
   * the whole suite, one dev server at a time.
   */
  onlineOnly?: true;
  run: (site: EditorSite) => Promise<void>;
}

export const versionScenarios: Scenario[] = [
  {
    name: 'two editors, different cards: both kept, in the order published, each a one-line change',
    steps: 8,
    onlineOnly: true,
    run: async (site) => {
      const shipped = site.text(clinic);
      const [first, second] = cardsOf(shipped);
      const ana = await site.open('ana', clinic);
      const bruno = await site.open('bruno', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      await (await cardTitle(bruno.page, second!.title)).fill('Estética do Sorriso');

      await published(ana.page);
      const anas = site.text(clinic);
      expect(lineDiff(shipped, anas)).toHaveLength(1);
      await published(bruno.page);
      const brunos = site.text(clinic);
      expect(lineDiff(anas, brunos)).toEqual([`        title: ${second!.title} →         title: Estética do Sorriso`]);
      // What the history will show (online, where saves are commits): who, and what changed where, in the form's words.
      const latest = site.latestCommit?.();
      if (latest) {
        const place = `${grid.label} › ${cardsField.label_singular!} 2 › ${labelOf(cardsField.fields!, 'title')}`;
        const words = `${place}: “${second!.title}” → “Estética do Sorriso”`;
        expect(latest.message).toMatch(new RegExp(`^Página /consultorio › ${sectionWord} \\d+ · ${words}$`));
        expect(latest.author).toBe('Bruno Lima');
      }
      // Bruno's form shows what was written, Ana's change too, so that his next save keeps it.
      await waitUntil(() => summary(bruno.page, 'Clínica Geral e Preventiva').count()).toBe(1);
      expect(await sessionNotice(bruno.page).innerText()).toContain(say('cms-merged', { when: '', what: '' }).hint);
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, ana, bruno)).toEqual([]);
    },
  },
  {
    name: 'two editors, the same card: the second is refused before writing, sees the first one’s value, and can keep it or publish over it',
    steps: 12,
    run: async (site) => {
      const [first, , third] = cardsOf(site.text(clinic));
      const ana = await site.open('ana', clinic);
      const bruno = await site.open('bruno', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica da Ana');
      await (await cardTitle(bruno.page, first!.title)).fill('Clínica do Bruno');
      await (await cardTitle(bruno.page, third!.title)).fill('Implantes do Bruno');
      await published(ana.page);
      const anas = site.text(clinic);

      await publish(bruno.page);
      const refused = sessionNotice(bruno.page);
      await refused.getByRole('button', { name: say('cms-keep-theirs').message }).waitFor();
      const said = await refused.innerText();
      expect(said).toContain('Clínica da Ana');
      expect(said).toContain('Clínica do Bruno');
      expect(site.text(clinic)).toBe(anas);

      // Keep theirs: the form shows Ana's title, with Bruno's other change still in it; publishing writes only that.
      await refused.getByRole('button', { name: say('cms-keep-theirs').message }).click();
      await waitUntil(() => summary(bruno.page, 'Clínica da Ana').count()).toBe(1);
      await published(bruno.page);
      expect(lineDiff(anas, site.text(clinic))).toEqual([
        `        title: ${third!.title} →         title: Implantes do Bruno`,
      ]);

      // Publish over theirs, asked twice: Ana changes the title again, Bruno insists on his.
      await retype(await cardTitle(ana.page, 'Clínica da Ana'), 'Clínica da Ana, de novo');
      await published(ana.page);
      await retype(await cardTitle(bruno.page, 'Clínica da Ana'), 'Clínica do Bruno');
      await publish(bruno.page);
      await refused.getByRole('button', { name: say('cms-publish-mine').message }).click();
      await refused.getByRole('button', { name: say('cms-publish-mine-yes').message }).click();
      await waitUntil(() => cardsOf(site.text(clinic))[0]!.title).toBe('Clínica do Bruno');
      expect(cardsOf(site.text(clinic))[2]!.title).toBe('Implantes do Bruno');
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, ana, bruno)).toEqual([]);
    },
  },
  {
    name: 'a third editor saving between the check and the write: checked again, nothing of theirs overwritten',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const [, second, , fourth] = cardsOf(site.text(clinic));
      const bruno = await site.open('bruno', clinic);
      await (await cardTitle(bruno.page, second!.title)).fill('Estética do Sorriso');
      let carlas = '';
      await site.beforeNextWrite(bruno.page, () => {
        carlas = site.text(clinic).replace(`title: ${fourth!.title}\n`, 'title: Odontopediatria da Carla\n');
        site.saveAs('carla', clinic, carlas);
      });
      await published(bruno.page);
      expect(carlas).not.toBe('');
      expect(lineDiff(carlas, site.text(clinic))).toEqual([
        `        title: ${second!.title} →         title: Estética do Sorriso`,
      ]);
      // The browser logs the refused write (the repository had moved): the one expected problem.
      expect(problemsOf(site, bruno)).toEqual([]);
    },
  },
  {
    name: 'another page saved between the check and the write: checked again and written, nothing said but "saved" and where it stands',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const other = 'assessoria';
      const [first] = cardsOf(site.text(clinic));
      const ana = await site.open('ana', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      const others = site.text(other).replace(/^title: .*$/m, 'title: Assessoria Tributária | Grupo INVERO');
      await site.beforeNextWrite(ana.page, () => site.saveAs('bruno', other, others));
      await published(ana.page);
      expect(site.text(other)).toBe(others);
      expect(cardsOf(site.text(clinic))[0]!.title).toBe('Clínica Geral e Preventiva');
      // Nothing said but where the change stands (admin/going-live/): no merge, no refusal.
      expect(await sessionNotice(ana.page).getAttribute('data-publication')).not.toBeNull();
      expect(await sessionNotice(ana.page).innerText()).not.toContain(say('cms-merged', { when: '', what: '' }).hint);
      expect(problemsOf(site, ana)).toEqual([]);
    },
  },
  {
    name: 'the page deleted by someone else while open: told, the save refused, and publishing again brings it back with the changes',
    steps: 8,
    onlineOnly: true,
    run: async (site) => {
      const [first] = cardsOf(site.text(clinic));
      const ana = await site.open('ana', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      site.saveAs('bruno', clinic, undefined);
      await publish(ana.page);
      const refused = sessionNotice(ana.page);
      await refused.getByRole('button', { name: say('cms-publish-mine').message }).click();
      await refused.getByRole('button', { name: say('cms-publish-mine-yes').message }).click();
      await waitUntil(() => {
        try {
          return cardsOf(site.text(clinic))[0]!.title;
        } catch {
          return undefined;
        }
      }).toBe('Clínica Geral e Preventiva');
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, ana)).toEqual([]);
    },
  },
  {
    name: 'the page’s photo replaced by someone else while open: the save keeps the new photo and this editor’s change',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const shipped = site.text(clinic);
      const [first] = cardsOf(shipped);
      const ana = await site.open('ana', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      const photo = photoOf(shipped);
      site.savePhotoAs('bruno', 'sala-nova.jpg', readFileSync(`content/${photo}`));
      site.saveAs('bruno', clinic, shipped.replace(`src: ${photo}`, 'src: images/sala-nova.jpg'));
      await published(ana.page);
      const saved = site.text(clinic);
      expect(photoOf(saved)).toBe('images/sala-nova.jpg');
      expect(cardsOf(saved)[0]!.title).toBe('Clínica Geral e Preventiva');
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, ana)).toEqual([]);
    },
  },
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
