/** Waiting, in a page of the site, until it is in the state a test or a screenshot wants. */
import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated every island of the page (src/islands/) and run their effects (the
 * scroll and F8 listeners): a click on a prerendered notice button before that does nothing. React
 * tags every node it hydrates, the first one of each island too; a frame later the effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('invero-island')].every((island) => {
      const first = island.firstChild;
      return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
    }),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Scrolls to the bottom half a screen at a time, so that lazy images load and scroll effects run,
 * then waits for every image to have loaded or failed.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}
