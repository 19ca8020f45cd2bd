import type { Page, Request } from 'playwright-core';

/** The beginning of what a page shows, for an error that must say why a step never came. */
export const shownText = (page: Page): Promise<string> =>
  page
    .locator('body')
    .innerText({ timeout: 5_000 })
    .then(
      (text) => text.slice(0, 500),
      () => '(nothing)',
    );

/** The requests of each followed page still without an answer, with when each was sent. */
const unanswered = new WeakMap<Page, Map<Request, number>>();

/**
 * Follows `page`'s requests from now on, so that a step that never comes can say which of them were
 * still unanswered (a backend that hung, rather than a click that did nothing).
 */
export function followRequests(page: Page): void {
  const waiting = new Map<Request, number>();
  unanswered.set(page, waiting);
  page.on('request', (request) => waiting.set(request, performance.now()));
  page.on('requestfinished', (request) => waiting.delete(request));
  page.on('requestfailed', (request) => waiting.delete(request));
}

const waitingLines = (page: Page): string[] =>
  [...(unanswered.get(page) ?? [])].map(
    ([request, sent]) =>
      `${request.method()} ${request.url()}, sent ${((performance.now() - sent) / 1000).toFixed(1)} s ago`,
  );

/**
 * `step`, or, should it never come, an error that says which step, what the page showed and logged,
 * and which of its requests (when followed) were still unanswered: a step seen to fail once in a
 * clean-clone run, under load, is then diagnosable from the log.
 */
export async function orSayWhatIsShown<T>(
  page: Page,
  what: string,
  step: Promise<T>,
  logged: string[] = [],
): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw new Error(
      [
        `${what} never came: ${String(error)}`,
        `page at ${page.url()}: ${await shownText(page)}`,
        `logged: ${logged.join('\n')}`,
        `unanswered: ${waitingLines(page).join('\n')}`,
      ].join('\n'),
    );
  }
}
