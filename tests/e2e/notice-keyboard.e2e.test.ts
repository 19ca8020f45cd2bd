/**
 * Keyboard focus around the notice (WAI-ARIA practice for non-modal notices): Escape in the notice
 * region closes the notice, focus in the region stops the notice's clock like the mouse does, and
 * closing the notice gives focus back (to where F8 was pressed, else to the button that opened it)
 * instead of dropping it on <body>, where the next Tab would start again at the skip link.
 *
 * Labels come from the built content and elements are found by role. Times are read from the page's
 * own clock (see recordNotices): a busy machine makes these tests slower, never wrong.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { desktop, phone, test } from './browser.ts';
import {
  builtContent,
  contentPage,
  ctaButton,
  expectNoNotice,
  expectOneNotice,
  mainNav,
  menuToggle,
  noticeCloseButton as closeButton,
  mouseAwayFromNotices,
  noticeDuration as duration,
  noticesAt,
  noticeLog,
  noticeRegion as region,
  pageNow,
  recordNotices,
  restOnNotice,
  type NoticeLog,
} from './site.ts';

/** The home hero's two buttons, as the content labels them: both show the notice. */
function heroButtons(page: Page): [opener: Locator, next: Locator] {
  const hero = contentPage('/').sections.find((section) => section.type === 'hero');
  if (hero?.type !== 'hero') throw new Error('no hero on /');
  const [first, second] = hero.buttons;
  if (!first || !second) throw new Error('the home hero needs two buttons');
  return [ctaButton(page, first.label), ctaButton(page, second.label)];
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);
const focusIsInRegion = (page: Page) => region(page).evaluate((element) => element.contains(document.activeElement));

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error('Tab never reached the element');
}

/** F8, as a keyboard user reaches the notices: focus lands on the region. */
async function pressF8(page: Page): Promise<void> {
  await page.keyboard.press('F8');
  await expect.poll(() => isFocused(region(page))).toBe(true);
}

/**
 * Rests the mouse on the notice, so that its clock stops whatever the keyboard does: then nothing but
 * the key under test can take the notice away (not its 5 s running out on a slow machine).
 */
async function holdWithMouse(page: Page): Promise<void> {
  await restOnNotice(page);
}

/** Opens the notice from the keyboard: Tab to the home hero's first button, Enter. */
async function openWithKeyboard(page: Page): Promise<void> {
  const [opener] = heroButtons(page);
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectOneNotice(page);
}

/** When the notice went away, by the page's clock; waits for it. */
async function waitUntilGone(page: Page): Promise<number> {
  const gone = await page.waitForFunction(
    () => (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog.gone[0],
    null,
    { timeout: 15_000, polling: 100 },
  );
  return (await gone.jsonValue()) as number;
}

/** How many notices have gone, by the page's record; waits until `count` have. */
async function waitUntilGoneTimes(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog.gone.length >= expected,
    count,
    { timeout: 15_000, polling: 100 },
  );
}

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

describe.concurrent('focus in the notice', () => {
  test('closed while both the mouse and focus hold it, leaves the clock running for the next notice', async ({
    open,
  }) => {
    const { page } = await open('/', { width: desktop });
    await recordNotices(page);
    const [opener] = heroButtons(page);
    await opener.click();
    await expectOneNotice(page);
    await restOnNotice(page);
    await pressF8(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectNoNotice(page);
    expect(await isFocused(opener)).toBe(true);

    // The next notice, away from the mouse, runs out by itself: no pause was left behind.
    await mouseAwayFromNotices(page);
    await page.keyboard.press('Enter');
    await expectOneNotice(page);
    await waitUntilGoneTimes(page, 2);
  });

  test('stops its clock: still up past its 5 s, then goes once focus leaves', async ({ open }) => {
    const { page } = await open('/', { width: desktop });
    await recordNotices(page);
    await openWithKeyboard(page);
    await pressF8(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(closeButton(page))).toBe(true);
    // The clock stopped at the latest by now (focus has been in the region since F8).
    const stoppedBy = await pageNow(page);

    // A page timer a second past the notice's own 5 s: the notice is still under the focus.
    expect(await noticesAt(page, duration + 1000)).toBe(1);
    expect(await isFocused(closeButton(page))).toBe(true);

    const leaving = await pageNow(page);
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInRegion(page)).toBe(false);
    const gone = await waitUntilGone(page);
    const { clicks } = await noticeLog(page);
    // It had the rest of its 5 s after focus left: the time under the focus did not count.
    const rest = duration - (stoppedBy - clicks[0]!);
    expect(gone - leaving).toBeGreaterThanOrEqual(rest - 50);
  });

  test('with the mouse on it too: the mouse leaving does not restart its clock while focus stays', async ({ open }) => {
    const { page } = await open('/', { width: desktop });
    await recordNotices(page);
    const [opener] = heroButtons(page);
    await opener.click();
    await expectOneNotice(page);
    await restOnNotice(page);
    await pressF8(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(closeButton(page))).toBe(true);
    await mouseAwayFromNotices(page);

    expect(await noticesAt(page, duration + 1000)).toBe(1);
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInRegion(page)).toBe(false);
    await waitUntilGone(page);
  });

  test('with the mouse on it too: focus leaving does not restart its clock while the mouse stays', async ({ open }) => {
    const { page } = await open('/', { width: desktop });
    await recordNotices(page);
    const [opener] = heroButtons(page);
    await opener.click();
    await expectOneNotice(page);
    await pressF8(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(closeButton(page))).toBe(true);
    await restOnNotice(page);
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInRegion(page)).toBe(false);

    expect(await noticesAt(page, duration + 1000)).toBe(1);
    await mouseAwayFromNotices(page);
    await waitUntilGone(page);
  });
});
