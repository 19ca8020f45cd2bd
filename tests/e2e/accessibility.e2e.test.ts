/**
 * Accessibility in a real browser: axe-core on every route, width and state (contrast included), and
 * the keyboard's way through each page: skip link, tab order, visible focus, where a new page starts,
 * and the small-screen menu.
 */
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { scrollThrough } from '../../scripts/audit/page-readiness.ts';
import { analyze, expectAccessible } from '../support/axe.ts';
import { nextFrames, settle } from '../support/frames.ts';
import {
  focusedName,
  focusedStop,
  tabbableInDomOrder,
  tabThrough,
  tabTo,
  type FocusedStop,
} from '../support/tab-stops.ts';
import { desktop, phone, test, waitForHydration, type Open, type OpenOptions } from './browser.ts';
import {
  builtContent,
  contentPage,
  ctaButton,
  expectOneNotice,
  headerCta,
  heroTitle,
  isPhotoFile,
  mainNav,
  menuToggle,
  photoLoadError,
  restOnNotice,
  unknownPath,
  unknownPathLoadError,
} from './site.ts';

/** The page paths of the content, then a path the site does not have (the 404 page). */
const routes = (): string[] => [...builtContent().pages.map((page) => page.path), unknownPath];

const openOptions = (path: string, width: number): OpenOptions => ({
  width,
  height: width === phone ? 844 : 800,
  expectedErrors: path === unknownPath ? [unknownPathLoadError] : [],
});

/**
 * Paints the whole page first (lazy photo, scroll effects), then comes back to the top and lets
 * the header's fade settle, so that colour contrast is measured on what a visitor sees.
 */
async function paintAll(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

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

/** The labels of the hero's buttons, in order. */
function heroButtons(path: string): string[] {
  const hero = contentPage(path).sections.find((section) => section.type === 'hero');
  return hero?.type === 'hero' ? hero.buttons.map((button) => button.label) : [];
}

/** What the keyboard reaches in the main content of a page, in order, by accessible name. */
function mainStops(path: string): string[] {
  const { companies, site } = builtContent();
  if (path === unknownPath) return [site.notFound.backLabel];
  return contentPage(path).sections.flatMap((section) => {
    switch (section.type) {
      case 'hero':
      case 'cta':
        return section.buttons.map((button) => button.label);
      case 'card-grid': {
        const { items } = section;
        if (items.kind !== 'companies') return [];
        // The card link's visible label, then its hidden ": <company>" that tells the cards apart.
        return items.ids.map((id) => `${items.linkLabel}: ${companies.find((company) => company.id === id)?.name}`);
      }
      default:
        return [];
    }
  });
}

/** Every tab stop of a page, by accessible name: header, main content, footer. */
function expectedStops(path: string, width: number): string[] {
  const { site, companies } = builtContent();
  const { navigation, footer, contact } = site;
  const headerStops =
    width === phone
      ? [navigation.homeLabel, navigation.openMenuLabel]
      : [navigation.homeLabel, ...navigation.links.map((link) => link.label), navigation.contact.label];
  return [
    navigation.skipToContent,
    ...headerStops,
    ...mainStops(path),
    navigation.homeLabel,
    ...companies.map((company) => company.name),
    ...footer.quickLinks.map((link) => link.label),
    contact.phone.text,
    contact.email,
    ...footer.legalLinks.map((link) => link.label),
  ];
}

async function openAtTop(open: Open, path: string, width: number) {
  const opened = await open(path, openOptions(path, width));
  // Lazy images and scroll effects done, back at the top, nothing focused: where a visitor starts.
  await paintAll(opened.page);
  return opened;
}

describe('the keyboard', () => {
  test('meets the skip link first: it shows when focused and moves focus to the main content', async ({ open }) => {
    const { page } = await openAtTop(open, '/higienizacao', desktop);
    const skip = page.getByRole('link', { name: builtContent().site.navigation.skipToContent });
    expect(await skip.evaluate((link) => link.getBoundingClientRect().bottom <= 0)).toBe(true);

    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    expect(stop?.name).toBe(builtContent().site.navigation.skipToContent);
    expect(stop?.problems).toEqual([]);
    expect(await skip.isVisible()).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('main#conteudo'))).toBe(true);
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(mainStops('/higienizacao')[0]);
  });

  describe.each([desktop, phone])('at %i px', (width) => {
    test.for(routes())(
      'reaches every link and button of %s in DOM order, each on screen with a visible focus',
      async (path, { open }) => {
        const { page } = await openAtTop(open, path, width);
        const inDomOrder = await tabbableInDomOrder(page);
        const stops = await tabThrough(page, inDomOrder.length + 5);

        expect(stops.map((stop) => stop.index)).toEqual(inDomOrder.map((stop) => stop.index));
        expect(stops.map((stop) => stop.name)).toEqual(expectedStops(path, width));
        const shownBadly = stops.flatMap((stop) => stop.problems.map((problem) => `“${stop.name}” ${problem}`));
        expect(shownBadly, shownBadly.join('\n')).toEqual([]);
      },
    );
  });

  // Each page is a page load: the new page starts where any page does, at its skip link.
  test.for([desktop, phone])(
    'after a nav link chosen with Enter, the new page’s first Tab is its skip link (%i px)',
    async (width, { open }) => {
      const { page } = await openAtTop(open, '/', width);
      const target = builtContent().site.navigation.links.find((link) => link.to !== '/')!;
      if (width === phone) {
        await tabTo(page, builtContent().site.navigation.openMenuLabel);
        await page.keyboard.press('Enter');
        await expect.poll(() => mainNav(page).isVisible()).toBe(true);
      }
      await tabTo(page, target.label);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === target.to);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heroTitle(target.to));
      await waitForHydration(page);
      if (width === phone) expect(await mainNav(page).isVisible()).toBe(false);
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(builtContent().site.navigation.skipToContent);
    },
  );

  describe('the small-screen menu', () => {
    const isFocused = (page: Page) => menuToggle(page).evaluate((button) => button === document.activeElement);

    test('opens with Enter, leads Tab into its links, and Escape closes it back to the toggle', async ({ open }) => {
      const { page } = await openAtTop(open, '/', phone);
      const { navigation } = builtContent().site;
      await tabTo(page, navigation.openMenuLabel);
      await page.keyboard.press('Enter');
      await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('true');
      expect(await mainNav(page).isVisible()).toBe(true);
      expect(await isFocused(page)).toBe(true);

      // The open menu's links and its Contato are the next stops, each shown with its focus once the
      // menu has faded in.
      await settle(page);
      const menuStops: FocusedStop[] = [];
      for (let i = 0; i <= navigation.links.length; i++) {
        await page.keyboard.press('Tab');
        menuStops.push((await focusedStop(page))!);
      }
      expect(menuStops.map((stop) => stop.name)).toEqual([
        ...navigation.links.map((link) => link.label),
        navigation.contact.label,
      ]);
      expect(menuStops.flatMap((stop) => stop.problems)).toEqual([]);

      // Escape from inside the menu closes it and gives the focus back to the toggle.
      await nextFrames(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await mainNav(page).isVisible()).toBe(false);
      expect(await isFocused(page)).toBe(true);
      expect(await menuToggle(page).getAttribute('aria-label')).toBe(navigation.openMenuLabel);

      // And Escape with the focus on the toggle itself.
      await page.keyboard.press('Enter');
      await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('true');
      await nextFrames(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await isFocused(page)).toBe(true);
    });

    test('opens and closes with Space', async ({ open }) => {
      const { page } = await openAtTop(open, '/consultorio', phone);
      await tabTo(page, builtContent().site.navigation.openMenuLabel);
      await page.keyboard.press(' ');
      await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('true');
      expect(await mainNav(page).isVisible()).toBe(true);
      expect(await menuToggle(page).getAttribute('aria-label')).toBe(builtContent().site.navigation.closeMenuLabel);
      await page.keyboard.press(' ');
      await expect.poll(() => menuToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await mainNav(page).isVisible()).toBe(false);
      expect(await isFocused(page)).toBe(true);
    });
  });
});
