import type { Page } from 'playwright-core';

/** The beginning of what a page shows, for an error that must say why a step never came. */
export const shownText = (page: Page): Promise<string> =>
  page
    .locator('body')
    .innerText({ timeout: 5_000 })
    .then(
      (text) => text.slice(0, 500),
      () => '(nothing)',
    );
