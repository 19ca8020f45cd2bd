/** Moving around: links to the other pages (made ready ahead), the shared footer, unknown paths. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { test } from './browser.ts';
import {
  builtContent,
  contentPage,
  heroTitle,
  mainNav,
  notFoundHeading,
  pageHeading,
  specRoutes,
  unknownPath,
  unknownPathLoadError,
} from './site.ts';

/** The menu's link to a page, by the label the content gives it. */
function menuLink(page: Page, to: string): Locator {
  const link = builtContent().site.navigation.links.find((candidate) => candidate.to === to);
  if (!link) throw new Error(`no menu link to ${to} in the content`);
  return mainNav(page).getByRole('link', { name: link.label, exact: true });
}

describe('going to another page', () => {
  test('a nav link, a company card’s link and Back change the URL, h1 and title', async ({ open }) => {
    const { page } = await open('/');

    await menuLink(page, '/assessoria').click();
    await page.waitForURL((url) => url.pathname === '/assessoria');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/assessoria'));
    await expect.poll(() => page.title()).toBe(contentPage('/assessoria').title);

    await page.getByRole('link', { name: builtContent().site.navigation.homeLabel }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/'));

    // The home page's company cards link to the companies' pages.
    const grid = contentPage('/').sections.find(
      (section) => section.type === 'card-grid' && section.items.kind === 'companies',
    );
    if (grid?.type !== 'card-grid' || grid.items.kind !== 'companies') throw new Error('no grid of companies on /');
    const { ids, linkLabel } = grid.items;
    const shown = ids.map((id) => builtContent().companies.find((company) => company.id === id)!);
    // Each company's card, by its heading, and the link it ends with.
    const cardLink = (name: string) =>
      page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .getByRole('link');
    for (const { name, page: to } of shown) {
      expect(await cardLink(name).getAttribute('href')).toBe(to);
      expect(await cardLink(name).textContent()).toContain(linkLabel);
    }
    const { name, page: last } = shown.at(-1)!;
    await cardLink(name).click();
    await page.waitForURL((url) => url.pathname === last);
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle(last));

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/'));
    await expect.poll(() => page.title()).toBe(contentPage('/').title);
  });

  // Chromium prerenders such a page too, except under DevTools (which drive these tests): the
  // prefetch is what can be seen here, from the browser's own account of it.
  test('the page behind a link the visitor points at is fetched before the click, and the click uses it', async ({
    open,
  }) => {
    const { page } = await open('/');
    const prefetches: { url: string; status: string }[] = [];
    const devTools = await page.context().newCDPSession(page);
    devTools.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, prefetchStatus }) =>
      prefetches.push({ url: new URL(prefetchUrl).pathname, status: prefetchStatus ?? '' }),
    );
    await devTools.send('Preload.enable');
    const link = menuLink(page, '/assessoria');
    await link.hover();
    const ready = { url: '/assessoria', status: 'PrefetchSuccessfulButNotUsed' };
    await expect.poll(() => prefetches, { timeout: 5000 }).toContainEqual(ready);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/assessoria');
    await expect.poll(() => prefetches).toContainEqual({ url: '/assessoria', status: 'PrefetchResponseUsed' });
    // Only the page pointed at: nothing else was fetched ahead.
    expect(new Set(prefetches.map(({ url }) => url))).toEqual(new Set(['/assessoria']));
  });

  // The new page says whether the browser carried it in with a transition (its `pagereveal` event).
  test.for(['no-preference', 'reduce'] as const)(
    'fades one page into the next only where motion is welcome (%s)',
    async (reducedMotion, { open }) => {
      const { page } = await open('/', {
        setup: async (target) => {
          await target.emulateMedia({ reducedMotion });
          await target.addInitScript(() =>
            addEventListener('pagereveal', (event) =>
              Object.assign(window, { e2eTransition: event.viewTransition !== null }),
            ),
          );
        },
      });
      await menuLink(page, '/assessoria').click();
      await page.waitForURL((url) => url.pathname === '/assessoria');
      await expect
        .poll(() => page.evaluate(() => (window as { e2eTransition?: boolean }).e2eTransition))
        .toBe(reducedMotion === 'no-preference');
    },
  );
});

describe('the footer', () => {
  test('has the brand, blurb, companies, quick links, contact block, copyright and legal links', async ({ open }) => {
    const { page } = await open('/higienizacao');
    const footer = page.locator('footer');
    const { brand, contact, navigation, footer: written } = builtContent().site;
    const hrefs = (locator: Locator) =>
      locator.evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]));
    const asLinks = (links: { label: string; to: string }[]) => links.map(({ label, to }) => [label, to]);

    expect(await footer.getByRole('link', { name: navigation.homeLabel }).getAttribute('href')).toBe('/');
    expect(await footer.getByText(written.blurb).isVisible()).toBe(true);
    expect(await footer.getByText(contact.country, { exact: true }).isVisible()).toBe(true);

    const companies = footer.getByRole('navigation', { name: written.companiesTitle });
    expect(await hrefs(companies.getByRole('link'))).toEqual(
      builtContent().companies.map((company) => [company.name, company.page]),
    );
    for (const company of builtContent().companies) {
      expect(await companies.getByText(company.description).isVisible()).toBe(true);
    }

    const quickLinks = footer.getByRole('navigation', { name: written.quickLinksTitle });
    expect(await hrefs(quickLinks.getByRole('link'))).toEqual(asLinks(written.quickLinks));

    // The phone and the e-mail are the content's placeholders for now (docs/produto.md §3.2).
    // The number as written, dialled in the international form whatever way it was written.
    expect(await footer.getByRole('link', { name: contact.phone.text }).getAttribute('href')).toMatch(
      /^tel:\+55\d{10,11}$/,
    );
    expect(await footer.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(
      `mailto:${contact.email}`,
    );
    expect(await footer.getByText(contact.hours, { exact: true }).isVisible()).toBe(true);
    expect(await footer.getByText(`© ${new Date().getFullYear()} ${brand.name}`).isVisible()).toBe(true);
    // The legal links close the footer, after the copyright.
    const links = await hrefs(footer.getByRole('link'));
    expect(links.slice(links.length - written.legalLinks.length)).toEqual(asLinks(written.legalLinks));

    const first = builtContent().companies[0]!.page;
    await companies.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === first);
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle(first));
  });

  test('shows the visitor’s current year, not the year of the build', async ({ open }) => {
    const nextYear = new Date().getFullYear() + 1;
    const { page } = await open('/', {
      setup: (target) => target.clock.setFixedTime(new Date(`${nextYear}-03-01T12:00:00`)),
    });
    await expect
      .poll(() => page.locator('footer').getByText(`© ${nextYear} ${builtContent().site.brand.name}`).count(), {
        timeout: 2000,
      })
      .toBe(1);
  });
});

describe('an unknown path', () => {
  test('is answered with status 404 and the Portuguese 404 page', async ({ open }) => {
    const raw = await fetch(`${inject('baseUrl')}${unknownPath}`);
    expect(raw.status).toBe(404);
    expect(await raw.text()).toContain(notFoundHeading());

    const { page, response } = await open(unknownPath, {
      expectedErrors: [unknownPathLoadError],
    });
    expect(response?.status()).toBe(404);
    expect(await pageHeading(page).textContent()).toBe(notFoundHeading());
    expect(await page.title()).toContain(notFoundHeading());
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // The header is there too, with no link marked, and a way back home.
    expect(await mainNav(page).locator('a[aria-current="page"]').count()).toBe(0);
    await page.getByRole('link', { name: builtContent().site.notFound.backLabel }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/'));
  });

  test('below a real page is a 404 too, not that page', async () => {
    for (const route of specRoutes.slice(1)) {
      const response = await fetch(`${inject('baseUrl')}${route.path}${unknownPath}`);
      expect(response.status, route.path).toBe(404);
      expect(await response.text()).toContain(notFoundHeading());
    }
  });
});
