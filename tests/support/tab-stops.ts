/**
 * The keyboard's way through a page: the elements Tab may reach, in DOM order, and what Tab reaches,
 * each by accessible name and with whether its focus shows (on screen, on top, with an indicator).
 */
import type { Page } from 'playwright-core';

export interface TabStop {
  /** Position in DOM order among the elements Tab may reach: identifies the element. */
  index: number;
  name: string;
}

export interface FocusedStop extends TabStop {
  /** What is wrong with how the focused element shows, if anything. */
  problems: string[];
}

/** What the page keeps between calls: the tabbable elements and their look when not focused. */
interface TabState {
  e2eTabbable: Element[];
  e2eUnfocusedLooks: string[];
}

/**
 * The elements the browser may focus with Tab, in DOM order (the site has no positive tabindex),
 * each with its unfocused look kept in the page, for the focused look to be compared with.
 */
export async function tabbableInDomOrder(page: Page): Promise<TabStop[]> {
  return page.evaluate(() => {
    const look = (style: CSSStyleDeclaration) =>
      `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`;
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]',
      ),
    ].filter(
      (element) =>
        element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility({ visibilityProperty: true }),
    );
    const state: TabState = {
      e2eTabbable: tabbable,
      e2eUnfocusedLooks: tabbable.map((element) => look(getComputedStyle(element))),
    };
    Object.assign(window, state);
    return tabbable.map((element, index) => ({
      index,
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }));
  });
}

/**
 * The focused element, and whether it shows: on screen, on top, and (after `tabbableInDomOrder`)
 * with a focus indicator its unfocused look does not have.
 */
export function focusedStop(page: Page): Promise<FocusedStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const state = window as unknown as Partial<TabState>;
    const index = state.e2eTabbable?.indexOf(element) ?? -1;
    const problems: string[] = [];
    const rect = element.getBoundingClientRect();
    if (rect.width < 4 || rect.height < 4) problems.push(`has no size (${rect.width}×${rect.height})`);
    if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth) {
      problems.push(`is off screen at ${Math.round(rect.left)},${Math.round(rect.top)}`);
    } else {
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === element || element.contains(hit))) {
        problems.push(`is covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`);
      }
    }
    const style = getComputedStyle(element);
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
      if (getComputedStyle(node).clipPath !== 'none') problems.push('is clipped');
    }
    if (style.visibility !== 'visible' || opacity < 0.5) problems.push('is invisible');
    const look = `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`;
    const unfocused = state.e2eUnfocusedLooks?.[index];
    const indicator = style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    if (!indicator || look === unfocused) problems.push(`shows no focus indicator (${look})`);
    return {
      index,
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      problems,
    };
  });
}

/** Presses Tab from the top of the page until focus leaves the page or comes round again. */
export async function tabThrough(page: Page, limit: number): Promise<FocusedStop[]> {
  const stops: FocusedStop[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop || (stop.index >= 0 && stop.index === stops[0]?.index)) break;
    stops.push(stop);
  }
  return stops;
}

/** Presses Tab until the element with this accessible name has focus. */
export async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if ((await focusedStop(page))?.name === name) return;
  }
  throw new Error(`Tab never reached “${name}”`);
}

export const focusedName = async (page: Page) => (await focusedStop(page))?.name;
