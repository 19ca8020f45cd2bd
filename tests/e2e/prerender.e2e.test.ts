/**
 * What a visitor (or a crawler) gets before any JavaScript runs: the prerendered HTML, read over HTTP
 * and in a browser with scripts off. Every word of the content must already be there.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { test } from './browser.ts';
import {
  builtContent,
  contentPage,
  ctaButton,
  headerCta,
  heroTitle,
  mainNav,
  notFoundHeading,
  pageHeading,
  specRoutes,
  unknownPath,
  unknownPathLoadError,
} from './site.ts';
import { testCmsRepository } from './global-setup.ts';

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

// Keys whose strings are not shown as text: identifiers, names of icons and styles, addresses, and the
// photo's description (an attribute, checked on its own).
const notCopy = new Set(['type', 'icon', 'colour', 'style', 'kind', 'ids', 'src', 'alt', 'to', 'href']);

/** Every piece of text a content value puts on the page; array items inherit their list's key. */
function copyOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return notCopy.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => copyOf(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => copyOf(item, name));
  return [];
}

/** The page's copy: its sections, and for a grid of companies, what it shows of each company. */
function pageCopy(path: string): string[] {
  const { companies } = builtContent();
  return contentPage(path).sections.flatMap((section) => {
    if (section.type !== 'card-grid' || section.items.kind !== 'companies') return copyOf(section);
    const shown = companies.filter(
      (company) => section.items.kind === 'companies' && section.items.ids.includes(company.id),
    );
    return [
      ...copyOf(section),
      ...shown.flatMap(({ name, description, features }) => [name, description, ...features]),
    ];
  });
}

const headings = (scope: Locator, level: number) => scope.getByRole('heading', { level }).allTextContents();
const section = (page: Page, title: string) =>
  page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

describe('the prerendered HTML', () => {
  for (const route of specRoutes) {
    test(`of ${route.path} holds its copy, buttons and links before any script runs`, async ({ open }) => {
      const raw = await fetch(`${inject('baseUrl')}${route.path}`);
      expect(raw.status).toBe(200);
      expect(raw.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await raw.text();
      expect(html).toMatch(/<html lang="pt-BR"/);
      expect(html).toContain(`>${heroTitle(route.path)}</h1>`);
      for (const label of [headerCta, ...route.ctas]) expect(html).toMatch(new RegExp(`<button[^>]*>${label}<`));

      const { page, response } = await open(route.path, { javaScript: false });
      expect(response?.status()).toBe(200);
      const text = normalize((await page.locator('body').textContent()) ?? '');
      const missing = pageCopy(route.path).filter((copy) => !text.includes(normalize(copy)));
      expect(missing).toEqual([]);

      expect(await pageHeading(page).allTextContents()).toEqual([heroTitle(route.path)]);
      expect(await pageHeading(page).isVisible()).toBe(true);
      for (const label of new Set([headerCta, ...route.ctas])) {
        const buttons = ctaButton(page, label);
        expect(await buttons.count(), label).toBe(
          [headerCta, ...route.ctas].filter((candidate) => candidate === label).length,
        );
        expect(await buttons.first().isVisible(), label).toBe(true);
      }
      expect(await mainNav(page).locator('a[aria-current="page"]').allTextContents()).toEqual([route.nav]);
      expect(await page.locator('footer').getByText(builtContent().site.contact.email).isVisible()).toBe(true);
    });
  }

  test.for(specRoutes.map((route) => route.path))(
    'of %s shows each section’s items under its heading, in order: cards, steps with their numbers, facts beside the photo, reasons',
    async (path, { open }) => {
      const { page } = await open(path, { javaScript: false });
      const { companies } = builtContent();
      for (const [index, drawn] of contentPage(path).sections.entries()) {
        const scope = section(page, drawn.title);
        switch (drawn.type) {
          case 'card-grid': {
            const { items } = drawn;
            if (items.kind === 'cards') {
              expect(await headings(scope, 3), drawn.title).toEqual(items.cards.map((card) => card.title));
              break;
            }
            // A company's card links to its page.
            const shown = items.ids.map((id) => companies.find((company) => company.id === id)!);
            expect(await scope.getByRole('article').count(), drawn.title).toBe(shown.length);
            expect(await headings(scope, 3), drawn.title).toEqual(shown.map((company) => company.name));
            const links = scope.getByRole('link');
            expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
              shown.map((company) => company.page),
            );
            break;
          }
          case 'steps': {
            const numbered = await scope.locator('ol > li').evaluateAll((items) =>
              items.map((item) => {
                const number = item.querySelector('[aria-hidden="true"]')?.textContent?.trim();
                const title = item
                  .querySelector('h3')
                  ?.textContent?.replace(/^\d+\.\s*/, '')
                  .trim();
                return `${number} ${title}`;
              }),
            );
            expect(numbered, drawn.title).toEqual(drawn.steps.map((step) => `${step.number} ${step.title}`));
            break;
          }
          case 'showcase': {
            expect(await headings(scope, 3), drawn.title).toEqual(drawn.facts.map((fact) => fact.title));
            const photo = scope.locator('img');
            // Fetched at once in the first section, else when it comes near.
            expect(await photo.getAttribute('loading')).toBe(index === 0 ? 'eager' : 'lazy');
            expect(Number(await photo.getAttribute('width'))).toBeGreaterThan(0);
            expect(Number(await photo.getAttribute('height'))).toBeGreaterThan(0);
            expect(await photo.getAttribute('alt')).toBe(drawn.image.alt);
            break;
          }
          case 'reasons':
            expect(await headings(scope, 3), drawn.title).toEqual(drawn.reasons.map((reason) => reason.title));
            break;
          default:
            break;
        }
      }
    },
  );
});

describe('the data each page carries for its islands', () => {
  // The islands of every page carry some site-wide settings: what only the gallery or the build reads stays out.
  test.for(specRoutes.map((route) => route.path))(
    '%s: none of the gallery’s copy, nor where the editor saves',
    async (path) => {
      const html = await (await fetch(`${inject('baseUrl')}${path}`)).text();
      expect(html).toContain(builtContent().site.brand.name);
      expect(html).not.toContain(builtContent().site.gallery.title);
      expect(html).not.toContain(testCmsRepository);
    },
  );
});

describe('page metadata', () => {
  test('each route has its own title, description and canonical address', async ({ open }) => {
    const { site } = builtContent();
    const { page } = await open('/', { javaScript: false });
    const seen: { path: string; title: string; description: string | null }[] = [];
    for (const route of specRoutes) {
      await page.goto(route.path);
      expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title, route.path).toBe(contentPage(route.path).title);
      expect(description, route.path).toBe(normalize(contentPage(route.path).description));
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${site.url}${route.path === '/' ? '/' : route.path}`,
      );
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('website');
      seen.push({ path: route.path, title, description });
    }
    // The default title of docs/produto.md §2, '{brand} - Excelência em Serviços Empresariais', on the home page.
    expect(seen[0]?.title).toBe(`${site.brand.name} - Excelência em Serviços Empresariais`);
    expect(new Set(seen.map(({ title }) => title)).size).toBe(seen.length);
    expect(new Set(seen.map(({ description }) => description)).size).toBe(seen.length);
  });

  test('the 404 page has its own title and is kept out of search results', async ({ open }) => {
    const { page } = await open(unknownPath, {
      javaScript: false,
      expectedErrors: [unknownPathLoadError],
    });
    expect(await page.title()).toContain(notFoundHeading());
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
  });

  // Without one, browsers fetch /favicon.ico, get the 404 page and log an error on every first visit.
  // A linked file would be fetched on a connection of its own, which a phone's first paint can wait for.
  test.for([...specRoutes.map((route) => route.path), unknownPath])(
    '%s carries its favicon in itself: an SVG image, with no file to fetch',
    async (path, { open }) => {
      const { page } = await open(path, {
        javaScript: false,
        expectedErrors: path === unknownPath ? [unknownPathLoadError] : [],
      });
      const declared = await page.locator('head link[rel="icon"]').getAttribute('href');
      expect(declared).toMatch(/^data:image\/svg\+xml,/);
      const icon = await fetch(declared!);
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
      expect(await icon.text()).toMatch(/^<svg xmlns=["']http:\/\/www\.w3\.org\/2000\/svg["'][\s\S]*<\/svg>$/);
    },
  );
});
