/**
 * What the history scenarios work through (scenarios.ts): a site with its history, local or online,
 * as `HistorySite` says it, and the steps an editor takes to publish, open the history and the photos.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { placeSeparator } from '../../../admin/session/words/form-place.ts';
import { expandSection, publish, stepTimeout } from '../cms-support.ts';
import { heroFields, labelOf, pageFields } from '../cms-fields.ts';

export interface Opened {
  page: Page;
  /** Console and page errors so far, but those Decap always makes. */
  problems: string[];
}

/** Where the scenarios run: the local editor or the online one, and their repository. */
export interface HistorySite {
  /** The page `slug`'s entry, opened by the editor in a browser of their own, once its fields are on screen. */
  open(slug: string): Promise<Opened>;
  /** The list of pages, opened by the editor. */
  openPages(): Promise<Opened>;
  /** A file of the repository now (`content/pages/home.yaml`); undefined where there is none. */
  text(file: string): string | undefined;
  /** A photo of the repository now (`content/images/x.jpg`); undefined where there is none. */
  bytes(file: string): Buffer | undefined;
  /** How many versions the repository has (its commits). */
  versions(): number;
  /** Who made the newest version (its commit's author). */
  newestAuthor(): string;
  /** Another editor's change, a version of its own in the repository: the file's new bytes, or null to remove it. */
  commitAs(file: string, content: string | Buffer | null): void;
  /** Who the CMS writes each publish as: the signed-in editor online, the checkout's name locally. */
  editor: string;
  /** Where a publish ends: live (online, once the runner published it) or saved on this machine. */
  ends: 'live' | 'local';
}

export interface Scenario {
  name: string;
  /** How many slow steps it takes (a save, a page opened), for its time limit. */
  steps: number;
  /**
   * Run online only: what the screen does is the same code in both editors, and the local backend's
   * part of it (its commits, its history, what it brings back) is pinned without a browser, through
   * the CMS's own session over the real local backend (tests/scripts/cms/local-session/).
   * Locally the first scenario stays: the local backend wired to the same screens end to end, and
   * what only the local editor shows (the publish saved on this machine, seen in the live preview).
   */
  onlineOnly?: true;
  run: (site: HistorySite) => Promise<void>;
}

export const pageFile = (slug: string) => `content/pages/${slug}.yaml`;
export const heroTitleOf = (text: string) =>
  (readYaml(text) as { sections: { type: string; title: string }[] }).sections.find(
    (section) => section.type === 'hero',
  )!.title;
const heroTitleLabel = labelOf(heroFields.fields!, 'title');
const sectionWord = pageFields.find((field) => field.name === 'sections')!.label_singular!;

/** The place of the hero's title in the form, as a change line names it. */
export function heroTitlePlace(text: string): string {
  const sections = (readYaml(text) as { sections: { type: string }[] }).sections;
  const position = sections.findIndex((section) => section.type === 'hero') + 1;
  return [`${sectionWord} ${position} · ${heroFields.label}`, heroTitleLabel].join(placeSeparator);
}

/** A page of the clinic's second unit, "Clínica Sul", made from the clinic's page. */
export const clinicSouth = (site: HistorySite) =>
  site
    .text(pageFile('consultorio'))!
    .replace(/^path: .*$/m, 'path: /clinica-sul')
    .replace(/^title: .*$/m, 'title: Clínica Sul')
    .replace(/^description: .*$/m, 'description: A unidade da zona sul do INVERO Consultório.');

export const sessionNotice = (page: Page) => page.getByTestId('cms-notice');
export const status = (page: Page, state: string) => page.locator(`[data-testid="cms-notice"][data-state="${state}"]`);
export const waitUntil = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: stepTimeout });

/** The hero section's title field (the page has a title of its own, with the same label), its section opened. */
export async function heroTitleField(page: Page) {
  const hero = page.locator('label[for^="sections-field"]', { hasText: heroFields.label }).first().locator('..');
  const field = hero.getByLabel(heroTitleLabel, { exact: true }).first();
  if (!(await field.isVisible())) await expandSection(page, heroFields.label);
  return field;
}

/** Writes a new hero title and publishes it, until its status says where it ends. */
export async function publishHeroTitle(site: HistorySite, page: Page, title: string): Promise<void> {
  const versions = site.versions();
  const field = await heroTitleField(page);
  await field.click();
  await field.fill(title);
  await publish(page);
  await waitUntil(() => site.versions()).toBe(versions + 1);
  await status(page, site.ends).waitFor({ timeout: 60_000 });
}

/** Decap's photo library, by the words of its buttons (admin/wording.ts). */
export const decapWords = { media: 'Mídia', deleteSelected: 'Apagar a foto escolhida', close: 'Fechar' };

/** Decap's photo library, opened from its header's "Mídia". */
export async function openPhotoLibrary(page: Page) {
  await page.getByRole('button', { name: decapWords.media }).click();
  const library = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: decapWords.deleteSelected }) });
  await library.waitFor();
  return library;
}

export async function openHistory(page: Page) {
  await page.getByTestId('cms-history-open').press('Enter');
  const history = page.getByTestId('cms-history');
  await history.getByTestId('cms-history-version').first().waitFor();
  return history;
}
