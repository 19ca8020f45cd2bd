/**
 * The editor's search as a test reaches it through the screen: the words typed in Decap's search box,
 * the entries the results list, and a place chosen; for the local CMS (cms-search.e2e.test.ts) and
 * the online one (cms-online.e2e.test.ts) alike.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { stepTimeout } from './cms-support.ts';

/** Decap's search box, by the words its Portuguese locale writes in it. */
const searchBox = 'Pesquisar em todos';
/** What Decap's list said when its search found nothing. */
export const decapNothing = 'Nenhuma Entrada';

/** Text as the search compares it: no accents, no case. */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Types `word` in Decap's search box and asks, as an editor does, from the list of pages. */
export async function search(page: Page, word: string): Promise<void> {
  const box = page.getByPlaceholder(searchBox);
  await box.click();
  await box.fill(word);
  await box.press('Enter');
}

/** The entries the results list, by name. */
export const entriesShown = (page: Page) => page.getByTestId('cms-search-entry').locator('h2').allInnerTexts();

/**
 * Chooses the place of `entry` found deepest in its form (inside an item of a list), and answers what
 * the field in focus holds once the entry is open, and whether it is in view.
 */
export async function openDeepestPlace(page: Page, entry: string) {
  const places = page.getByTestId('cms-search-entry').filter({ hasText: entry }).getByTestId('cms-search-place');
  const texts = await places.allInnerTexts();
  const depth = (text: string) => text.split('\n')[0]!.split(' › ').length;
  const deepest = texts.reduce((best, text, index) => (depth(text) > depth(texts[best]!) ? index : best), 0);
  const hash = await places.nth(deepest).evaluate((link) => (link as HTMLAnchorElement).hash);
  await places.nth(deepest).click();
  const focused = () =>
    page.evaluate(() => {
      const control = document.activeElement;
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return undefined;
      const box = control.getBoundingClientRect();
      return {
        hash: window.location.hash,
        value: control.value,
        inView: box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
      };
    });
  await expect.poll(focused, { timeout: stepTimeout }).toMatchObject({ hash, inView: true });
  return (await focused())!;
}
