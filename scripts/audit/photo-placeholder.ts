/**
 * What the host of another site's photo (content may name one) answers during tests, screenshots and
 * Lighthouse runs, so that nothing leaves the machine: an image drawn as SVG.
 */

/** A 3:2 box, the showcase's shape, so pages lay out as with a photo. */
const placeholderSize = { width: 1200, height: 800 } as const;

export const placeholderContentType = 'image/svg+xml';

/** A soft vertical gradient; its width and height attributes give the image its natural size. */
export function placeholderImage({ width, height } = placeholderSize): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#cbd5e1"/><stop offset="1" stop-color="#94a3b8"/></linearGradient>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    '</svg>',
  ].join('');
}
