/** Moving around: links to the other pages (made ready ahead), the shared footer, unknown paths. */
import type { Locator } from 'playwright-core';
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

describe('going to another page', () => {
  test('a nav link, a Saiba Mais link and Back change the URL, h1 and title', async ({ open }) => {
    const { page } = await open('/');

    await mainNav(page).getByRole('link', { name: 'Assessoria', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/assessoria');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/assessoria'));
    await expect.poll(() => page.title()).toBe(contentPage('/assessoria').title);

    await page.getByRole('link', { name: builtContent().site.navigation.homeLabel }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/'));

    // The home page's company cards link to the three pages.
    const learnMore = page.getByRole('link', { name: /^Saiba Mais/ });
    expect(await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/assessoria',
      '/higienizacao',
      '/consultorio',
    ]);
    await learnMore.nth(2).click();
    await page.waitForURL((url) => url.pathname === '/consultorio');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/consultorio'));

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
    const link = mainNav(page).getByRole('link', { name: 'Assessoria', exact: true });
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
      await mainNav(page).getByRole('link', { name: 'Assessoria', exact: true }).click();
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
    const { brand, contact, navigation } = builtContent().site;
    const hrefs = (locator: Locator) =>
      locator.evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]));

    expect(await footer.getByRole('link', { name: navigation.homeLabel }).getAttribute('href')).toBe('/');
    expect(await footer.getByText(builtContent().site.footer.blurb).isVisible()).toBe(true);
    expect(await footer.getByText('Brasil', { exact: true }).isVisible()).toBe(true);

    const companies = footer.getByRole('navigation', { name: 'Nossas Empresas' });
    expect((await hrefs(companies.getByRole('link'))).map(([, href]) => href)).toEqual([
      '/assessoria',
      '/higienizacao',
      '/consultorio',
    ]);
    for (const company of builtContent().companies) {
      expect(await companies.getByText(company.description).isVisible()).toBe(true);
    }

    const quickLinks = footer.getByRole('navigation', { name: 'Links Rápidos' });
    expect(await hrefs(quickLinks.getByRole('link'))).toEqual([
      ['Início', '/'],
      ['Sobre o Grupo', '/'],
      ['Serviços', '/'],
      ['Contato', '/'],
    ]);

    // The phone and the e-mail are the content's placeholders for now (docs/produto.md §3.2).
    // The number as written, dialled in the international form whatever way it was written.
    expect(await footer.getByRole('link', { name: contact.phone.text }).getAttribute('href')).toMatch(
      /^tel:\+55\d{10,11}$/,
    );
    expect(await footer.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(
      `mailto:${contact.email}`,
    );
    expect(await footer.getByText('Seg - Sex: 8h às 18h', { exact: true }).isVisible()).toBe(true);
    expect(await footer.getByText(`© ${new Date().getFullYear()} ${brand.name}`).isVisible()).toBe(true);
    expect(await hrefs(footer.getByRole('link', { name: /^(Política de Privacidade|Termos de Uso)$/ }))).toEqual([
      ['Política de Privacidade', '/'],
      ['Termos de Uso', '/'],
    ]);

    await companies.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/assessoria');
    await expect.poll(() => pageHeading(page).textContent()).toBe(heroTitle('/assessoria'));
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
