/**
 * Keyboard focus around the notice (WAI-ARIA practice for non-modal notices): Escape in the notice
 * region closes the notice, focus in the region stops the notice's clock like the mouse does, and
 * closing the notice gives focus back (to where F8 was pressed, else to the button that opened it)
 * instead of dropping it on <body>, where the next Tab would start again at the skip link.
 *
 * Labels come from the built content and elements are found by role. Times are read from the page's
 * own clock (see recordNotices): a busy machine makes these tests slower, never wrong.
 */
import { describe, expect } from 'vitest';
import { desktop, phone, test } from './browser.ts';
import {
  builtContent,
  expectNoNotice,
  expectOneNotice,
  mainNav,
  menuToggle,
  noticeCloseButton as closeButton,
  noticeRegion as region,
} from './site.ts';
import {
  heroButtons,
  isFocused,
  focusIsOnBody,
  tabTo,
  pressF8,
  holdWithMouse,
  openWithKeyboard,
} from './notice/keys.ts';

describe('closing the notice from the keyboard', () => {
  test('with its button after F8 gives focus back to the button that was focused, and Tab goes on from there', async ({
    open,
  }) => {
    const { page } = await open('/', { width: desktop });
    const [opener, next] = heroButtons(page);
    await openWithKeyboard(page);
    await pressF8(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(closeButton(page))).toBe(true);
    await page.keyboard.press('Enter');
    await expectNoNotice(page);

    expect(await focusIsOnBody(page)).toBe(false);
    expect(await isFocused(opener)).toBe(true);
    // The next Tab continues from the button, not from the top of the page (the skip link).
    await page.keyboard.press('Tab');
    expect(await isFocused(next)).toBe(true);
  });

  test('gives focus back to where F8 was pressed, even when that is not the button that opened it', async ({
    open,
  }) => {
    const { page } = await open('/', { width: desktop });
    const [, next] = heroButtons(page);
    await openWithKeyboard(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(next)).toBe(true);
    await pressF8(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectNoNotice(page);
    expect(await isFocused(next)).toBe(true);
  });

  test('Escape on the region (just after F8) closes the notice and gives focus back', async ({ open }) => {
    const { page } = await open('/', { width: desktop });
    const [opener] = heroButtons(page);
    await openWithKeyboard(page);
    await holdWithMouse(page);
    await pressF8(page);
    await page.keyboard.press('Escape');
    await expectNoNotice(page);
    expect(await isFocused(opener)).toBe(true);
  });

  test('Escape on its close button closes the notice and gives focus back', async ({ open }) => {
    const { page } = await open('/', { width: desktop });
    const [opener, next] = heroButtons(page);
    await openWithKeyboard(page);
    await holdWithMouse(page);
    await pressF8(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(closeButton(page))).toBe(true);
    await page.keyboard.press('Escape');
    await expectNoNotice(page);
    expect(await isFocused(opener)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(next)).toBe(true);
  });

  test('reached without F8, gives focus back to the button that opened it', async ({ open }) => {
    const { page } = await open('/', { width: desktop });
    const [opener, next] = heroButtons(page);
    await openWithKeyboard(page);
    await holdWithMouse(page);
    await page.keyboard.press('Tab');
    // Straight from another element onto the close button: not an F8 visit.
    await closeButton(page).focus();
    expect(await isFocused(closeButton(page))).toBe(true);
    await page.keyboard.press('Escape');
    await expectNoNotice(page);
    expect(await isFocused(opener)).toBe(true);
    expect(await isFocused(next)).toBe(false);
  });

  test('opened from the phone menu’s Contato: focus goes to the menu’s toggle as the menu closes, and back to it after', async ({
    open,
  }) => {
    const { page } = await open('/', { width: phone });
    const { navigation } = builtContent().site;
    await tabTo(page, menuToggle(page));
    await page.keyboard.press('Enter');
    const contact = mainNav(page).getByRole('button', { name: navigation.contact.label, exact: true });
    await tabTo(page, contact);
    await page.keyboard.press('Enter');
    await expectOneNotice(page);
    // The menu closed with its Contato in it: focus is on the toggle, not dropped on <body>.
    await expect.poll(() => contact.isVisible()).toBe(false);
    expect(await focusIsOnBody(page)).toBe(false);
    expect(await isFocused(menuToggle(page))).toBe(true);

    await pressF8(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(closeButton(page))).toBe(true);
    await page.keyboard.press('Enter');
    await expectNoNotice(page);
    expect(await isFocused(menuToggle(page))).toBe(true);
    expect(await isFocused(region(page))).toBe(false);
  });

  test('when the button that opened it has gone, focus stays on the region, not <body>', async ({ open }) => {
    const { page } = await open('/', { width: desktop });
    const [opener] = heroButtons(page);
    await openWithKeyboard(page);
    await holdWithMouse(page);
    // Taken off the page while it has focus (as a closing panel takes its buttons): focus falls to <body>.
    await opener.evaluate((button) => button.style.setProperty('display', 'none'));
    await expect.poll(() => focusIsOnBody(page)).toBe(true);
    await pressF8(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(closeButton(page))).toBe(true);
    await page.keyboard.press('Enter');
    await expectNoNotice(page);
    expect(await focusIsOnBody(page)).toBe(false);
    expect(await isFocused(region(page))).toBe(true);
  });

  test('Escape elsewhere on the page leaves the notice alone: only the region’s own Escape closes it', async ({
    open,
  }) => {
    const { page } = await open('/', { width: desktop });
    const [opener] = heroButtons(page);
    await openWithKeyboard(page);
    await holdWithMouse(page);
    await page.keyboard.press('Escape');
    await expectOneNotice(page);
    expect(await isFocused(opener)).toBe(true);
  });
});
