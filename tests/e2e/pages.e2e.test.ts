/** Every page, whole, in a real browser: clean console at both widths, and the clinic's own photo. */
import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { scrollThrough } from '../../scripts/audit/page-readiness.ts';
import { settle } from '../support/frames.ts';
import { desktop, phone, test } from './browser.ts';
import {
  builtContent,
  clinicPhoto,
  isPhotoFile,
  photoLoadError,
  specRoutes,
  unknownPath,
  unknownPathLoadError,
} from './site.ts';

describe.concurrent('no console error, page error or hydration warning', () => {
  for (const width of [phone, desktop]) {
    for (const path of [...specRoutes.map((route) => route.path), unknownPath]) {
      test(`on ${path} at ${width} px`, async ({ open }) => {
        const { page, problems } = await open(path, {
          width,
          expectedErrors: path === unknownPath ? [unknownPathLoadError] : [],
        });
        await scrollThrough(page);
        expect(problems).toEqual([]);
        // Nothing overflows sideways: a phone must not scroll horizontally.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});

describe("the home hero's figures", () => {
  for (const width of [768, desktop]) {
    test(`sit on one line at ${width} px: their numbers' text within 1 px of each other, whatever their captions' length`, async ({
      open,
    }) => {
      const { page } = await open('/', { width });
      // Still rising with the hero (a decorative animation) until then.
      await settle(page);
      const figures = page.getByRole('definition');
      expect(await figures.count()).toBeGreaterThan(1);
      const bottoms = await figures.evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getBoundingClientRect().bottom;
        }),
      );
      expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
    });
  }
});

describe('the clinic photo', () => {
  const image = clinicPhoto;
  /** Its size as the build read it from the file. */
  const size = () => builtContent().images[image().src]!;
  const figure = (page: Page) => page.locator('figure').filter({ has: page.getByRole('img', { name: image().alt }) });

  test('is this site’s own photo, loaded lazily as AVIF at the width the screen needs, with its size and description', async ({
    open,
  }) => {
    const { page, externalImages } = await open('/consultorio', { width: phone });
    const photo = figure(page).locator('img');
    expect(await photo.getAttribute('loading')).toBe('lazy');
    // Not asked for before it comes near: a phone at the top of the page has not loaded it.
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await photo.evaluate((img: HTMLImageElement) => ({
      url: img.currentSrc,
      naturalWidth: img.naturalWidth,
      box: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    expect(new URL(shown.url).origin).toBe(new URL(page.url()).origin);
    expect(isPhotoFile(shown.url) && shown.url.endsWith('.avif')).toBe(true);
    // The smallest width at least as wide as its box on this screen, not the largest file.
    expect(shown.naturalWidth).toBeGreaterThanOrEqual(shown.box);
    expect(shown.naturalWidth).toBeLessThan(size().width);
    expect(await photo.getAttribute('alt')).toBe(image().alt);
    expect(await photo.getAttribute('width')).toBe(String(size().width));
    expect(await photo.getAttribute('height')).toBe(String(size().height));
    expect(externalImages).toEqual([]);
  });

  test('asks nothing of another host, and the page’s policy names no other image host', async ({ open }) => {
    const hosts = new Set<string>();
    const { page } = await open('/consultorio', {
      setup: (target) => target.on('request', (request) => hosts.add(new URL(request.url()).origin)),
    });
    await scrollThrough(page);
    await page.waitForLoadState('load');
    expect([...hosts]).toEqual([new URL(page.url()).origin]);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("img-src 'self' data:;");
  });

  /** Shows the fallback in the photo's place, in the same 3:2 box. */
  async function expectFallback(page: Page) {
    await figure(page).scrollIntoViewIfNeeded();
    const fallback = figure(page).locator('[role="img"]');
    await expect.poll(() => fallback.count(), { timeout: 5000 }).toBe(1);
    expect(await fallback.getAttribute('aria-label')).toBe(image().alt);
    expect(await figure(page).locator('img').count()).toBe(0);
    await fallback.scrollIntoViewIfNeeded();
    expect(await fallback.isVisible()).toBe(true);
    const box = await figure(page).boundingBox();
    expect(box && box.width / box.height).toBeCloseTo(3 / 2, 1);
  }

  test('falls back when its file fails after the page is running', async ({ open }) => {
    let release: () => void = () => {};
    const hydrated = new Promise<void>((resolve) => (release = resolve));
    const { page } = await open('/consultorio', {
      expectedErrors: [photoLoadError],
      // Held until React runs: then the img's own error handler must react.
      setup: (target) =>
        target.route(isPhotoFile, async (route: Route) => {
          await hydrated;
          await route.abort('internetdisconnected');
        }),
    });
    release();
    await expectFallback(page);
  });

  test('falls back when its file failed before the page was running', async ({ open }) => {
    let photoFailed: () => void = () => {};
    const failed = new Promise<void>((resolve) => (photoFailed = resolve));
    const { page } = await open('/consultorio', {
      expectedErrors: [photoLoadError],
      // A tall window puts the lazy photo in range at once; the app's scripts wait for its failure,
      // so that its error event fires before React could listen to it.
      height: 2400,
      setup: async (target) => {
        await target.route(isPhotoFile, async (route: Route) => {
          await route.abort('internetdisconnected');
          photoFailed();
        });
        await target.route('**/assets/*.js', async (route: Route) => {
          await failed;
          await route.continue();
        });
      },
    });
    await expectFallback(page);
  });
});
