/**
 * What "holds its layout" means, measured by geometry in the browser: boxes and the lines of text
 * drawn in them. Each check returns the problems it found, in words that say where, so that one
 * failing run lists everything that broke at a width.
 */
import type { Locator, Page } from 'playwright-core';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Measured {
  box: Box;
  /** The box inside its border and padding: where its text may be drawn. */
  content: Box;
  /** Each line of text drawn in it, as drawn. */
  lines: { box: Box; text: string }[];
}

/** Sub-pixel rounding, and nothing more. */
const slack = 1;

/** The boxes and the lines of text of every element the locator finds. */
export function measure(locator: Locator): Promise<Measured[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const toBox = ({ left, top, right, bottom }: DOMRect) => ({ left, top, right, bottom });
      const style = getComputedStyle(element);
      const px = (side: 'Left' | 'Right' | 'Top' | 'Bottom') =>
        parseFloat(style[`border${side}Width`]) + parseFloat(style[`padding${side}`]);
      const box = toBox(element.getBoundingClientRect());
      const content = {
        left: box.left + px('Left'),
        top: box.top + px('Top'),
        right: box.right - px('Right'),
        bottom: box.bottom - px('Bottom'),
      };
      const lines: { box: ReturnType<typeof toBox>; text: string }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        // Text only a screen reader gets sits in a 1 px box that clips it.
        if (!text || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && rect.height > 0) lines.push({ box: toBox(rect), text: text.slice(0, 24) });
        }
      }
      return { box, content, lines };
    }),
  );
}

export const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;

/** How far `inner` reaches past `outer` sideways (0 when it stays inside). */
const sidewaysPast = (inner: Box, outer: Box) => Math.max(outer.left - inner.left, inner.right - outer.right, 0);
const downwardPast = (inner: Box, outer: Box) => Math.max(outer.top - inner.top, inner.bottom - outer.bottom, 0);

const px = (value: number) => `${Math.round(value)} px`;

/** Elements sideways inside `outer` (the viewport, their column…). */
export function outside(named: [string, Box][], outer: Box, where: string): string[] {
  return named.flatMap(([name, box]) => {
    const past = sidewaysPast(box, outer);
    return past > slack ? [`${name} reaches ${px(past)} past ${where}`] : [];
  });
}

/** Text drawn past the content box of the element it belongs to: clipped, or spilling onto what is next to it. */
export function spilledText(name: string, measured: Measured, vertically = true): string[] {
  return measured.lines.flatMap(({ box, text }) => {
    const past = Math.max(sidewaysPast(box, measured.content), vertically ? downwardPast(box, measured.content) : 0);
    return past > slack ? [`text "${text}…" of ${name} is drawn ${px(past)} outside it`] : [];
  });
}

/** Pairs of elements that overlap. */
export function overlaps(named: [string, Box][]): string[] {
  return named.flatMap(([name, box], index) =>
    named
      .slice(index + 1)
      .flatMap(([other, otherBox]) => (overlap(box, otherBox) ? [`${name} overlaps ${other}`] : [])),
  );
}

export const spread = (values: number[]): number => Math.max(...values) - Math.min(...values);
export const equalWithin = (values: number[]): boolean => spread(values) <= slack;

/** The viewport as a box, and whether the page scrolls sideways. */
export async function viewport(page: Page): Promise<{ box: Box; sidewaysScroll: number }> {
  return page.evaluate(() => ({
    box: { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight },
    sidewaysScroll: document.documentElement.scrollWidth - window.innerWidth,
  }));
}

/**
 * Card grids: the cards of a grid share one width (equal columns) and, on each row, one height; no
 * card leaves the viewport; no text is drawn outside its card.
 */
export async function cardGridProblems(page: Page, cards: Locator): Promise<string[]> {
  const { box: screen } = await viewport(page);
  const grids = await cards.evaluateAll((elements) => {
    const parents = [...new Set(elements.map((element) => element.parentElement))];
    return elements.map((element) => parents.indexOf(element.parentElement));
  });
  const measured = await measure(cards);
  return [...new Set(grids)].flatMap((grid) => {
    const inGrid = measured.filter((_, index) => grids[index] === grid);
    const name = (index: number) => `card ${index + 1} of grid ${grid + 1}`;
    const widths = inGrid.map(({ box }) => box.right - box.left);
    const rows = [...new Set(inGrid.map(({ box }) => Math.round(box.top)))];
    return [
      ...(equalWithin(widths) ? [] : [`grid ${grid + 1} has columns of unequal widths: ${widths.map(px).join(', ')}`]),
      ...rows.flatMap((top) => {
        const heights = inGrid.filter(({ box }) => Math.round(box.top) === top).map(({ box }) => box.bottom - box.top);
        return equalWithin(heights)
          ? []
          : [`a row of grid ${grid + 1} has cards of unequal heights: ${heights.map(px).join(', ')}`];
      }),
      ...outside(
        inGrid.map((card, index) => [name(index), card.box]),
        screen,
        'the viewport',
      ),
      ...inGrid.flatMap((card, index) => spilledText(name(index), card)),
    ];
  });
}

/**
 * The footer: its columns side by side or stacked, never overlapping, inside the viewport, each
 * text inside its column; below them, the copyright and the legal links inside the viewport.
 */
export async function footerProblems(page: Page, footer: Locator, columns: Locator): Promise<string[]> {
  const { box: screen } = await viewport(page);
  const measured = await measure(columns);
  const named = measured.map((column, index): [string, Box] => [`footer column ${index + 1}`, column.box]);
  const [whole] = await measure(footer);
  return [
    ...overlaps(named),
    ...outside(named, screen, 'the viewport'),
    ...measured.flatMap((column, index) => spilledText(`footer column ${index + 1}`, column, false)),
    ...outside(
      (whole?.lines ?? []).map(({ box, text }) => [`footer text "${text}…"`, box]),
      screen,
      'the viewport',
    ),
  ];
}
