/** Waiting in the page for what it draws next, by its own frames and animations rather than by time. */
import type { Page } from 'playwright-core';

/** Waits for two animation frames: scroll events and the re-render they cause have happened. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/** Waits until every animation and transition that will end has ended: colours are then final. */
export async function settle(page: Page): Promise<void> {
  await nextFrames(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
