/**
 * Accessibility in a real browser: axe-core on every route, width and state (contrast included), and
 * the keyboard's way through each page: skip link, tab order, visible focus, where a new page starts,
 * and the small-screen menu.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { nextFrames, settle } from '../support/frames.ts';
import {
  focusedName,
  focusedStop,
  tabbableInDomOrder,
  tabThrough,
  tabTo,
  type FocusedStop,
} from '../support/tab-stops.ts';
import { desktop, phone, test, waitForHydration } from './browser.ts';
import { builtContent, heroTitle, mainNav, menuToggle } from './site.ts';
import { routes, mainStops, expectedStops, openAtTop } from './accessibility/pages.ts';

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
