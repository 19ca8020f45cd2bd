/**
 * Accessibility in a real browser: axe-core on every route, width and state (contrast included), and
 * the keyboard's way through each page: skip link, tab order, visible focus, where a new page starts,
 * and the small-screen menu.
 */
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import { describe, expect } from 'vitest';
import { analyze, expectAccessible } from '../support/axe.ts';
import { settle } from '../support/frames.ts';
import { desktop, phone, test } from './browser.ts';
import {
  builtContent,
  ctaButton,
  expectOneNotice,
  headerCta,
  isPhotoFile,
  mainNav,
  photoLoadError,
  restOnNotice,
} from './site.ts';
import { routes, openOptions, paintAll, heroButtons } from './accessibility/pages.ts';

describe('axe-core', () => {
  describe.each([phone, desktop])('at %i px', (width) => {
    test.for(routes())('finds nothing on %s', async (path, { open }) => {
      const { page } = await open(path, openOptions(path, width));
      await paintAll(page);
      await expectAccessible(page, `on ${path} at ${width} px`);
    });
  });

  test('finds nothing with the small-screen menu open', async ({ open }) => {
    const { page } = await open('/', openOptions('/', phone));
    await paintAll(page);
    await page.getByRole('button', { name: builtContent().site.navigation.openMenuLabel }).click();
    await expect.poll(() => mainNav(page).isVisible()).toBe(true);
    await settle(page);
    await expectAccessible(page, 'with the menu open at 390 px', 'header');
  });

  test.for([phone, desktop])('finds nothing with a notice shown at %i px', async (width, { open }) => {
    const path = '/assessoria';
    const { page } = await open(path, openOptions(path, width));
    await paintAll(page);
    await ctaButton(page, heroButtons(path)[0] ?? headerCta).click();
    await expectOneNotice(page);
    // Paused while the mouse rests on it, the notice outlasts the analysis.
    await restOnNotice(page);
    await settle(page);
    await expectAccessible(page, `with a notice shown at ${width} px`, '[data-testid="notices"]');
  });

  test('finds nothing where a photo failed to load', async ({ open }) => {
    // A page of the content with photos (showcases), and as many fallbacks as it has photos.
    const withPhotos = builtContent().pages.find((page) =>
      page.sections.some((section) => section.type === 'showcase'),
    );
    if (!withPhotos) throw new Error('no page of the content has a photo');
    const photos = withPhotos.sections.filter((section) => section.type === 'showcase').length;
    const { page } = await open(withPhotos.path, {
      ...openOptions(withPhotos.path, phone),
      expectedErrors: [photoLoadError],
      setup: (target) => target.route(isPhotoFile, (route) => route.abort('internetdisconnected')),
    });
    await paintAll(page);
    await expect.poll(() => page.locator('figure [role="img"]').count()).toBe(photos);
    await expectAccessible(page, 'with the photos’ fallbacks');
  });

  test('runs every rule it runs by default, and contrast among them', async ({ open }) => {
    const { page } = await open('/');
    await paintAll(page);
    const ran = (results: AxeResults) =>
      new Set(
        [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
          (rule) => rule.id,
        ),
      );
    const byDefault = ran(await new AxeBuilder({ page }).analyze());
    const ours = ran(await analyze(page));
    expect([...byDefault].filter((id) => !ours.has(id))).toEqual([]);
    expect(ours.has('color-contrast')).toBe(true);
    expect(ours.has('target-size')).toBe(true);
  });
});
