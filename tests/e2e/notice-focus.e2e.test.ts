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
import { desktop, test } from './browser.ts';
import {
  expectNoNotice,
  expectOneNotice,
  noticeCloseButton as closeButton,
  mouseAwayFromNotices,
  noticeDuration as duration,
  noticesAt,
  noticeLog,
  pageNow,
  recordNotices,
  restOnNotice,
} from './site.ts';
import {
  heroButtons,
  isFocused,
  focusIsInRegion,
  pressF8,
  openWithKeyboard,
  waitUntilGone,
  waitUntilGoneTimes,
} from './notice/keys.ts';

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
