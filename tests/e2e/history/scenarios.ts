/**
 * After Publicar, as editors meet it through the screen: the same scenarios run against the local
 * editor (`npm run cms`, cms-scenarios.e2e.test.ts) and the online one (the built /admin/ saving to
 * GitHub's stand-in, with a deploy runner: cms-online-history.e2e.test.ts), each through a
 * `HistorySite`. Two publishes are both in the entry's history, newest first, with who, when and
 * what changed in the form's words; an older version, seen drawn beside the current one, is restored
 * as a new version equal to it byte for byte, followed like any change; "Desfazer" right after a
 * publish puts the text before it back; a restore whose photo was deleted since brings the photo back
 * with the page; a restore that would break the site is refused with nothing written; a page deleted
 * comes back from the pages' list, and so does a photo deleted from the photo library.
 */
import { expect } from 'vitest';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { heroFields, labelOf, pageFields } from '../cms-fields.ts';
import {
  type Scenario,
  pageFile,
  heroTitleOf,
  heroTitlePlace,
  clinicSouth,
  sessionNotice,
  status,
  waitUntil,
  heroTitleField,
  publishHeroTitle,
  decapWords,
  openPhotoLibrary,
  openHistory,
} from './history-site.ts';

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
