/**
 * Everyday edits through the CMS's screen (`npm run cms` on a temporary copy, in Chromium), as a
 * receptionist makes them: a button that opens WhatsApp, two items with the same words, and deleting one; every screen and refusal
 * in the form's words, with no key of the YAML nor a literal of code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { parseDocument } from 'yaml';
import { whatsappAddress } from '../../schema/fields/whatsapp.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { notice, openEntry, publish, sessionNotice, startupTimeout, stepTimeout, validates } from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { buttonFields, kindLabel } from './cms-fields.ts';
import {
  cardGrid,
  editorToolbar,
  cardWord,
  labelIn,
  clinicGrid,
  openItem,
  heroSection,
  type HomePage,
  homeHero,
} from './everyday/form.ts';

describe("a button's action", () => {
  /** The helper's boxes under a button's address, by the labels the form gives them. */
  const helperBoxes = (page: Page) => ({
    address: page.getByRole('textbox', { name: labelIn(buttonFields, 'href'), exact: true }),
    number: page.getByLabel(say('cms-whatsapp-number').message, { exact: true }),
    message: page.getByLabel(say('cms-whatsapp-message').message, { exact: true }),
  });
  const number = '(11) 98765-4321';
  // Everything an address takes only in code: an accent, spaces, a comma, "&", "#", "%", an emoji, a line.
  const message = 'Olá, quero agendar uma consulta & saber do #1: 50% 😀\nObrigada';

  test(
    'made to open WhatsApp with a message from a number and a text typed as people write them, in seven actions, then switched back without a dead end',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const hero = homeHero(cms);
      const button = hero.buttons![0]!;
      const numberOnly = 'https://wa.me/5511987654321';
      const address = whatsappAddress(number, message)!;
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'home');
      const preview = page.frameLocator('iframe').first();
      const previewProblems = preview.getByTestId('preview-problems');
      const boxes = helperBoxes(page);
      // 1, 2: the hero section, then its button.
      await openItem(page, `${heroSection.label}: ${hero.title}`);
      await openItem(page, button.label!);
      // 3: what the button does, in words.
      await page.getByRole('radio', { name: kindLabel('external'), exact: true }).check();
      // 4: the number, as people write it.
      await boxes.number.fill(number);
      await expect.poll(() => boxes.address.inputValue()).toBe(numberOnly);
      await preview.locator(`a[href="${numberOnly}"]`).waitFor();
      // 5: the message, as it reads: the address carries it in code, and the line below says so.
      await boxes.message.fill(message);
      await expect.poll(() => boxes.address.inputValue()).toBe(address);
      await page
        .getByRole('status')
        .filter({ hasText: say('cms-whatsapp-made', { number, withMessage: true }).message })
        .waitFor();
      await preview.locator(`a[href="${address}"]`).waitFor();
      expect(await previewProblems.count()).toBe(0);
      // 6, 7: Publicar, Publicar agora.
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      const saved = homeHero(cms).buttons![0]!;
      expect(saved).toEqual({ label: button.label, href: address });
      expect(validates(cms).status).toBe(0);

      // Every choice in turn: the page picker shows alone and, empty, the preview says what to do; back
      // to the notice, nothing is left over and the preview draws the button again.
      await page.getByRole('radio', { name: kindLabel('page'), exact: true }).check();
      expect(await boxes.address.count()).toBe(0);
      await page.getByText(labelIn(buttonFields, 'to'), { exact: true }).waitFor();
      await expect.poll(() => previewProblems.count()).toBe(1);
      await page.getByRole('radio', { name: kindLabel('notice'), exact: true }).check();
      await expect.poll(() => previewProblems.count()).toBe(0);
      await preview.getByRole('button', { name: button.label, exact: true }).waitFor();
      await publish(page);
      // The first save's notice may still be on screen: the file tells when this one is written.
      await expect.poll(() => homeHero(cms).buttons![0]).toEqual({ label: button.label, action: 'notice' });
      expect(problems).toEqual([]);
    },
  );

  test(
    'opened again, a WhatsApp button shows its number and message, and a changed message keeps the number; a message pasted as plain text into the address is put in code',
    { timeout: 2 * startupTimeout + 8 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const hero = homeHero(cms);
      const button = hero.buttons![0]!;
      // Saved earlier by the helper: the first button opens WhatsApp, its message in code.
      const home = path.join(cms.contentDir, 'pages/home.yaml');
      const doc = parseDocument(readFileSync(home, 'utf8'));
      const heroAt = (doc.toJS() as HomePage).sections.findIndex((section) => section.type === 'hero');
      const first = ['sections', heroAt, 'buttons', 0];
      doc.deleteIn([...first, 'action']);
      doc.setIn([...first, 'href'], whatsappAddress(number, message));
      writeFileSync(home, doc.toString());
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'home');
      const boxes = helperBoxes(page);
      await openItem(page, `${heroSection.label}: ${hero.title}`);
      await openItem(page, button.label!);
      await expect.poll(() => boxes.number.inputValue()).toBe(number);
      expect(await boxes.message.inputValue()).toBe(message);

      // Only the message changes: the number stays, nothing starts over.
      const changed = 'Olá! Quero remarcar minha consulta.';
      await boxes.message.fill(changed);
      await expect.poll(() => boxes.address.inputValue()).toBe(whatsappAddress(number, changed));

      // The receptionist's first try: the message typed into the address as it reads. Read at once
      // into the helper; put in code when the box is left, so that the save is not refused.
      const plain = 'https://wa.me/5511912345678?text=Olá, quero agendar uma consulta';
      await boxes.address.fill(plain);
      await expect.poll(() => boxes.message.inputValue()).toBe('Olá, quero agendar uma consulta');
      expect(await boxes.number.inputValue()).toBe('(11) 91234-5678');
      await boxes.address.blur();
      const inCode = whatsappAddress('(11) 91234-5678', 'Olá, quero agendar uma consulta')!;
      await expect.poll(() => boxes.address.inputValue()).toBe(inCode);
      await publish(page);
      await expect.poll(() => homeHero(cms).buttons![0]).toEqual({ label: button.label, href: inCode });
      expect(validates(cms).status).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

describe('pasted text', () => {
  test(
    'a zero-width space and a soft hyphen never reach the file unannounced: taken out on Publicar, and the editor told where',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const grid = clinicGrid(cms);
      const card = grid.cards![0]!;
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openItem(page, `${cardGrid.label}: ${grid.title}`);
      await openItem(page, card.title);
      // As WhatsApp and Word paste it: "recu|peração" split by a zero-width space, a soft hyphen, a non-breaking space.
      const pasted = 'Recu\u200bperação\u00a0com cui\u00addado';
      // By its id: the value it is found by changes with what is typed.
      const id = await page.locator(`input[value="${card.title}"]`).getAttribute('id');
      const field = page.locator(`[id="${id}"]`);
      await field.fill(pasted);
      // The preview draws what will be saved: the text as it looks, with no problem to show.
      const preview = page.frameLocator('iframe').first();
      await preview.getByText('Recuperação com cuidado', { exact: true }).waitFor();
      expect(await preview.getByTestId('preview-problems').count()).toBe(0);
      await publish(page);
      const told = page
        .getByRole('status')
        .filter({ hasText: say('cms-pasted-cleaned', { count: 3, places: [] }).message });
      await told.waitFor();
      // Where, as the form names it: the card, then its field.
      expect(await told.innerText()).toContain(`${cardWord} 1`);
      // What was taken out, in words: no character's code.
      expect(await told.innerText()).not.toMatch(/U\+[0-9A-F]{4}/);
      await notice(page, 'Entrada salva').waitFor();
      expect(clinicGrid(cms).cards![0]!.title).toBe('Recuperação com cuidado');
      // Where the change stands comes next, and leaves the word about the paste on screen; the form
      // shows the text the file now has, saved.
      await sessionNotice(page).waitFor();
      expect(await told.isVisible()).toBe(true);
      await expect.poll(() => field.inputValue(), { timeout: stepTimeout }).toBe('Recuperação com cuidado');
      await page.getByText(editorToolbar.changesSaved, { exact: true }).waitFor();
      // It spoke of this entry: back on the list of pages, it is gone.
      await page.evaluate(() => (window.location.hash = '#/collections/paginas'));
      await told.waitFor({ state: 'detached' });
      expect(validates(cms).status).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});
