/** The header of docs/produto.md §3.1 and its states (§5): scrolled look, active link, and the small-screen menu. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { phone, test } from './browser.ts';
import {
  builtContent,
  ctaButton,
  expectOneNotice,
  header,
  headerCta,
  heroTitle,
  mainNav,
  menuToggle,
  pageHeading,
  scrollToY,
  specRoutes,
} from './site.ts';

const look = (page: Page) =>
  header(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      scrolled: element.getAttribute('data-scrolled'),
      background: style.backgroundColor,
      shadow: style.boxShadow,
    };
  });

const transparent = { background: 'rgba(0, 0, 0, 0)', shadow: 'none' };

/** The vertical centre of what an element draws (its text and pictures), not of its box, which includes padding and line space. */
const drawnMiddle = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const drawn = range.getBoundingClientRect();
    return drawn.top + drawn.height / 2;
  });

/** White, or nearly: the solid header is white at 92 % opacity over the page. */
function isWhitish(colour: string): boolean {
  const channels = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  const [red = 0, green = 0, blue = 0, alpha = 1] = channels;
  return red >= 240 && green >= 240 && blue >= 240 && alpha >= 0.85;
}

describe('the header', () => {
  test('is transparent at 0 and 50 px of scroll, and white with a shadow past 50 px', async ({ open }) => {
    const { page } = await open('/');
    expect(await look(page)).toEqual({ scrolled: 'false', ...transparent });

    await scrollToY(page, 50);
    expect(await page.evaluate(() => window.scrollY)).toBe(50);
    expect(await look(page)).toEqual({ scrolled: 'false', ...transparent });

    for (const y of [51, 600]) {
      await scrollToY(page, y);
      // The colours fade in (a decorative transition): wait for them to settle.
      await expect.poll(() => look(page).then(({ background }) => isWhitish(background)), { timeout: 3000 }).toBe(true);
      const solid = await look(page);
      expect(solid.scrolled).toBe('true');
      expect(solid.shadow).not.toBe('none');
    }

    await scrollToY(page, 50);
    await expect.poll(() => look(page), { timeout: 3000 }).toEqual({ scrolled: 'false', ...transparent });
  });

  test('has the logo, the four links and Contato, and marks the link of the current page', async ({ open }) => {
    const { page } = await open('/');
    const logo = header(page).getByRole('link', { name: builtContent().site.navigation.homeLabel });
    expect(await logo.getAttribute('href')).toBe('/');
    const nav = mainNav(page);
    expect(await nav.getAttribute('id')).toBe('menu-principal');
    expect(await nav.getByRole('link').allTextContents()).toEqual(specRoutes.map((route) => route.nav));
    expect(await nav.getByRole('button', { name: headerCta, exact: true }).isVisible()).toBe(true);

    // Visited in the nav's order, then back home: each page marks exactly its own link.
    for (const route of [...specRoutes.slice(1), specRoutes[0]!]) {
      await nav.getByRole('link', { name: route.nav, exact: true }).click();
      await page.waitForURL((url) => url.pathname === route.path);
      await expect
        .poll(() => nav.locator('a[aria-current="page"]').allTextContents(), { timeout: 5000 })
        .toEqual([route.nav]);
    }
  });

  test('sets the logo on the line of the menu links: what each draws has its vertical centre within 1 px', async ({
    open,
  }) => {
    const { page } = await open('/');
    const logo = header(page).getByRole('link', { name: builtContent().site.navigation.homeLabel });
    const logoMiddle = await drawnMiddle(logo);
    for (const link of await mainNav(page).getByRole('link').all()) {
      expect(Math.abs(logoMiddle - (await drawnMiddle(link)))).toBeLessThanOrEqual(1);
    }
  });
});

describe('the small-screen menu', () => {
  const labels = () => builtContent().site.navigation;
  /** The menu is a popover: the browser's own state says whether it is open. */
  const isOpen = (page: Page) => mainNav(page).evaluate((nav) => nav.matches(':popover-open'));

  async function openMenu(page: Page) {
    const button = menuToggle(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-label')).toBe(labels().openMenuLabel);
    expect(await mainNav(page).isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe(labels().closeMenuLabel);
    expect(await isOpen(page)).toBe(true);
    expect(await mainNav(page).isVisible()).toBe(true);
  }

  async function expectClosed(page: Page) {
    await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menuToggle(page).getAttribute('aria-label')).toBe(labels().openMenuLabel);
    expect(await isOpen(page)).toBe(false);
    expect(await mainNav(page).isVisible()).toBe(false);
  }

  test('holds the four links and a full-width Contato, and a chosen link closes it and navigates', async ({ open }) => {
    const { page } = await open('/', { width: phone, height: 844 });
    await openMenu(page);

    const links = mainNav(page).getByRole('link');
    expect(await links.allTextContents()).toEqual(specRoutes.map((route) => route.nav));
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);

    const contact = mainNav(page).getByRole('button', { name: headerCta, exact: true });
    expect(await contact.isVisible()).toBe(true);
    const widths = await mainNav(page).evaluate((nav) => {
      const style = getComputedStyle(nav);
      const button = nav.querySelector('button');
      return {
        content: nav.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        button: button?.getBoundingClientRect().width ?? 0,
      };
    });
    expect(Math.abs(widths.button - widths.content)).toBeLessThanOrEqual(1);
    expect(widths.content).toBeGreaterThan(phone / 2);

    const hygiene = specRoutes.find((route) => route.path === '/higienizacao')!;
    await mainNav(page).getByRole('link', { name: hygiene.nav, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/higienizacao');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/higienizacao'));
    await expectClosed(page);
  });

  test('closes with Escape, giving the focus back to its toggle', async ({ open }) => {
    const { page } = await open('/consultorio', { width: phone, height: 844 });
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);
    expect(await menuToggle(page).evaluate((button) => button === document.activeElement)).toBe(true);
  });

  test('closes when its Contato shows the notice', async ({ open }) => {
    const { page } = await open('/assessoria', { width: phone, height: 844 });
    await openMenu(page);
    await ctaButton(page, headerCta).click();
    await expectOneNotice(page);
    await expectClosed(page);
    expect(new URL(page.url()).pathname).toBe('/assessoria');
  });

  test('opens from its toggle and leads to another page with JavaScript off', async ({ open }) => {
    const { page } = await open('/', { width: phone, height: 844, javaScript: false });
    expect(await mainNav(page).isVisible()).toBe(false);
    await menuToggle(page).click();
    expect(await isOpen(page)).toBe(true);
    const hygiene = specRoutes.find((route) => route.path === '/higienizacao')!;
    await mainNav(page).getByRole('link', { name: hygiene.nav, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/higienizacao');
    expect(await pageHeading(page).textContent()).toBe(heroTitle('/higienizacao'));
  });

  test('replaces the links at 896 px wide and below, not above', async ({ open }) => {
    const narrow = await open('/', { width: 896 });
    expect(await menuToggle(narrow.page).isVisible()).toBe(true);
    expect(await mainNav(narrow.page).isVisible()).toBe(false);

    const wide = await open('/', { width: 897 });
    expect(await menuToggle(wide.page).isVisible()).toBe(false);
    expect(await mainNav(wide.page).getByRole('link', { name: specRoutes[0]!.nav }).isVisible()).toBe(true);
  });
});
