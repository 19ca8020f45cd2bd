/** What the keyboard tests of the notice share: the hero's buttons that open it, where the focus is, and the keys and clicks that open and close it. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  contentPage,
  ctaButton,
  expectOneNotice,
  noticeRegion as region,
  restOnNotice,
  type NoticeLog,
} from '../site.ts';

/** The home hero's two buttons, as the content labels them: both show the notice. */
export function heroButtons(page: Page): [opener: Locator, next: Locator] {
  const hero = contentPage('/').sections.find((section) => section.type === 'hero');
  if (hero?.type !== 'hero') throw new Error('no hero on /');
  const [first, second] = hero.buttons;
  if (!first || !second) throw new Error('the home hero needs two buttons');
  return [ctaButton(page, first.label), ctaButton(page, second.label)];
}

export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
export const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);
export const focusIsInRegion = (page: Page) =>
  region(page).evaluate((element) => element.contains(document.activeElement));

/** Presses Tab until `target` has focus. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error('Tab never reached the element');
}

/** F8, as a keyboard user reaches the notices: focus lands on the region. */
export async function pressF8(page: Page): Promise<void> {
  await page.keyboard.press('F8');
  await expect.poll(() => isFocused(region(page))).toBe(true);
}

/**
 * Rests the mouse on the notice, so that its clock stops whatever the keyboard does: then nothing but
 * the key under test can take the notice away (not its 5 s running out on a slow machine).
 */
export async function holdWithMouse(page: Page): Promise<void> {
  await restOnNotice(page);
}

/** Opens the notice from the keyboard: Tab to the home hero's first button, Enter. */
export async function openWithKeyboard(page: Page): Promise<void> {
  const [opener] = heroButtons(page);
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectOneNotice(page);
}

/** When the notice went away, by the page's clock; waits for it. */
export async function waitUntilGone(page: Page): Promise<number> {
  const gone = await page.waitForFunction(
    () => (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog.gone[0],
    null,
    { timeout: 15_000, polling: 100 },
  );
  return (await gone.jsonValue()) as number;
}

/** How many notices have gone, by the page's record; waits until `count` have. */
export async function waitUntilGoneTimes(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog.gone.length >= expected,
    count,
    { timeout: 15_000, polling: 100 },
  );
}
