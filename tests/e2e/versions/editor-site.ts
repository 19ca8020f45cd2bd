/**
 * What the version scenarios work through (scenarios.ts): an editor's site, local or online, as
 * `EditorSite` says it, and the steps an editor takes in the form, found as she finds them.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { type MessageId } from '../../../schema/messages/catalogue/index.ts';
import { expandSection, notice, publish, stepTimeout } from '../cms-support.ts';
import { heroFields, labelOf, pageFields, sectionType } from '../cms-fields.ts';

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

export const clinic = 'consultorio';
export const cardsOf = (text: string) =>
  (readYaml(text) as ClinicPage).sections.find((section) => section.type === 'card-grid')!.cards!;
export const heroOf = (text: string) =>
  (readYaml(text) as ClinicPage).sections.find((section) => section.type === 'hero')!;
export const photoOf = (text: string) =>
  (readYaml(text) as ClinicPage).sections.find((section) => section.type === 'showcase')!.image!.src;
export const grid = sectionType('card-grid');
export const cardsField = grid.fields!.find((field) => field.name === 'cards')!;
export const buttonsField = heroFields.fields!.find((field) => field.name === 'buttons')!;
export const sectionWord = pageFields.find((field) => field.name === 'sections')!.label_singular!;

/** The session's notice (admin/ui/panel.ts), and its question at the top (a draft). */
export const sessionNotice = (page: Page) => page.getByTestId('cms-notice');
export const question = (page: Page) => page.getByTestId('cms-question');

/**
 * The summary of a folded item of a list (its own text, admin/widgets/ListControl.tsx), found
 * whether or not the item is open or its list folded: an open item hides it.
 */
export const summary = (scope: Page | Locator, text: string) =>
  scope.locator('button', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** An item of a list, opened from its summary (unless it is open already), to reach its fields. */
export async function openItem(page: Page, text: string) {
  const toggle = summary(page, text).first();
  // The summary's row and its fields share the item's element, two levels up.
  const item = toggle.locator('xpath=../..');
  if (await toggle.isVisible()) await toggle.click();
  return item;
}

/** The title field of a card of the clinic's grid, by the card's title as the page has it. */
export async function cardTitle(page: Page, title: string) {
  const section = page.locator('label[for^="sections-field"]', { hasText: grid.label }).first().locator('..');
  // Opened once: its toggle would fold it again.
  if (!(await section.locator('label[for^="cards-field"]').first().isVisible())) await expandSection(page, grid.label);
  const card = await openItem(page, title);
  return card.getByLabel(labelOf(cardsField.fields!, 'title'), { exact: true }).first();
}

/** A field by its label, which says "(opcional)" after it when the field may be left empty. */
export const optional = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\(opcional\\))?$`));

/**
 * Types a new value over a field's. Clicked first: Decap's text field puts the cursor back where the
 * last typing left it when it gains focus, so a field typed in before would get the text appended.
 */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.fill(text);
}

/**
 * Publishes and waits until Decap says this save is done. A notice of an earlier save may still be
 * on screen: Decap's notices stop their clock while their window is not in front, which is where an
 * editor's window waits while the other one works. Marked, it does not count.
 */
export async function published(page: Page): Promise<void> {
  const saved = notice(page, 'Entrada salva');
  await saved.evaluateAll((earlier) => earlier.forEach((element) => element.setAttribute('data-earlier-save', '')));
  await publish(page);
  await saved.and(page.locator(':not([data-earlier-save])')).first().waitFor();
}

/** The window brought back to the front: what the editor does when they come back to the page. */
export const focusAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

export const waitUntil = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: stepTimeout });

/**
 * What went wrong in the editors' browsers, but the write the repository refused because it had
 * moved, which the CMS checks again and makes: the browser logs that answer (412 locally, 422 on
 * GitHub) whenever two saves meet, which a busy machine makes more likely than the scenario asks.
 */
export const problemsOf = (site: EditorSite, ...opened: Opened[]) =>
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
