/**
 * After Publicar, as editors meet it through the screen: the same scenarios run against the local
 * editor (`npm run cms`, cms-history.e2e.test.ts) and the online one (the built /admin/ saving to
 * GitHub's stand-in, with a deploy runner: cms-online-history.e2e.test.ts), each through a
 * `HistorySite`. Two publishes are both in the entry's history, newest first, with who, when and
 * what changed in the form's words; an older version, seen drawn beside the current one, is restored
 * as a new version equal to it byte for byte, followed like any change; "Desfazer" right after a
 * publish puts the text before it back; a restore whose photo was deleted since brings the photo back
 * with the page; a restore that would break the site is refused with nothing written; a page deleted
 * comes back from the pages' list, and so does a photo deleted from the photo library.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readYaml } from '../../../admin/yaml/keep-text-format.ts';
import { placeSeparator } from '../../../admin/session/words/form-place.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { expandSection, heroFields, labelOf, pageFields, publish, stepTimeout } from '../cms-support.ts';

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

const pageFile = (slug: string) => `content/pages/${slug}.yaml`;
const heroTitleOf = (text: string) =>
  (readYaml(text) as { sections: { type: string; title: string }[] }).sections.find(
    (section) => section.type === 'hero',
  )!.title;
const heroTitleLabel = labelOf(heroFields.fields!, 'title');
const sectionWord = pageFields.find((field) => field.name === 'sections')!.label_singular!;

/** The place of the hero's title in the form, as a change line names it. */
function heroTitlePlace(text: string): string {
  const sections = (readYaml(text) as { sections: { type: string }[] }).sections;
  const position = sections.findIndex((section) => section.type === 'hero') + 1;
  return [`${sectionWord} ${position} · ${heroFields.label}`, heroTitleLabel].join(placeSeparator);
}

/** A page of the clinic's second unit, "Clínica Sul", made from the clinic's page. */
const clinicSouth = (site: HistorySite) =>
  site
    .text(pageFile('consultorio'))!
    .replace(/^path: .*$/m, 'path: /clinica-sul')
    .replace(/^title: .*$/m, 'title: Clínica Sul')
    .replace(/^description: .*$/m, 'description: A unidade da zona sul do INVERO Consultório.');

const sessionNotice = (page: Page) => page.getByTestId('cms-notice');
const status = (page: Page, state: string) => page.locator(`[data-testid="cms-notice"][data-state="${state}"]`);
const waitUntil = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: stepTimeout });

/** The hero section's title field (the page has a title of its own, with the same label), its section opened. */
async function heroTitleField(page: Page) {
  const hero = page.locator('label[for^="sections-field"]', { hasText: heroFields.label }).first().locator('..');
  const field = hero.getByLabel(heroTitleLabel, { exact: true }).first();
  if (!(await field.isVisible())) await expandSection(page, heroFields.label);
  return field;
}

/** Writes a new hero title and publishes it, until its status says where it ends. */
async function publishHeroTitle(site: HistorySite, page: Page, title: string): Promise<void> {
  const versions = site.versions();
  const field = await heroTitleField(page);
  await field.click();
  await field.fill(title);
  await publish(page);
  await waitUntil(() => site.versions()).toBe(versions + 1);
  await status(page, site.ends).waitFor({ timeout: 60_000 });
}

/** Decap's photo library, by the words of its buttons (admin/wording.ts). */
const decapWords = { media: 'Mídia', deleteSelected: 'Apagar a foto escolhida', close: 'Fechar' };

/** Decap's photo library, opened from its header's "Mídia". */
async function openPhotoLibrary(page: Page) {
  await page.getByRole('button', { name: decapWords.media }).click();
  const library = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: decapWords.deleteSelected }) });
  await library.waitFor();
  return library;
}

async function openHistory(page: Page) {
  await page.getByTestId('cms-history-open').press('Enter');
  const history = page.getByTestId('cms-history');
  await history.getByTestId('cms-history-version').first().waitFor();
  return history;
}

export const historyScenarios: Scenario[] = [
  {
    name: 'two publishes are both in the history with who, when and the change in the form’s words; the older one, drawn beside the current, is restored byte for byte and followed like any change',
    steps: 10,
    run: async (site) => {
      const shipped = site.text(pageFile('home'))!;
      const home = await site.open('home');
      await publishHeroTitle(site, home.page, 'Grupo INVERO, primeira versão');
      const first = site.text(pageFile('home'))!;
      // Where to see it: the live site's page online, the live preview's on this machine.
      const see = say(site.ends === 'live' ? 'cms-live-see-page' : 'cms-live-see-preview').message;
      expect(await sessionNotice(home.page).getByRole('link', { name: see }).getAttribute('href')).toBe('/');
      await publishHeroTitle(site, home.page, 'Grupo INVERO, segunda versão');

      const history = await openHistory(home.page);
      const versions = history.getByTestId('cms-history-version');
      const place = heroTitlePlace(shipped);
      const newest = await versions.nth(0).innerText();
      expect(newest).toContain(say('cms-history-current').message);
      expect(newest).toContain(site.editor);
      expect(newest).toContain('hoje às');
      expect(newest).toContain(
        say('cms-change-changed', {
          place,
          before: '“Grupo INVERO, primeira versão”',
          after: '“Grupo INVERO, segunda versão”',
        }).message,
      );
      const older = await versions.nth(1).innerText();
      expect(older).toContain(site.editor);
      expect(older).toContain(
        say('cms-change-changed', {
          place,
          before: `“${heroTitleOf(shipped)}”`,
          after: '“Grupo INVERO, primeira versão”',
        }).message,
      );

      // Seen drawn by the site's own sections, beside the current one.
      await versions.nth(1).getByTestId('cms-history-view').click();
      const drawings = history.getByTestId('cms-history-drawings').locator('iframe');
      await drawings.nth(0).contentFrame().getByText('Grupo INVERO, primeira versão', { exact: true }).waitFor();
      await drawings.nth(1).contentFrame().getByText('Grupo INVERO, segunda versão', { exact: true }).waitFor();

      const count = site.versions();
      await history.getByTestId('cms-history-restore').click();
      await history.getByTestId('cms-history-restore-yes').click();
      await waitUntil(() => site.versions()).toBe(count + 1);
      expect(site.text(pageFile('home'))).toBe(first);
      await status(home.page, site.ends).waitFor({ timeout: 60_000 });
      // The form shows what was restored: the next Publicar starts from it.
      await waitUntil(async () => (await heroTitleField(home.page)).inputValue()).toBe('Grupo INVERO, primeira versão');
      expect(home.problems).toEqual([]);
    },
  },
  {
    name: '"Desfazer" right after a publish puts the text before it back, as a new version',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const shipped = site.text(pageFile('consultorio'))!;
      const clinic = await site.open('consultorio');
      await publishHeroTitle(site, clinic.page, 'Consultório, por engano');
      const count = site.versions();
      await sessionNotice(clinic.page).getByTestId('cms-live-undo').click();
      await waitUntil(() => site.versions()).toBe(count + 1);
      expect(site.text(pageFile('consultorio'))).toBe(shipped);
      await status(clinic.page, site.ends).waitFor({ timeout: 60_000 });
      await waitUntil(async () => (await heroTitleField(clinic.page)).inputValue()).toBe(heroTitleOf(shipped));
      expect(clinic.problems).toEqual([]);
    },
  },
  {
    name: 'a restore whose photo was deleted since brings the photo back from that version, with the page, as one version',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const clinicFile = pageFile('consultorio');
      const photoFile = 'content/images/consultorio.jpg';
      const shipped = site.text(clinicFile)!;
      const photo = site.bytes(photoFile)!;
      // Another editor moved the page to a new photo and deleted the old one.
      site.commitAs('content/images/outra.jpg', photo);
      site.commitAs(clinicFile, shipped.replace('src: images/consultorio.jpg', 'src: images/outra.jpg'));
      site.commitAs(photoFile, null);
      const clinic = await site.open('consultorio');
      const history = await openHistory(clinic.page);
      const versions = history.getByTestId('cms-history-version');
      const count = site.versions();
      await versions.last().getByTestId('cms-history-restore').click();
      await versions.last().getByTestId('cms-history-restore-yes').click();
      await waitUntil(() => site.versions()).toBe(count + 1);
      expect(site.text(clinicFile)).toBe(shipped);
      expect(site.bytes(photoFile)?.equals(photo)).toBe(true);
      expect(site.newestAuthor()).toBe(site.editor);
      await status(clinic.page, site.ends).waitFor({ timeout: 60_000 });
      expect(clinic.problems).toEqual([]);
    },
  },
  {
    name: 'a restore that would break the site (a link to a page removed since) is refused, naming what to fix, and nothing is written',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const homeFile = pageFile('home');
      const shipped = site.text(homeFile)!;
      // Another editor linked a button to a new page, took the link back and deleted the page.
      site.commitAs(pageFile('clinica-sul'), clinicSouth(site));
      const linking = shipped.replace('action: notice', 'to: /clinica-sul');
      site.commitAs(homeFile, linking);
      site.commitAs(homeFile, shipped);
      site.commitAs(pageFile('clinica-sul'), null);
      const home = await site.open('home');
      const history = await openHistory(home.page);
      const linked = history.getByTestId('cms-history-version').nth(1);
      const count = site.versions();
      await linked.getByTestId('cms-history-restore').click();
      await linked.getByTestId('cms-history-restore-yes').click();
      const refused = sessionNotice(home.page);
      await waitUntil(() => refused.getByRole('heading').textContent()).toBe(
        say('cms-restore-refused', { count: 1 }).message,
      );
      // The problem named by its place in the form: a button of the hero section.
      expect(await refused.getByRole('listitem').first().innerText()).toContain(heroFields.label);
      expect(site.versions()).toBe(count);
      expect(site.text(homeFile)).toBe(shipped);
      expect(home.problems).toEqual([]);
    },
  },
  {
    name: 'a page deleted comes back from the pages’ list, as it was, and opens',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const file = pageFile('clinica-sul');
      const text = clinicSouth(site);
      site.commitAs(file, text);
      site.commitAs(file, null);
      const pages = await site.openPages();
      await pages.page.getByTestId('cms-deleted-pages-open').press('Enter');
      const deleted = pages.page.getByTestId('cms-deleted-page').filter({ hasText: 'Clínica Sul' });
      await deleted.getByTestId('cms-deleted-page-restore').click();
      await waitUntil(() => site.text(file)).toBe(text);
      await waitUntil(() =>
        pages.page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().inputValue(),
      ).toBe('Clínica Sul');
      expect(pages.problems).toEqual([]);
    },
  },
  {
    name: 'a photo deleted from the photo library, told it can come back, comes back from “Fotos apagadas” as it was: one version by the editor, in the library again',
    steps: 8,
    onlineOnly: true,
    run: async (site) => {
      const name = 'sala-de-espera.jpg';
      const file = `content/images/${name}`;
      const photo = site.bytes('content/images/consultorio.jpg')!;
      site.commitAs(file, photo);
      const { page, problems } = await site.openPages();
      // Decap's question before deleting ("Apagar a foto escolhida?"): yes.
      page.on('dialog', (dialog) => void dialog.accept());
      const library = await openPhotoLibrary(page);
      await library.getByText(name, { exact: true }).click();
      await library.getByRole('button', { name: decapWords.deleteSelected }).click();
      await waitUntil(() => site.bytes(file)).toBeUndefined();
      const told = page.getByTestId('cms-aside');
      await told.getByRole('heading', { name: say('cms-photo-deleted', { photo: name }).message }).waitFor();
      expect(await told.innerText()).toContain(say('cms-photo-deleted', { photo: name }).hint);
      await library.getByRole('button', { name: decapWords.close, exact: true }).click();

      const count = site.versions();
      await page.getByTestId('cms-deleted-photos-open').click();
      const deleted = page.getByTestId('cms-deleted-photo').filter({ hasText: name });
      // Seen as it was before bringing it back.
      const picture = deleted.getByTestId('cms-deleted-photo-picture');
      await waitUntil(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await deleted.getByTestId('cms-deleted-photo-restore').click();
      await deleted.getByRole('status').waitFor();
      expect(site.bytes(file)?.equals(photo)).toBe(true);
      expect(site.versions()).toBe(count + 1);
      expect(site.newestAuthor()).toBe(site.editor);
      await page
        .getByTestId('cms-deleted-photos')
        .getByRole('button', { name: say('cms-deleted-photos-close').message })
        .click();
      await (await openPhotoLibrary(page)).getByText(name, { exact: true }).waitFor();
      expect(problems).toEqual([]);
    },
  },
];
