/**
 * SPEC §4/§9: a notice goes away by itself 5000 ms after it appeared, pausing while the mouse is on it.
 * Times are read from the page's own clock (see recordNotices), so a busy machine only makes the test
 * slower, not wrong. The three tests wait in parallel, each in its own page.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './browser';
import { ctaButton, expectOneNotice, noticeLog, pageNow, recordNotices, restOnNotice, type NoticeLog } from './site';

const duration = 5000;
// Timers never fire early; late, on a loaded 2-core machine, by far less than this.
const lateness = 1500;

/** Resolves `ms` after the page's first recorded click, by the page's clock, with how many notices are up. */
function noticesAt(page: Page, ms: number): Promise<number> {
  return page.evaluate((at) => {
    const log = (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog;
    const list = document.querySelector('section[aria-label="Notifications"] ol');
    const wait = Math.max(0, (log.clicks[0] ?? 0) + at - performance.now());
    return new Promise<number>((resolve) => setTimeout(() => resolve(list?.children.length ?? -1), wait));
  }, ms);
}

/** When the notice went away, by the page's clock; waits for it, within bounds. */
async function waitUntilGone(page: Page): Promise<number> {
  const gone = await page.waitForFunction(
    () => (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog.gone[0],
    null,
    { timeout: 12_000, polling: 100 },
  );
  return (await gone.jsonValue()) as number;
}

/** Where the mouse rests between moves: on the header, far from the notices in the bottom corner. */
const awayFromNotices = { x: 8, y: 8 };

describe.concurrent('a notice', () => {
  test('is still up at 4 s and gone by 6.5 s', async ({ open }) => {
    const { page } = await open('/consultorio');
    await recordNotices(page);
    await ctaButton(page, 'Agendar Consulta').first().click();
    await page.mouse.move(awayFromNotices.x, awayFromNotices.y);
    await expectOneNotice(page);

    // A page timer due at 4 s runs before the notice's own, due at 5 s, however late both are.
    expect(await noticesAt(page, 4000)).toBe(1);
    const gone = await waitUntilGone(page);
    const { clicks, shown } = await noticeLog(page);
    expect(gone - clicks[0]!).toBeGreaterThanOrEqual(duration - 50);
    expect(gone - clicks[0]!).toBeLessThanOrEqual(duration + lateness);
    expect(shown).toHaveLength(1);
  });

  test('replaced by a second CTA counts its 5 s from the second click', async ({ open }) => {
    const { page } = await open('/');
    await recordNotices(page);
    await ctaButton(page, 'Conheça Nossas Empresas').click();
    await page.mouse.move(awayFromNotices.x, awayFromNotices.y);
    await expectOneNotice(page);
    expect(await noticesAt(page, 2000)).toBe(1);
    await ctaButton(page, 'Entre em Contato').click();
    await page.mouse.move(awayFromNotices.x, awayFromNotices.y);

    // Past the first notice's 5 s, the replacement is still up.
    expect(await noticesAt(page, duration + 1000)).toBe(1);
    const gone = await waitUntilGone(page);
    const { clicks, shown } = await noticeLog(page);
    expect(clicks).toHaveLength(2);
    expect(gone - clicks[1]!).toBeGreaterThanOrEqual(duration - 50);
    expect(gone - clicks[1]!).toBeLessThanOrEqual(duration + lateness);
    expect(shown).toHaveLength(1);
  });

  test('stays while the mouse is on it, then goes after the rest of its 5 s', async ({ open }) => {
    const { page } = await open('/assessoria');
    await recordNotices(page);
    await ctaButton(page, 'Análise Gratuita').click();
    await expectOneNotice(page);
    await restOnNotice(page);
    const hoveredAt = await pageNow(page);

    expect(await noticesAt(page, duration + 1500)).toBe(1);
    await page.mouse.move(awayFromNotices.x, awayFromNotices.y);
    const leftAt = await pageNow(page);
    const gone = await waitUntilGone(page);
    const { clicks } = await noticeLog(page);
    // What was left of the 5 s when the pause began, give or take the time to report the hover.
    const rest = duration - (hoveredAt - clicks[0]!);
    expect(gone - leftAt).toBeGreaterThanOrEqual(rest - 250);
    expect(gone - leftAt).toBeLessThanOrEqual(rest + lateness);
  });
});
