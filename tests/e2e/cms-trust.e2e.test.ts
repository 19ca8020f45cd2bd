/**
 * The CMS an editor can trust (`npm run cms` in Chromium, on a temporary git copy): what it saves
 * always publishes — a photo too big is made smaller before it is sent, an iPhone's HEIC refused,
 * a photo in use or a page linked to is not deleted, a refusal names the field as the form does,
 * marks it and stays on screen, alone (required fields left empty too); the open editor never reloads when a page file appears; an entry
 * opens filled from its own address; a page picker lists a page just created; the browser's backup
 * brings back what was typed.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, onTestFinished } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { formReader } from '../../admin/session/words/form-words.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { maxImageBytes, maxImagePixels } from '../../schema/load/photo-bytes.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { heicHeader } from '../corpus/cases/photos.ts';
import { snapshot } from '../support/files.ts';
import { pageTexts, photoUses } from '../support/photo-uses.ts';
import {
  expandSection,
  fillNewPage,
  foreignPage,
  notice,
  openCms,
  openEntry,
  openMediaLibrary,
  publish,
  sessionNotice,
  startupTimeout,
  stepTimeout,
  test,
  validates,
  type CmsCopy,
} from './cms-support.ts';
import { restoreAfterTest, waitForRoutes } from './cms-copy-reset.ts';
import { config, heroFields, labelOf, pageFields, sectionType } from './cms-fields.ts';

/** Whether the element at a notice's centre is the notice's own: nothing covers it, not even the media library. */
const onTop = (page: Page) =>
  sessionNotice(page).evaluate((notice) => {
    const { left, top, width, height } = notice.getBoundingClientRect();
    return notice.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });

/** Once the browser has drawn twice: what Decap renders after an action (its notices) is on screen. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Words an editor must never read in the CMS: a data path, a YAML key, a file or a line. */
const fileWords = /sections\[|\.yaml|content\/|linha \d|\btitle\b|\bto:|\bsrc\b/;

const textOf = (cms: CmsCopy, file: string) => readFileSync(path.join(cms.contentDir, file), 'utf8');
const titleOf = (cms: CmsCopy, file: string) => (readYaml(textOf(cms, file)) as { title: string }).title;

const siteEntry = config.collections
  .flatMap(
    (collection) =>
      (collection as { files?: { name: string; label: string; fields: typeof pageFields }[] }).files ?? [],
  )
  .find((file) => file.name === cmsNames.siteFile)!;

/** A photo as a phone's camera makes it: noise (which compresses badly), 13 MP, over 12 MB. */
async function phonePhoto(file: string): Promise<void> {
  const [width, height] = [4200, 3200];
  let seed = 20;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[index] = seed >> 23;
  }
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(file);
}

/** Moves the CMS to another of its screens, as its own links do, and waits until it shows `text` (when given). */
async function goTo(page: Page, hash: string, text?: string): Promise<void> {
  await page.evaluate((to) => (location.hash = to), hash);
  await page.waitForURL((url) => url.hash === `#${hash}`);
  if (text) await page.getByText(text).first().waitFor();
}

/** Whether a page can open Vite's live connection at each address: 'open' or 'refused'. */
function socketsFrom(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(async (addresses) => {
    const results: string[] = [];
    for (const url of addresses) {
      results.push(
        await new Promise<string>((resolve) => {
          const socket = new WebSocket(url, 'vite-hmr');
          socket.onopen = () => {
            socket.close();
            resolve('open');
          };
          socket.onerror = () => resolve('refused');
        }),
      );
    }
    return results;
  }, urls);
}

/** Every dialog the page opens (Decap's confirmations), accepted: none may be in English. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

describe('what the CMS writes always publishes', () => {
  test(
    'a 12 MB phone photo is made smaller before it is sent: what lands is under the limits, and validate passes',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const upload = path.join(cms.root, 'Foto do Celular.jpg');
      await phonePhoto(upload);
      expect(statSync(upload).size).toBeGreaterThan(12 * 1024 * 1024);

      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const dialogs = acceptDialogs(page);
      await openMediaLibrary(page);
      await page.locator('input[type="file"]').setInputFiles(upload);
      // Made smaller in the browser, renamed plainly, then chosen.
      await page
        .getByText('foto-do-celular.jpg')
        .first()
        .waitFor({ timeout: 2 * stepTimeout });
      await page.getByRole('button', { name: 'Usar a foto escolhida' }).click();
      await publish(page);
      await notice(page, 'Entrada salva').waitFor({ timeout: 2 * stepTimeout });

      const written = path.join(cms.contentDir, 'images/foto-do-celular.jpg');
      const { width = 0, height = 0 } = await sharp(written).metadata();
      expect(statSync(written).size).toBeLessThanOrEqual(maxImageBytes);
      expect(width * height).toBeLessThanOrEqual(maxImagePixels);
      expect(Math.max(width, height)).toBeLessThanOrEqual(3000);
      expect(textOf(cms, 'pages/consultorio.yaml')).toContain('src: images/foto-do-celular.jpg');
      const validate = validates(cms);
      expect(validate.status, validate.output).toBe(0);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test(
    'an iPhone photo (HEIC) is refused at upload in Portuguese, saying how to get a JPEG, and nothing is written',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const upload = path.join(cms.root, 'IMG_0042.HEIC');
      writeFileSync(upload, Buffer.concat([heicHeader(), Buffer.alloc(4096)]));
      const before = snapshot(cms.contentDir);

      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      const dialogs = acceptDialogs(page);
      await openMediaLibrary(page);
      await page.locator('input[type="file"]').setInputFiles(upload);
      const refused = sessionNotice(page);
      await refused.waitFor();
      const words = sayAgain(
        say('image-format', { src: 'IMG_0042.HEIC', format: 'HEIC (o das fotos do iPhone)' }),
        formReader(() => ''),
      );
      // Above the media library it was sent from, not dimmed under it.
      expect(await onTop(page)).toBe(true);
      expect(await refused.innerText()).toContain(say('cms-upload-refused', { photo: 'IMG_0042.HEIC' }).message);
      expect(await refused.innerText()).toContain(words.hint);
      // Not taken in under any name: the library has no photo of that name.
      expect(await page.getByText('img-0042').count()).toBe(0);
      expect(snapshot(cms.contentDir)).toEqual(before);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test(
    'the photo a page uses is not deleted: the refusal says where it is used, and the file stays',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const before = snapshot(cms.contentDir);
      const { page, problems } = await openCms(browser, cms, `/collections/${cmsNames.pages}`);
      const dialogs = acceptDialogs(page);
      await page.getByRole('button', { name: 'Mídia' }).click();
      // A photo the pages show, whichever: named in the library by its file's name.
      const [[src, files] = []] = photoUses(pageTexts(cms.contentDir));
      if (!src || !files) throw new Error('no page shows a photo of the content folder');
      const name = path.posix.basename(src);
      await page.getByText(name, { exact: true }).click();
      await page.getByRole('button', { name: 'Apagar a foto escolhida' }).click();
      const refused = sessionNotice(page);
      await refused.waitFor();
      expect(await onTop(page)).toBe(true);
      const text = await refused.innerText();
      expect(text).toContain(say('cms-photo-in-use', { photo: name, count: files.length }).message);
      for (const file of files) expect(text).toContain(`Página "${titleOf(cms, file)}"`);
      // What deleting it would break, not the photo as if it were already gone.
      const missing = sayAgain(
        say('image-missing', { src }),
        formReader(() => ''),
      );
      expect(text).not.toContain(missing.message);
      expect(text).not.toMatch(fileWords);
      expect(await page.getByText('Failed to delete media').count()).toBe(0);
      expect(snapshot(cms.contentDir)).toEqual(before);
      expect(dialogs).toHaveLength(1);
      expect(problems).toEqual([]);
    },
  );

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
      // The page's live connection to its server (Vite's client): were it to drop, the page would reload.
      const live = sockets.filter((socket) => socket.url().includes('/admin/'));
      expect(live).toHaveLength(1);
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
      expect(live[0]!.isClosed()).toBe(false);
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

describe('the live connection of the CMS page', () => {
  test(
    'answers the CMS page only: a page of another 127.0.0.1 port, without its token, is refused',
    { timeout: 2 * startupTimeout + 2 * stepTimeout },
    async ({ browser, cms }) => {
      // Vite's client, as the CMS page gets it, carries the connection's port and token.
      const client = await (await fetch(`${cms.siteUrl}/admin/@vite/client`)).text();
      const port = Number(/const hmrPort = (\d+);/.exec(client)?.[1]);
      const token = /const wsToken = "([^"]+)";/.exec(client)?.[1] ?? '';
      expect(port).toBeGreaterThan(0);
      expect(port).not.toBe(Number(new URL(cms.siteUrl).port));
      const context = await browser.newContext();
      onTestFinished(() => context.close());
      const page = await context.newPage();
      await page.goto(await foreignPage());
      const base = `ws://127.0.0.1:${port}/admin/`;
      expect(await socketsFrom(page, [base, `${base}?token=x`])).toEqual(['refused', 'refused']);
      // The CMS page itself connects (so the check above can fail).
      const { page: own, problems } = await openCms(browser, cms, `/collections/${cmsNames.pages}`);
      expect(await socketsFrom(own, [`${base}?token=${token}`])).toEqual(['open']);
      expect(problems).toEqual([]);
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
