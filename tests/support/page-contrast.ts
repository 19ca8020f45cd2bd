/**
 * The contrast axe leaves undecided (text on a gradient, or partly under another element), measured
 * from the rendered page: the texts are made transparent, the page is photographed, and each text's
 * colour is compared with every pixel behind the part of it a visitor can see (contrast.ts judges).
 */
import type { Page } from 'playwright-core';
import { parseCssColour, pixelBox, pngSize, unpackRgb, worstContrast, type PixelBox, type Rect } from './contrast.ts';
import { settle } from './frames.ts';

/** Text axe could not judge, with the ratio it needs. */
export interface UndecidedText {
  selector: string;
  /** 4.5, or 3 for large text: axe's own reading of the font. */
  expected: number;
}

export interface MeasuredText extends UndecidedText {
  /** The lowest contrast between the text's colour and any pixel behind it; null where it cannot be seen. */
  worst: number | null;
  text: string;
  background: string;
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
function visibleCells(page: Page, selectors: string[]): Promise<(Rect[] | null)[]> {
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

/** The colours (0xRRGGBB, each once, in the order met) of the pixels in each text's boxes of a PNG. */
function coloursIn(page: Page, png: Buffer, boxes: PixelBox[][]): Promise<number[][]> {
  return page.evaluate(
    async ({ png, boxes }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0);
      return boxes.map((textBoxes) => {
        const colours = new Set<number>();
        for (const { x, y, width, height } of textBoxes) {
          const pixels = context.getImageData(x, y, width, height).data;
          for (let i = 0; i < pixels.length; i += 4)
            colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
        }
        return [...colours];
      });
    },
    { png: png.toString('base64'), boxes },
  );
}

/**
 * Measures each text's contrast on the page as it is drawn (a text under an open menu or a notice is
 * not seen, and not measured there). The page is read from the top, where the header lies over the
 * hero, scrolling on for texts further down.
 */
export async function measureContrast(page: Page, texts: UndecidedText[]): Promise<MeasuredText[]> {
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
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        const size = pngSize(png);
        const boxes = inView.map((i) => cells[pending.indexOf(i)]!.flatMap((cell) => pixelBox(cell, size) ?? []));
        const found = await coloursIn(page, png, boxes);
        inView.forEach((i, k) => (results[i] = worstContrast(parseCssColour(colours[i]!), found[k]!.map(unpackRgb))));
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
export async function textsWithin(page: Page, texts: UndecidedText[], container: string): Promise<UndecidedText[]> {
  const inside = await page.evaluate(
    ({ selectors, container }) => selectors.map((selector) => !!document.querySelector(selector)?.closest(container)),
    { selectors: texts.map((text) => text.selector), container },
  );
  return texts.filter((_, i) => inside[i]);
}
