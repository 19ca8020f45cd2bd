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

/**
 * `step`, or, should it never come, an error that says which step, what the page showed and what it
 * logged: a step seen to fail once in a clean-clone run, under load, is then diagnosable from the log.
 */
export async function orSayWhatIsShown<T>(page: Page, what: string, step: Promise<T>, logged: string[]): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw new Error(
      `${what} never came: ${String(error)}\npage at ${page.url()}: ${await shownText(page)}\nlogged: ${logged.join('\n')}`,
    );
  }
}
