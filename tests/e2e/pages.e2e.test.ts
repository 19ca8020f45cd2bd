/** Every page, whole, in a real browser: clean console at both widths, and the clinic photo. */
import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { scrollThrough } from '../../scripts/audit/page-readiness';
import { placeholderSize } from '../../scripts/audit/photo-placeholder';
import { desktop, phone, test } from './browser';
import { contentPage, specRoutes, unknownPath, unknownPathLoadError } from './site';

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

describe('the clinic photo', () => {
  const image = () => {
    const showcase = contentPage('/consultorio').sections.find((section) => section.type === 'showcase');
    if (showcase?.type !== 'showcase') throw new Error('no showcase on /consultorio');
    return showcase.image;
  };
  const isPhoto = (url: string | URL) => String(url) === image().src;
  const figure = (page: Page) => page.locator('figure').filter({ has: page.getByRole('img', { name: image().alt }) });

  test('loads lazily from its host, with its size and description', async ({ open }) => {
    const { page, externalImages } = await open('/consultorio');
    const photo = page.locator('figure img');
    await photo.scrollIntoViewIfNeeded();
    expect(await photo.getAttribute('loading')).toBe('lazy');
    expect(await photo.getAttribute('alt')).toBe(image().alt);
    expect(await photo.getAttribute('width')).toBe(String(image().width));
    expect(await photo.getAttribute('height')).toBe(String(image().height));
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(placeholderSize.width);
    expect(await photo.isVisible()).toBe(true);
    expect(externalImages.filter(isPhoto)).toHaveLength(1);
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
    expect(box && box.width / box.height).toBeCloseTo(image().width / image().height, 1);
  }

  test('falls back when its host fails after the page is running', async ({ open }) => {
    let release: () => void = () => {};
    const hydrated = new Promise<void>((resolve) => (release = resolve));
    const { page } = await open('/consultorio', {
      photo: 'fail',
      // Held until React runs: then the img's own error handler must react.
      setup: (target) =>
        target.route(isPhoto, async (route: Route) => {
          await hydrated;
          await route.abort('internetdisconnected');
        }),
    });
    release();
    await expectFallback(page);
  });

  test('falls back when its host failed before the page was running', async ({ open }) => {
    let photoFailed: () => void = () => {};
    const failed = new Promise<void>((resolve) => (photoFailed = resolve));
    const { page } = await open('/consultorio', {
      photo: 'fail',
      // A tall window puts the lazy photo in range at once; the app's scripts wait for its failure,
      // so that its error event fires before React could listen to it.
      height: 2400,
      setup: async (target) => {
        await target.route(isPhoto, async (route: Route) => {
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
