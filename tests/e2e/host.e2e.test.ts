/**
 * The built site as a visitor's browser gets it from the host: served by Cloudflare's own Pages
 * runtime (tests/support/pages-runtime.ts), with the host's rules for addresses, `_headers` and the
 * 404 page rather than our static server's reading of them. Every address the site publishes must
 * answer 200 with no redirect; headers, caching, the 404 page and the share tags as the host sends them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { readBuiltVersion } from '../../schema/load/built-version.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { startPagesRuntime, type PagesRuntime } from '../support/pages-runtime.ts';
import { test, waitForHydration } from './browser.ts';
import { builtContent, notFoundHeading, pageHeading, unknownPath } from './site.ts';

let runtime: PagesRuntime;
beforeAll(async () => {
  runtime = await startPagesRuntime(inject('siteDir'));
});
afterAll(async () => {
  await runtime?.close();
});

const site = () => builtContent().site;
const pagePaths = () => builtContent().pages.map((page) => page.path);
const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/** The host's address of a published one: the site's own absolute addresses are served by the runtime. */
function local(address: string): string {
  const { url } = site();
  if (address === url || address.startsWith(`${url}/`)) return `${runtime.url}${address.slice(url.length)}`;
  if (address.startsWith('/') && !address.startsWith('//')) return `${runtime.url}${address}`;
  throw new Error(`not an address of this site: ${address}`);
}

async function visitor(browser: { newContext: () => Promise<BrowserContext> }): Promise<Page> {
  const context = await browser.newContext();
  await keepOnLoopback(context);
  return context.newPage();
}

/** Opens an address as a visitor would (typed, or followed from a link or a search result). */
async function visit(page: Page, address: string): Promise<Response> {
  const response = await page.goto(local(address), { waitUntil: 'domcontentloaded' });
  if (!response) throw new Error(`no response for ${address}`);
  return response;
}

/** Answered at that very address: no redirect on the way, status 200. */
function expectServedAsIs(response: Response, address: string): void {
  const redirectedFrom = response.request().redirectedFrom();
  expect(redirectedFrom?.url(), `${address} redirects`).toBeUndefined();
  expect(response.status(), address).toBe(200);
}

const metaContent = (page: Page, attribute: 'property' | 'name', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');

/** Every `url` in the page's schema.org data. */
async function structuredDataUrls(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const urls: string[] = [];
  const visitValue = (value: unknown, key?: string): void => {
    if (typeof value === 'string' && key === 'url') urls.push(value);
    else if (Array.isArray(value)) value.forEach((item) => visitValue(item));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visitValue(v, k);
  };
  scripts.forEach((text) => visitValue(JSON.parse(text)));
  return urls;
}

describe("the built site on Cloudflare Pages' runtime", () => {
  test('answers every address the site publishes with 200 and no redirect', async ({ browser }) => {
    const page = await visitor(browser);
    const sitemap = await (await page.context().request.get(local('/sitemap.xml'))).text();
    const published = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
    expect([...published].sort()).toEqual(
      pagePaths()
        .map((path) => `${site().url}${path}`)
        .sort(),
    );

    for (const path of pagePaths()) {
      expectServedAsIs(await visit(page, path), path);
      published.add((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
      published.add((await metaContent(page, 'property', 'og:url'))!);
      published.add((await metaContent(page, 'property', 'og:image'))!);
      for (const url of await structuredDataUrls(page)) published.add(url);
      // The menu's, the footer's and the sections' links, and the touch icon.
      const internal = await page.evaluate(() =>
        [...document.querySelectorAll('a[href], link[href]')]
          .map((element) => element.getAttribute('href') ?? '')
          .filter((href) => href.startsWith('/') && !href.startsWith('//')),
      );
      internal.forEach((href) => published.add(href.split('#')[0]!));
    }

    expect(published.size).toBeGreaterThan(pagePaths().length * 2);
    // Asked as a link or a crawler asks, not followed: a redirect would be the answer itself.
    for (const address of published) {
      const response = await page.context().request.get(local(address), { maxRedirects: 0 });
      expect(response.status(), `${address} → ${response.headers().location ?? ''}`).toBe(200);
    }
  });

  test('sends each page its security policy and headers, pages revalidated and assets kept a year', async ({
    browser,
  }) => {
    const page = await visitor(browser);
    const assets = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) {
        assets.set(response.url(), response.headers()['cache-control']);
      }
    });
    for (const path of pagePaths()) {
      const response = await visit(page, path);
      await waitForHydration(page);
      const headers = response.headers();
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(headers['content-security-policy'], path).toContain(policy!);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['cache-control'], path).toBe(revalidate);
    }
    // Scripts (loaded after the first paint) and the clinic's photo.
    expect(assets.size).toBeGreaterThan(2);
    for (const [url, caching] of assets) expect(caching, url).toBe(immutable);
  });

  test('tells which version of the content it carries, at its fixed address, never kept by any cache', async ({
    browser,
  }) => {
    const page = await visitor(browser);
    const address = `/${siteAddresses.version}`;
    // As the CMS asks it: a query of its own each time, which no cache has seen.
    for (const asked of [address, `${address}?t=${Date.now()}`]) {
      const response = await page.context().request.get(local(asked), { maxRedirects: 0 });
      expect(response.status(), asked).toBe(200);
      expect(response.headers()['cache-control'], asked).toBe('no-store');
      expect(response.headers()['content-type'], asked).toMatch(/^application\/json/);
      const served = readBuiltVersion(await response.json());
      expect(served?.content).toMatch(/^[0-9a-f]{64}$/);
      expect(served).toEqual(JSON.parse(readFileSync(path.join(inject('siteDir'), siteAddresses.version), 'utf8')));
    }
  });

  test('answers an unknown address with the 404 page and status 404, never stored', async ({ browser }) => {
    const page = await visitor(browser);
    const response = await visit(page, unknownPath);
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await pageHeading(page).textContent()).toBe(notFoundHeading());
  });

  test('gives each page its share picture, 1200 × 630, and the phone its icon and manifest', async ({ browser }) => {
    const page = await visitor(browser);
    for (const path of pagePaths()) {
      await visit(page, path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(await metaContent(page, 'property', 'og:url'), path).toBe(canonical);
      expect(await metaContent(page, 'property', 'og:title'), path).toBe(await page.title());
      expect(await metaContent(page, 'name', 'twitter:card'), path).toBe('summary_large_image');
      expect(await metaContent(page, 'property', 'og:image:width'), path).toBe('1200');
      expect(await metaContent(page, 'property', 'og:image:height'), path).toBe('630');
      expect((await metaContent(page, 'property', 'og:image:alt'))?.trim(), path).toBeTruthy();
      const image = (await metaContent(page, 'property', 'og:image'))!;
      expect(image.startsWith(`${site().url}/assets/`), image).toBe(true);

      const response = await page.context().request.get(local(image));
      expect(response.status(), image).toBe(200);
      expect(response.headers()['cache-control'], image).toBe(immutable);
      const { width, height, format } = await sharp(await response.body()).metadata();
      expect({ width, height }, image).toEqual({ width: 1200, height: 630 });
      expect(response.headers()['content-type'], image).toBe(`image/${format}`);
    }

    const icon = await page
      .context()
      .request.get(local((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!));
    expect(await sharp(await icon.body()).metadata()).toMatchObject({ width: 180, height: 180, format: 'png' });
    // The manifest as the browser reads it (a data: address in the page, scripts/build/site-icons.ts),
    // under the page's policy: Chromium's own account of it, with any error it found.
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(url).toMatch(/^data:application\/manifest\+json,/);
    expect(errors.map((error) => error.message)).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as { name: string; theme_color: string; icons: { src: string }[] };
    expect(manifest.name).toBe(site().brand.name);
    expect(manifest.theme_color).toBe(await metaContent(page, 'name', 'theme-color'));
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const { src } of manifest.icons) {
      expect((await page.context().request.get(local(src), { maxRedirects: 0 })).status(), src).toBe(200);
    }
  });
});
