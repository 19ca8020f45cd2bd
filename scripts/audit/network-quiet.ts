import type { Page } from 'playwright-core';

/** How long the network must stay quiet before a screen counts as loaded (Playwright's own networkidle). */
const quietMs = 500;
const quietWaiters = new WeakMap<Page, () => Promise<void>>();

/**
 * Counts a page's requests in flight, so that `settled` can wait until none has been for `quietMs`.
 * Playwright's `networkidle` never comes in the CMS's editor: its preview is a frame written by script.
 */
export function trackRequests(page: Page): void {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let waiting: (() => void)[] = [];
  const arm = () => {
    clearTimeout(timer);
    if (inFlight > 0 || waiting.length === 0) return;
    timer = setTimeout(() => {
      const resolved = waiting;
      waiting = [];
      resolved.forEach((resolve) => resolve());
    }, quietMs);
  };
  page.on('request', () => {
    inFlight += 1;
    arm();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    arm();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  quietWaiters.set(
    page,
    () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        arm();
      }),
  );
}

/** Once the CMS has nothing left to load and the fonts are in, as an editor would see the screen. */
export async function settled(page: Page, stepTimeout: number): Promise<void> {
  const quiet = quietWaiters.get(page)?.();
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([
    quiet,
    new Promise((_, reject) => {
      timeout = setTimeout(() => reject(new Error(`a tela ${page.url()} não parou de carregar`)), stepTimeout);
    }),
  ]).finally(() => clearTimeout(timeout));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
