/**
 * Accessibility in a real browser: axe-core on every route, width and state (contrast included), and
 * the keyboard's way through each page: skip link, tab order, visible focus, focus after navigation,
 * and the small-screen menu.
 */
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { scrollThrough } from '../../scripts/chromium';
import { desktop, phone, test, type Open, type OpenOptions } from './browser';
import {
  builtContent,
  contentPage,
  ctaButton,
  expectOneNotice,
  headerCta,
  heroTitle,
  mainNav,
  nextFrames,
  restOnNotice,
  unknownPath,
  unknownPathLoadError,
} from './site';

/** Every rule axe runs by default, plus those of these tags that it leaves off (target-size). */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The page paths of the content, then a path the site does not have (the 404 page). */
const routes = (): string[] => [...builtContent().pages.map((page) => page.path), unknownPath];

const openOptions = (path: string, width: number): OpenOptions => ({
  width,
  height: width === phone ? 844 : 800,
  expectedErrors: path === unknownPath ? [unknownPathLoadError] : [],
});

/** Waits until every animation and transition that will end has ended: axe then sees final colours. */
async function settle(page: Page): Promise<void> {
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

/**
 * Paints the whole page first (lazy photo, scroll effects), then comes back to the top and lets
 * the header's fade settle, so that colour contrast is measured on what a visitor sees.
 */
async function paintAll(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}) at ${node.target.join(' ')}: ` +
        (node.failureSummary ?? violation.help).replace(/\s*\n\s*/g, ' '),
    ),
  );
}

function analyze(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page }).withTags(axeTags).analyze();
}

/** Text axe could not judge (on a gradient, or partly under another element), with the ratio it needs. */
interface UndecidedText {
  selector: string;
  /** 4.5, or 3 for large text: axe's own reading of the font. */
  expected: number;
}

interface MeasuredText extends UndecidedText {
  /** The lowest contrast between the text's colour and any pixel behind it; null where it cannot be seen. */
  worst: number | null;
  text: string;
  background: string;
}

function undecidedText(results: AxeResults): UndecidedText[] {
  const contrast = results.incomplete.find((rule) => rule.id === 'color-contrast');
  return (contrast?.nodes ?? []).map((node) => {
    const [selector, ...inFrames] = node.target;
    if (typeof selector !== 'string' || inFrames.length > 0) throw new Error(`unexpected target ${node.target}`);
    const data = node.any.find((check) => check.id === 'color-contrast')?.data as
      { expectedContrastRatio?: string } | undefined;
    return { selector, expected: parseFloat(data?.expectedContrastRatio ?? '4.5') };
  });
}

interface TextCell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Makes each text transparent (its look otherwise unchanged) and returns the colour it had. */
function hideTexts(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const hidden: { element: HTMLElement | SVGElement; style: string }[] = [];
    const colours = selectors.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return '';
      const colour = getComputedStyle(element).color;
      for (const target of [element, ...element.querySelectorAll('*')]) {
        if (!(target instanceof HTMLElement || target instanceof SVGElement)) continue;
        hidden.push({ element: target, style: target.style.cssText });
        target.style.setProperty('transition', 'none', 'important');
        target.style.setProperty('color', 'transparent', 'important');
        target.style.setProperty('text-shadow', 'none', 'important');
      }
      return colour;
    });
    Object.assign(window, { e2eHiddenTexts: hidden });
    return colours;
  }, selectors);
}

function restoreTexts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const state = window as unknown as { e2eHiddenTexts?: { element: HTMLElement | SVGElement; style: string }[] };
    for (const { element, style } of state.e2eHiddenTexts ?? []) element.style.cssText = style;
  });
}

/**
 * Where each text can be seen right now: its line boxes cut into narrow cells, keeping the cells
 * where the text's element is on top. `null` for a text not wholly inside the viewport.
 */
function visibleCells(page: Page, selectors: string[]): Promise<(TextCell[] | null)[]> {
  return page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return [];
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
        }
        const inView = rects.every(
          (rect) => rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth,
        );
        if (!inView) return null;
        const cells: { x: number; y: number; width: number; height: number }[] = [];
        for (const rect of rects) {
          for (let x = rect.left; x < rect.right; x += 16) {
            const width = Math.min(16, rect.right - x);
            const hit = document.elementFromPoint(x + width / 2, rect.top + rect.height / 2);
            if (hit && element.contains(hit)) cells.push({ x, y: rect.top, width, height: rect.height });
          }
        }
        return cells;
      }),
    selectors,
  );
}

/** The lowest contrast between a text colour and any pixel of the cells, in a PNG of the viewport. */
function lowestContrast(
  page: Page,
  png: string,
  texts: { colour: string; cells: TextCell[] }[],
): Promise<{ worst: number | null; background: string }[]> {
  return page.evaluate(
    async ({ png, texts }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0);
      // WCAG's relative luminance, a table lookup per channel.
      const linear = Array.from({ length: 256 }, (_, value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * linear[Math.round(r)]! + 0.7152 * linear[Math.round(g)]! + 0.0722 * linear[Math.round(b)]!;

      return texts.map(({ colour, cells }) => {
        const [r = 0, g = 0, b = 0, alpha = 1] = colour.match(/[\d.]+/g)?.map(Number) ?? [];
        let worst: number | null = null;
        let background = '';
        for (const cell of cells) {
          const x = Math.max(0, Math.floor(cell.x));
          const y = Math.max(0, Math.floor(cell.y));
          const width = Math.min(bitmap.width, Math.ceil(cell.x + cell.width)) - x;
          const height = Math.min(bitmap.height, Math.ceil(cell.y + cell.height)) - y;
          if (width <= 0 || height <= 0) continue;
          const pixels = context.getImageData(x, y, width, height).data;
          for (let i = 0; i < pixels.length; i += 4) {
            const [br, bg, bb] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
            // A translucent text colour is seen blended with what is behind it.
            const text = luminance(
              r * alpha + br * (1 - alpha),
              g * alpha + bg * (1 - alpha),
              b * alpha + bb * (1 - alpha),
            );
            const back = luminance(br, bg, bb);
            const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
            if (worst === null || ratio < worst) {
              worst = ratio;
              background = `rgb(${br}, ${bg}, ${bb})`;
            }
          }
        }
        return { worst, background };
      });
    },
    { png, texts },
  );
}

/**
 * Measures the contrast axe leaves undecided, from the rendered page: the texts are made
 * transparent, and each text's colour is compared with every pixel behind the part of it a visitor
 * can see (a text under an open menu or a notice is not seen, and not measured there). The page is
 * read from the top, where the header lies over the hero, scrolling on for texts further down.
 */
async function measureContrast(page: Page, texts: UndecidedText[]): Promise<MeasuredText[]> {
  if (texts.length === 0) return [];
  const selectors = texts.map((text) => text.selector);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const colours = await hideTexts(page, selectors);
  const results: ({ worst: number | null; background: string } | undefined)[] = texts.map(() => undefined);
  try {
    for (let pending = texts.map((_, i) => i), rounds = 0; pending.length > 0; rounds++) {
      if (rounds > texts.length) throw new Error('contrast: some text never came into view');
      await settle(page);
      const cells = await visibleCells(
        page,
        pending.map((i) => selectors[i]!),
      );
      const inView = pending.filter((_, k) => cells[k] !== null);
      if (inView.length > 0) {
        const png = (await page.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
        const lowest = await lowestContrast(
          page,
          png,
          inView.map((i) => ({ colour: colours[i]!, cells: cells[pending.indexOf(i)]! })),
        );
        inView.forEach((i, k) => (results[i] = lowest[k]));
      }
      pending = pending.filter((i) => results[i] === undefined);
      const next = pending[0];
      if (next !== undefined) {
        await page.locator(selectors[next]!).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      }
    }
  } finally {
    await restoreTexts(page);
  }
  return texts.map((text, i) => ({ ...text, text: colours[i]!, ...results[i]! }));
}

/** Keeps the texts inside the element the selector picks. */
async function textsWithin(page: Page, texts: UndecidedText[], container: string): Promise<UndecidedText[]> {
  const inside = await page.evaluate(
    ({ selectors, container }) => selectors.map((selector) => !!document.querySelector(selector)?.closest(container)),
    { selectors: texts.map((text) => text.selector), container },
  );
  return texts.filter((_, i) => inside[i]);
}

/**
 * No violation; contrast measured on this page, by axe or, where axe could not decide, from the
 * rendered pixels; and nothing else left undecided. With an `overlay` (an open menu, a notice) only
 * its own undecided text is measured: the page around it, dimmed by its shadow or hidden behind it,
 * is measured without it.
 */
async function expectAccessible(page: Page, where: string, overlay?: string): Promise<void> {
  const results = await analyze(page);
  const found = describeViolations(results.violations);
  expect(found, `axe violations ${where}:\n${found.join('\n')}`).toEqual([]);

  const contrast = results.passes.find((rule) => rule.id === 'color-contrast');
  expect(contrast?.nodes.length ?? 0, `color-contrast checked no text ${where}`).toBeGreaterThan(0);
  const undecided = undecidedText(results);
  const measured = await measureContrast(page, overlay ? await textsWithin(page, undecided, overlay) : undecided);
  const lowContrast = measured
    .filter(({ worst, expected }) => worst !== null && worst < expected)
    .map(
      ({ selector, worst, expected, text, background }) =>
        `color-contrast at ${selector}: ${worst?.toFixed(2)}:1, needs ${expected}:1 (text ${text} on ${background})`,
    );
  expect(lowContrast, `text below WCAG AA contrast ${where}:\n${lowContrast.join('\n')}`).toEqual([]);

  const otherUndecided = results.incomplete
    .filter((rule) => rule.id !== 'color-contrast')
    .flatMap((rule) => rule.nodes.map((node) => `${rule.id} at ${node.target.join(' ')}: ${rule.help}`));
  expect(otherUndecided, `axe could not decide ${where}:\n${otherUndecided.join('\n')}`).toEqual([]);
}

describe('axe-core', () => {
  describe.each([phone, desktop])('at %i px', (width) => {
    test.for(routes())('finds nothing on %s', async (path, { open }) => {
      const { page } = await open(path, openOptions(path, width));
      await paintAll(page);
      await expectAccessible(page, `on ${path} at ${width} px`);
    });
  });

  test('finds nothing with the small-screen menu open', async ({ open }) => {
    const { page } = await open('/', openOptions('/', phone));
    await paintAll(page);
    await page.getByRole('button', { name: builtContent().site.navigation.openMenuLabel }).click();
    await expect.poll(() => mainNav(page).isVisible()).toBe(true);
    await settle(page);
    await expectAccessible(page, 'with the menu open at 390 px', 'header');
  });

  test.for([phone, desktop])('finds nothing with a notice shown at %i px', async (width, { open }) => {
    const path = '/assessoria';
    const { page } = await open(path, openOptions(path, width));
    await paintAll(page);
    await ctaButton(page, heroButtons(path)[0] ?? headerCta).click();
    await expectOneNotice(page);
    // Paused while the mouse rests on it, the notice outlasts the analysis.
    await restOnNotice(page);
    await settle(page);
    await expectAccessible(
      page,
      `with a notice shown at ${width} px`,
      `section[aria-label="${builtContent().site.notice.regionLabel}"]`,
    );
  });

  test('finds nothing where the clinic photo failed to load', async ({ open }) => {
    const { page } = await open('/consultorio', { ...openOptions('/consultorio', phone), photo: 'fail' });
    await paintAll(page);
    await expect.poll(() => page.locator('figure [role="img"]').count()).toBe(1);
    await expectAccessible(page, 'with the clinic photo’s fallback');
  });

  test('runs every rule it runs by default, and contrast among them', async ({ open }) => {
    const { page } = await open('/');
    await paintAll(page);
    const ran = (results: AxeResults) =>
      new Set(
        [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
          (rule) => rule.id,
        ),
      );
    const byDefault = ran(await new AxeBuilder({ page }).analyze());
    const ours = ran(await analyze(page));
    expect([...byDefault].filter((id) => !ours.has(id))).toEqual([]);
    expect(ours.has('color-contrast')).toBe(true);
    expect(ours.has('target-size')).toBe(true);
  });
});

/** The labels of the hero's buttons, in order. */
function heroButtons(path: string): string[] {
  const hero = contentPage(path).sections.find((section) => section.type === 'hero');
  return hero?.type === 'hero' ? hero.buttons.map((button) => button.label) : [];
}

/** What the keyboard reaches in the main content of a page, in order, by accessible name. */
function mainStops(path: string): string[] {
  const { companies, site } = builtContent();
  if (path === unknownPath) return [site.notFound.backLabel];
  return contentPage(path).sections.flatMap((section) => {
    switch (section.type) {
      case 'hero':
      case 'cta':
        return section.buttons.map((button) => button.label);
      case 'card-grid': {
        const { items } = section;
        if (items.kind !== 'companies') return [];
        // The card link's visible label, then its hidden ": <company>" that tells the cards apart.
        return items.ids.map((id) => `${items.linkLabel}: ${companies.find((company) => company.id === id)?.name}`);
      }
      default:
        return [];
    }
  });
}

/** Every tab stop of a page, by accessible name: header, main content, footer. */
function expectedStops(path: string, width: number): string[] {
  const { site, companies } = builtContent();
  const { navigation, footer, contact } = site;
  const headerStops =
    width === phone
      ? [navigation.homeLabel, navigation.openMenuLabel]
      : [navigation.homeLabel, ...navigation.links.map((link) => link.label), navigation.contact.label];
  return [
    navigation.skipToContent,
    ...headerStops,
    ...mainStops(path),
    navigation.homeLabel,
    ...companies.map((company) => company.name),
    ...footer.quickLinks.map((link) => link.label),
    contact.phone,
    contact.email,
    ...footer.legalLinks.map((link) => link.label),
  ];
}

interface TabStop {
  /** Position in DOM order among the elements Tab may reach: identifies the element. */
  index: number;
  name: string;
}

interface FocusedStop extends TabStop {
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
async function tabbableInDomOrder(page: Page): Promise<TabStop[]> {
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
function focusedStop(page: Page): Promise<FocusedStop | null> {
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
async function tabThrough(page: Page, limit: number): Promise<FocusedStop[]> {
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
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if ((await focusedStop(page))?.name === name) return;
  }
  throw new Error(`Tab never reached “${name}”`);
}

const focusedName = async (page: Page) => (await focusedStop(page))?.name;

async function openAtTop(open: Open, path: string, width: number) {
  const opened = await open(path, openOptions(path, width));
  // Lazy images and scroll effects done, back at the top, nothing focused: where a visitor starts.
  await paintAll(opened.page);
  return opened;
}

describe('the keyboard', () => {
  test('meets the skip link first: it shows when focused and moves focus to the main content', async ({ open }) => {
    const { page } = await openAtTop(open, '/higienizacao', desktop);
    const skip = page.getByRole('link', { name: builtContent().site.navigation.skipToContent });
    expect(await skip.evaluate((link) => link.getBoundingClientRect().bottom <= 0)).toBe(true);

    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    expect(stop?.name).toBe(builtContent().site.navigation.skipToContent);
    expect(stop?.problems).toEqual([]);
    expect(await skip.isVisible()).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('main#conteudo'))).toBe(true);
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(mainStops('/higienizacao')[0]);
  });

  describe.each([desktop, phone])('at %i px', (width) => {
    test.for(routes())(
      'reaches every link and button of %s in DOM order, each on screen with a visible focus',
      async (path, { open }) => {
        const { page } = await openAtTop(open, path, width);
        const inDomOrder = await tabbableInDomOrder(page);
        const stops = await tabThrough(page, inDomOrder.length + 5);

        expect(stops.map((stop) => stop.index)).toEqual(inDomOrder.map((stop) => stop.index));
        expect(stops.map((stop) => stop.name)).toEqual(expectedStops(path, width));
        const shownBadly = stops.flatMap((stop) => stop.problems.map((problem) => `“${stop.name}” ${problem}`));
        expect(shownBadly, shownBadly.join('\n')).toEqual([]);
      },
    );
  });

  test.for([desktop, phone])(
    'after a nav link chosen with Enter, focus is on the new page’s heading (%i px)',
    async (width, { open }) => {
      const { page } = await openAtTop(open, '/', width);
      const target = builtContent().site.navigation.links.find((link) => link.to !== '/')!;
      if (width === phone) {
        await tabTo(page, builtContent().site.navigation.openMenuLabel);
        await page.keyboard.press('Enter');
        await expect.poll(() => mainNav(page).isVisible()).toBe(true);
      }
      await tabTo(page, target.label);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === target.to);
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.matches('main h1') && document.activeElement.textContent),
        )
        .toBe(heroTitle(target.to));
      if (width === phone) expect(await mainNav(page).isVisible()).toBe(false);
      // From the heading, Tab goes on through the new page.
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(mainStops(target.to)[0]);
    },
  );

  describe('the small-screen menu', () => {
    const toggleOf = (page: Page) => page.locator('header button[aria-controls="menu-principal"]');
    const isFocused = (page: Page) => toggleOf(page).evaluate((button) => button === document.activeElement);

    test('opens with Enter, leads Tab into its links, and Escape closes it back to the toggle', async ({ open }) => {
      const { page } = await openAtTop(open, '/', phone);
      const { navigation } = builtContent().site;
      await tabTo(page, navigation.openMenuLabel);
      await page.keyboard.press('Enter');
      await expect.poll(() => toggleOf(page).getAttribute('aria-expanded')).toBe('true');
      expect(await mainNav(page).isVisible()).toBe(true);
      expect(await isFocused(page)).toBe(true);

      // The open menu's links and its Contato are the next stops, each shown with its focus.
      const menuStops: FocusedStop[] = [];
      for (let i = 0; i <= navigation.links.length; i++) {
        await page.keyboard.press('Tab');
        menuStops.push((await focusedStop(page))!);
      }
      expect(menuStops.map((stop) => stop.name)).toEqual([
        ...navigation.links.map((link) => link.label),
        navigation.contact.label,
      ]);
      expect(menuStops.flatMap((stop) => stop.problems)).toEqual([]);

      // Escape from inside the menu closes it and gives the focus back to the toggle.
      await nextFrames(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => toggleOf(page).getAttribute('aria-expanded')).toBe('false');
      expect(await mainNav(page).isVisible()).toBe(false);
      expect(await isFocused(page)).toBe(true);
      expect(await toggleOf(page).getAttribute('aria-label')).toBe(navigation.openMenuLabel);

      // And Escape with the focus on the toggle itself.
      await page.keyboard.press('Enter');
      await expect.poll(() => toggleOf(page).getAttribute('aria-expanded')).toBe('true');
      await nextFrames(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => toggleOf(page).getAttribute('aria-expanded')).toBe('false');
      expect(await isFocused(page)).toBe(true);
    });

    test('opens and closes with Space', async ({ open }) => {
      const { page } = await openAtTop(open, '/consultorio', phone);
      await tabTo(page, builtContent().site.navigation.openMenuLabel);
      await page.keyboard.press(' ');
      await expect.poll(() => toggleOf(page).getAttribute('aria-expanded')).toBe('true');
      expect(await mainNav(page).isVisible()).toBe(true);
      expect(await toggleOf(page).getAttribute('aria-label')).toBe(builtContent().site.navigation.closeMenuLabel);
      await page.keyboard.press(' ');
      await expect.poll(() => toggleOf(page).getAttribute('aria-expanded')).toBe('false');
      expect(await mainNav(page).isVisible()).toBe(false);
      expect(await isFocused(page)).toBe(true);
    });
  });
});
