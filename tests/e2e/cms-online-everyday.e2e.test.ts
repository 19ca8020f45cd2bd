/**
 * The online CMS as a receptionist meets it: the built site's /admin/, served with its own
 * `_headers`, saving to GitHub's stand-in. A button that opens WhatsApp with a message is published
 * with the message in code; and what Decap draws around the work is the site's, in Portuguese, with
 * nothing for developers (admin/top-bar/decap-header.css): the site's mark, "Ver no site" opening the
 * page on the site, no Decap logo, no buttons that copy a file's path, no address cut to "wv" on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, onTestFinished } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { whatsappAddress } from '../../schema/fields/whatsapp.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { openEntryOnline, pageFile, test } from '../support/github/online-cms.ts';
import { expandSection, notice, publish, stepTimeout } from './cms-support.ts';
import { buttonFields, heroFields, kindLabel, labelOf } from './cms-fields.ts';

interface HomePage {
  sections: { type: string; title: string; buttons?: Record<string, string>[] }[];
}
const heroOf = (text: string) => (readYaml(text) as HomePage).sections.find((section) => section.type === 'hero')!;

/** The phrases of Decap's interface these screens show, in the admin's Portuguese (admin/wording.ts). */
const decapWords = { seeOnSite: 'Ver no site', download: 'Baixar', copy: /^Copiar/ };

/** Whether the element's text shows whole, not cut by its box. */
const shownWhole = (page: Page, name: string) =>
  page
    .getByRole('link', { name, exact: true })
    .evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().width > 0);

describe('the online CMS, as an editor meets it', { timeout: 60_000 + 8 * stepTimeout }, () => {
  test('a WhatsApp button with a message, published: main holds the address with the message in code', async ({
    browser,
    github,
  }) => {
    const commits = github.commitCount();
    const hero = heroOf(github.textAt(pageFile('home'))!);
    const button = hero.buttons![0]!;
    const number = '(11) 98765-4321';
    const message = 'Olá, quero agendar uma consulta! É para amanhã? 😀';
    const address = whatsappAddress(number, message)!;

    const { page, problems } = await openEntryOnline(browser, github, 'home');
    const section = await expandSection(page, heroFields.label);
    await section.getByRole('button', { name: button.label, exact: true }).click();
    await section.getByRole('radio', { name: kindLabel('external'), exact: true }).check();
    await section.getByLabel(say('cms-whatsapp-number').message, { exact: true }).fill(number);
    await section.getByLabel(say('cms-whatsapp-message').message, { exact: true }).fill(message);
    const addressBox = section.getByRole('textbox', { name: labelOf(buttonFields.fields!, 'href'), exact: true });
    await expect.poll(() => addressBox.inputValue()).toBe(address);
    await publish(page);
    await notice(page, 'Entrada salva').waitFor();

    expect(github.commitCount()).toBe(commits + 1);
    const saved = github.textAt(pageFile('home'))!;
    expect(heroOf(saved).buttons![0]).toEqual({ label: button.label, href: address });
    // As the YAML on main reads: one line, the message in code.
    expect(saved).toContain(`href: ${address}\n`);
    expect(problems).toEqual([]);
  });

  test('shows the site’s mark and "Ver no site", and neither Decap’s logo nor its copy buttons; on a phone, no address cut short', async ({
    browser,
    github,
  }) => {
    const { page, problems } = await openEntryOnline(browser, github, 'home');
    const site = inject('content').site.url;
    const home = inject('content').pages.find((each) => each.path === '/')!;

    // "Ver no site" opens the page at the site's address.
    const seeOnSite = page.getByRole('link', { name: decapWords.seeOnSite });
    expect(new URL((await seeOnSite.getAttribute('href'))!).href).toBe(new URL(home.path, site).href);

    // The list of pages: the site's mark in the bar, drawn; the site's address whole on a computer.
    await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${cmsNames.pages}`);
    const mark = page.getByRole('img', { name: 'Logo', exact: true });
    // The picture itself, inside Decap's padding: it was squeezed to nothing, an empty gap.
    const drawnWidth = () => mark.evaluate((image) => (image as HTMLImageElement).width);
    await expect.poll(drawnWidth).toBeGreaterThanOrEqual(24);
    const siteAddress = new URL(site).host;
    expect(await shownWhole(page, siteAddress)).toBe(true);
    // On a phone there is no room for it: gone, rather than "wv".
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.getByRole('link', { name: siteAddress, exact: true }).isVisible()).toBe(false);
    expect(await mark.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1400, height: 900 });

    // The photo library, a photo chosen: "Baixar" and the rest, but no button that copies its path.
    await page
      .getByRole('button', { name: 'Mídia' })
      .or(page.getByRole('link', { name: 'Mídia' }))
      .click();
    await page.getByRole('button', { name: decapWords.download, exact: true }).waitFor();
    await page.getByText(Object.keys(inject('content').images)[0]!.replace(/^images\//, ''), { exact: true }).click();
    await page.getByRole('button', { name: decapWords.download, exact: true }).waitFor();
    // Still drawn by Decap (a renamed component would show here), but not on screen.
    expect(await page.locator("[class*='-LibraryTop'] [class*='-ActionButton']").count()).toBe(2);
    const copy = page.getByRole('button', { name: decapWords.copy, includeHidden: true });
    expect(await copy.count()).toBe(1);
    expect(await copy.isVisible()).toBe(false);
    expect(problems).toEqual([]);

    // Signed out: the sign-in page shows the site's mark, and Decap's logo is not on screen.
    const signedOut = await browser.newContext({ baseURL: inject('editorUrl'), viewport: { width: 390, height: 844 } });
    onTestFinished(() => signedOut.close());
    await keepOnLoopback(signedOut);
    const signIn = await signedOut.newPage();
    await signIn.goto('/admin/');
    await signIn.getByRole('button', { name: 'Entrar com o GitHub' }).waitFor();
    const credit = signIn.locator("[class*='-NetlifyCreditIcon']");
    expect(await credit.count()).toBe(1);
    expect(await credit.isVisible()).toBe(false);
    // Drawn once its file has loaded: a moment after the sign-in button, on a busy machine.
    await expect.poll(() => signIn.getByRole('img', { name: 'Logo', exact: true }).isVisible()).toBe(true);
  });
});
