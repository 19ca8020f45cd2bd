/**
 * The CMS an editor can trust (`npm run cms` in Chromium, on a temporary git copy): what it saves
 * always publishes — a photo too big is made smaller before it is sent, an iPhone's HEIC refused,
 * a photo in use or a page linked to is not deleted, a refusal names the field as the form does,
 * marks it and stays on screen, alone (required fields left empty too); the open editor never reloads when a page file appears; an entry
 * opens filled from its own address; a page picker lists a page just created; the browser's backup
 * brings back what was typed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { fillNewPage, notice, openCms, openEntry, publish, startupTimeout, stepTimeout } from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest, waitForRoutes } from './cms-copy-reset.ts';
import { labelOf, pageFields } from './cms-fields.ts';
import { textOf, titleOf, siteEntry, goTo, acceptDialogs } from './trust/steps.ts';

describe('what the editor says is saved is saved', () => {
  test(
    'a field put back, after a save, to its value at opening is a change: Publicar is offered and writes it',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const phoneOf = () => (readYaml(textOf(cms, 'site.yaml')) as { contact: { phone: string } }).contact.phone;
      const opened = phoneOf();
      const { page, problems } = await openCms(
        browser,
        cms,
        `/collections/${cmsNames.files}/entries/${cmsNames.siteFile}`,
      );
      const contact = siteEntry.fields.find((field) => field.name === 'contact')!;
      const phone = page.getByLabel(labelOf(contact.fields!, 'phone'), { exact: true });
      await phone.fill('(11) 3456-7890');
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      // The save has ended when the toolbar says so (its Publicar button gives way to "Publicado").
      await page.getByRole('button', { name: 'Publicar', exact: true }).waitFor({ state: 'hidden' });
      expect(phoneOf()).toBe('(11) 3456-7890');
      // Back to the value the entry had when it was opened: not what is saved now.
      // Emptied first: Decap's text field puts its cursor back where it was after the save, and a
      // fill would then add to the old number rather than replace it.
      await phone.clear();
      await phone.fill(opened);
      expect(await phone.inputValue()).toBe(opened);
      await publish(page);
      await expect.poll(phoneOf).toBe(opened);
      expect(problems).toEqual([]);
    },
  );
});

describe('the editor keeps its place', () => {
  test(
    'a page file appearing on disk does not reload the open editor: the same document, the typed text still there',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const { page, problems, sockets } = await openEntry(browser, cms, cmsNames.pages, 'assessoria');
      const title = page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first();
      await title.fill('Digitado e ainda não salvo');
      await page.evaluate(() => Object.assign(window, { sameDocument: 'sim' }));
      const newPage = textOf(cms, 'pages/assessoria.yaml')
        .replace(/^path: .*$/m, 'path: /trabalhe-conosco')
        .replace(/^title: .*$/m, 'title: Trabalhe Conosco')
        .replace(/^description: .*$/m, 'description: Vagas abertas no Grupo INVERO.');
      writeFileSync(path.join(cms.contentDir, 'pages/trabalhe-conosco.yaml'), newPage);
      // The event that proves it: the dev server routes the new page (it restarted for it).
      await waitForRoutes(cms);
      // No live connection to a server, which would reload the page when it drops.
      expect(sockets).toEqual([]);
      expect(await page.evaluate(() => (window as { sameDocument?: string }).sameDocument)).toBe('sim');
      expect(await title.inputValue()).toBe('Digitado e ainda não salvo');
      expect(problems).toEqual([]);
    },
  );

  test(
    'the browser’s backup, offered after a reload in the editor’s own question (no browser dialog), brings back what was typed',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const { page, problems } = await openEntry(browser, cms, cmsNames.pages, 'home');
      const dialogs = acceptDialogs(page);
      const title = () => page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first();
      await title().fill('Digitado antes de recarregar');
      // Decap backs the draft up in IndexedDB a couple of seconds after the last keystroke.
      const backup = () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const opened = indexedDB.open('localforage');
              opened.onerror = () => resolve('');
              opened.onsuccess = () => {
                const read = opened.result
                  .transaction('keyvaluepairs')
                  .objectStore('keyvaluepairs')
                  .get('backup.paginas.home');
                read.onsuccess = () => resolve(String((read.result as { raw?: string } | undefined)?.raw ?? ''));
                read.onerror = () => resolve('');
              };
            }),
        );
      await expect.poll(backup, { timeout: stepTimeout }).toContain('Digitado antes de recarregar');
      await page.reload({ waitUntil: 'domcontentloaded' });
      const question = page.getByTestId('cms-question');
      await question
        .getByRole('button', { name: say('cms-draft-continue').message })
        .click({ timeout: startupTimeout });
      await expect.poll(() => title().inputValue()).toBe('Digitado antes de recarregar');
      // Decap's own question was the browser's dialog, whose Cancelar deleted the draft: none now.
      expect(dialogs.filter((text) => /backup/i.test(text))).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

describe('the CMS as `npm run cms` serves it', () => {
  test(
    'is the built CMS: none of its sources, and no development client that could reload it',
    { timeout: 2 * startupTimeout },
    async ({ cms }) => {
      const status = async (urlPath: string) => (await fetch(`${cms.siteUrl}${urlPath}`)).status;
      expect(await status('/admin/')).toBe(200);
      for (const urlPath of ['/admin/main.tsx', '/admin/@vite/client', '/admin/assets/..%2fmain.tsx', '/admin/.env']) {
        expect(await status(urlPath), urlPath).toBe(404);
      }
    },
  );
});

describe('the editor shows what is there', () => {
  test(
    'an entry opened from its own address shows its filled form; an address of no entry says so',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      const { page, problems } = await openEntry(browser, cms, cmsNames.pages, 'consultorio');
      const title = page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first();
      await expect.poll(() => title.inputValue()).toBe(titleOf(cms, 'pages/consultorio.yaml'));
      expect(problems).toEqual([]);
      // A bookmark of a page since deleted or renamed.
      const missing = await openCms(browser, cms, `/collections/${cmsNames.pages}/entries/nao-existe`);
      await missing.page.getByRole('heading', { name: say('cms-entry-missing').message }).waitFor();
      expect(await missing.page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).count()).toBe(0);
      expect(missing.problems).toEqual([]);
    },
  );

  test(
    'after a page is created, a page picker lists it without typing',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const siteHash = `/collections/${cmsNames.files}/entries/${cmsNames.siteFile}`;
      const { page, problems } = await openCms(browser, cms, siteHash);
      const navigation = siteEntry.fields.find((field) => field.name === 'navigation')!;
      const links = navigation.fields!.find((field) => field.name === 'links')!;
      const site = readYaml(textOf(cms, 'site.yaml')) as {
        navigation: { links: { label: string }[] };
      };
      /** The options of the first menu link's page picker, as it opens without typing. */
      const pickerOptions = async () => {
        const list = page.locator(
          `[id="${(await page.locator('label[for^="links-field"]').first().getAttribute('for'))!}"]`,
        );
        const picker = list.getByRole('combobox', { name: labelOf(links.fields!, 'to') }).first();
        // The menu's links are folded, each one under its own text.
        if (!(await picker.isVisible())) {
          await list.getByRole('button', { name: site.navigation.links[0]!.label, exact: true }).click();
        }
        await picker.click();
        await page.getByRole('option').first().waitFor();
        const options = await page.getByRole('option').allInnerTexts();
        await page.keyboard.press('Escape');
        return options;
      };
      expect(await pickerOptions()).not.toContain('Clínica Sul — Grupo INVERO');
      // Through a collection's list, as an editor goes: Decap keeps an editor open when the address
      // jumps from one entry straight to another, and with it the entry it had (noticed, not ours).
      await goTo(page, `/collections/${cmsNames.pages}`, titleOf(cms, 'pages/home.yaml'));
      await goTo(page, `/collections/${cmsNames.pages}/new`);
      await fillNewPage(page, '/clinica-sul');
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      // Once saved, Decap moves to the new entry's own address (a move made earlier would be undone),
      // and the dev server restarts to route the page: a preview drawn meanwhile misses the icons
      // it asks that server for.
      await page.waitForURL((url) => url.hash === `#/collections/${cmsNames.pages}/entries/clinica-sul`);
      await waitForRoutes(cms);
      await goTo(page, `/collections/${cmsNames.files}`, siteEntry.label);
      await goTo(page, siteHash);
      await expect.poll(pickerOptions, { timeout: stepTimeout }).toContain('Clínica Sul — Grupo INVERO');
      expect(problems).toEqual([]);
    },
  );
});
