/**
 * docs/produto.md §6: a notice goes away by itself 5000 ms after it appeared, pausing while the mouse is on it.
 * Every time asserted here is read from the page's own clock, recorded by the page itself when the
 * thing happened (see recordNotices, and the hover recorder below), never from when this test runner
 * got round to looking. Only lower bounds are asserted: timers never fire early, but on a busy machine
 * they fire as late as they like, so "gone by" bounds would measure the machine. A notice that never
 * goes away still fails, on the hang guard. The three tests wait in parallel, each in its own page.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './browser.ts';
import {
  ctaButton,
  expectOneNotice,
  mouseAwayFromNotices,
  noticeDuration as duration,
  noticeListSelector,
  noticesAt,
  noticeLog,
  recordNotices,
  restOnNotice,
  type NoticeLog,
} from './site.ts';

/** Date.now() (which the notice's timer counts from) and performance.now() may round apart by a little. */
const clockSlack = 50;
/** How long to wait for a notice to go away before calling it stuck: only a hang guard. */
const hangGuard = 30_000;
const timeout = 2 * hangGuard;

/** When the notice went away, by the page's clock, as the page recorded it; waits for that to happen. */
async function whenGone(page: Page): Promise<number> {
  const gone = await page
    .waitForFunction(() => (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog.gone[0], null, {
      timeout: hangGuard,
    })
    .catch((error: unknown) => {
      throw new Error(`the notice never went away by itself (still up after ${hangGuard / 1000} s)`, { cause: error });
    });
  return (await gone.jsonValue()) as number;
}

/** When the mouse went onto the notice and off it, by the page's clock, recorded as it happened. */
interface HoverLog {
  entered: number[];
  left: number[];
}

async function recordHover(page: Page): Promise<void> {
  await page.evaluate((listSelector) => {
    const log: HoverLog = { entered: [], left: [] };
    const noticeOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest(`${listSelector} > li`) : null;
    // The events React's onMouseEnter/onMouseLeave are made of, seen first, on the way down.
    document.addEventListener(
      'mouseover',
      (event) => {
        const notice = noticeOf(event.target);
        if (notice && noticeOf(event.relatedTarget) !== notice) log.entered.push(performance.now());
      },
      true,
    );
    document.addEventListener(
      'mouseout',
      (event) => {
        const notice = noticeOf(event.target);
        if (notice && noticeOf(event.relatedTarget) !== notice) log.left.push(performance.now());
      },
      true,
    );
    Object.assign(window, { e2eHoverLog: log });
  }, noticeListSelector);
}

const hoverLog = (page: Page) => page.evaluate(() => (window as unknown as { e2eHoverLog: HoverLog }).e2eHoverLog);

describe.concurrent('a notice', () => {
  test('stays at least 5 s from its click, then goes away by itself', { timeout }, async ({ open }) => {
    const { page } = await open('/consultorio');
    await recordNotices(page);
    await ctaButton(page, 'Agendar Consulta').first().click();
    await mouseAwayFromNotices(page);
    await expectOneNotice(page);

    const gone = await whenGone(page);
    const { clicks, shown, gone: allGone } = await noticeLog(page);
    // One click, one notice, gone once, with nothing but its own clock to close it.
    expect(clicks).toHaveLength(1);
    expect(shown).toHaveLength(1);
    expect(allGone).toHaveLength(1);
    expect(shown[0]!).toBeGreaterThanOrEqual(clicks[0]!);
    expect(gone - clicks[0]!, 'ms from the click to the notice going away').toBeGreaterThanOrEqual(
      duration - clockSlack,
    );
  });

  test('replaced by a second CTA counts its 5 s from the second click', { timeout }, async ({ open }) => {
    const { page } = await open('/');
    await recordNotices(page);
    await ctaButton(page, 'Conheça Nossas Empresas').click();
    await mouseAwayFromNotices(page);
    await expectOneNotice(page);
    // The second click comes from the page's own clock, 2 s after the first: the first notice is
    // certainly still up (its timer is due later), however slowly this runner follows.
    const upAtSecondClick = await page.evaluate(
      ([label, at, listSelector]) => {
        const log = (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog;
        const list = document.querySelector(listSelector);
        const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === label);
        if (!button) throw new Error(`no button ${label}`);
        return new Promise<number>((resolve) =>
          setTimeout(
            () => {
              const up = list?.children.length ?? -1;
              button.click();
              resolve(up);
            },
            Math.max(0, log.clicks[0]! + at - performance.now()),
          ),
        );
      },
      ['Entre em Contato', 2000, noticeListSelector] as const,
    );
    expect(upAtSecondClick, 'notices up when the second button is clicked').toBe(1);

    const gone = await whenGone(page);
    const { clicks, shown, gone: allGone } = await noticeLog(page);
    expect(clicks).toHaveLength(2);
    // Replaced in place: it never went away in between, and went away once.
    expect(shown).toHaveLength(1);
    expect(allGone).toHaveLength(1);
    // Past the first notice's 5 s: its timer did not take the replacement with it.
    expect(gone - clicks[1]!, 'ms from the second click to the notice going away').toBeGreaterThanOrEqual(
      duration - clockSlack,
    );
  });

  test('stays while the mouse is on it, then goes after the rest of its 5 s', { timeout }, async ({ open }) => {
    const { page } = await open('/assessoria');
    await recordNotices(page);
    await recordHover(page);
    await ctaButton(page, 'Análise Gratuita').click();
    // Onto the notice as soon as it is there (the hover waits for it), then the checks: paused, the
    // notice cannot run out while they are made.
    await restOnNotice(page);
    await expectOneNotice(page);

    // Still up 1.5 s past its 5 s, by the page's clock: the mouse on it stopped its time.
    expect(await noticesAt(page, duration + 1500), 'notices up at 6.5 s, the mouse on it').toBe(1);
    await mouseAwayFromNotices(page);
    const gone = await whenGone(page);
    const { clicks, shown } = await noticeLog(page);
    const { entered, left } = await hoverLog(page);
    expect(clicks).toHaveLength(1);
    expect(shown).toHaveLength(1);
    expect(entered).toHaveLength(1);
    expect(left).toHaveLength(1);
    const [enteredAt, leftAt] = [entered[0]!, left[0]!];
    // The mouse came before the 5 s were up, and left after them: without the pause it would be gone.
    expect(enteredAt - clicks[0]!).toBeLessThan(duration);
    expect(leftAt - clicks[0]!).toBeGreaterThan(duration);
    // It stayed the whole time the mouse was on it, and after, the rest of its 5 s: the time it ran
    // before the mouse came and after it left adds up to at least 5 s.
    expect(gone).toBeGreaterThan(leftAt);
    expect(enteredAt - clicks[0]! + (gone - leftAt), 'ms the notice ran unpaused').toBeGreaterThanOrEqual(
      duration - clockSlack,
    );
  });
});
