/**
 * WCAG 2 colour contrast, computed from colours and pixels: relative luminance, the contrast ratio,
 * and the helpers that sample a screenshot behind a text. Pure functions: the browser tests read the
 * pixels, these judge them.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A CSS colour as `getComputedStyle` gives it: `rgb(…)` or `rgba(…)`. */
export interface CssColour extends Rgb {
  alpha: number;
}

/** A rectangle in CSS pixels, as the page measures it. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle of whole pixels inside an image. */
export type PixelBox = Rect;

/** WCAG's linear value of each 8-bit sRGB channel value, as a table. */
const linear = Array.from({ length: 256 }, (_, value) => {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
});

/** WCAG's relative luminance; channels are rounded to whole 8-bit values (a blend may have fractions). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear[Math.round(r)]! + 0.7152 * linear[Math.round(g)]! + 0.0722 * linear[Math.round(b)]!;
}

/** WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [a, b] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)`; missing parts are black and opaque. */
export function parseCssColour(colour: string): CssColour {
  const [r = 0, g = 0, b = 0, alpha = 1] = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  return { r, g, b, alpha };
}

/** A translucent text colour is seen blended with what is behind it. */
export function seenOver({ r, g, b, alpha }: CssColour, background: Rgb): Rgb {
  return {
    r: r * alpha + background.r * (1 - alpha),
    g: g * alpha + background.g * (1 - alpha),
    b: b * alpha + background.b * (1 - alpha),
  };
}

/** The whole pixels a rectangle touches, cut to the image; `null` if none are inside it. */
export function pixelBox(rect: Rect, image: { width: number; height: number }): PixelBox | null {
  const x = Math.max(0, Math.floor(rect.x));
  const y = Math.max(0, Math.floor(rect.y));
  const width = Math.min(image.width, Math.ceil(rect.x + rect.width)) - x;
  const height = Math.min(image.height, Math.ceil(rect.y + rect.height)) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** A PNG's size in pixels, from its header (the IHDR chunk right after the signature). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A colour packed into one number, 0xRRGGBB, as the page reports the colours it found. */
export function unpackRgb(packed: number): Rgb {
  return { r: (packed >> 16) & 0xff, g: (packed >> 8) & 0xff, b: packed & 0xff };
}

/**
 * The lowest contrast between the text colour and any of the background colours, with the first
 * background that gives it; `null` with no background (the text cannot be seen).
 */
export function worstContrast(
  text: CssColour,
  backgrounds: Iterable<Rgb>,
): { worst: number | null; background: string } {
  let worst: number | null = null;
  let background = '';
  for (const behind of backgrounds) {
    const ratio = contrastRatio(seenOver(text, behind), behind);
    if (worst === null || ratio < worst) {
      worst = ratio;
      background = `rgb(${behind.r}, ${behind.g}, ${behind.b})`;
    }
  }
  return { worst, background };
}
