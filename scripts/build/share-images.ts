/**
 * Draws the pages' share pictures (src/share-image.server.ts plans them): a photo cut to 1200 × 630,
 * or a card. The card's text is drawn as shapes from a font the project installs (Inter, from
 * @fontsource/inter), never by the system's fonts, which differ between machines: the same content
 * draws the same card byte for byte, here, in CI and on the host's builder.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype, { type Font } from 'opentype.js';
import sharp from 'sharp';
import { maxImagePixels, photoBytes } from '../../schema/load/images.ts';
import type { ImageFocus } from '../../schema/fields/image.ts';
import type { Content } from '../../schema/load/index.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { imageAssetsFolder } from '../../src/images.server.ts';
import {
  shareImagePlan,
  sharePhotoEncoding,
  shareSize,
  type ShareCardPlan,
  type ShareImagePlan,
} from '../../src/share-image.server.ts';
import { imageCacheDir } from '../lib/environment.ts';
import { ImageEncodingError } from './images.ts';

const require = createRequire(import.meta.url);

const fonts = new Map<number, Font>();
/** Inter at a weight, Latin (every letter Portuguese writes, and the usual punctuation). */
function inter(weight: 500 | 600 | 800): Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

/**
 * A line of text as one SVG path, glyph by glyph with the font's kerning (opentype.js's own
 * layout stops at Inter's contextual substitutions). A character the font lacks (an emoji) is left out.
 */
function textShape(font: Font, text: string, size: number, x = 0, y = 0): { d: string; width: number } {
  const scale = size / font.unitsPerEm;
  let cursor = x;
  let previous: ReturnType<Font['charToGlyph']> | undefined;
  const parts: string[] = [];
  for (const character of text) {
    const glyph = font.charToGlyph(character);
    if (glyph.index === 0) continue;
    if (previous) cursor += font.getKerningValue(previous, glyph) * scale;
    parts.push(glyph.getPath(cursor, y, size).toPathData(2));
    cursor += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return { d: parts.join(''), width: cursor - x };
}

/**
 * The title in as few lines as fit, at the largest size that keeps it to three lines; a title
 * too long even then ends its third line with "…".
 */
function wrapTitle(font: Font, title: string, maxWidth: number): { lines: string[]; size: number } {
  const words = title.split(/\s+/).filter(Boolean);
  const linesAt = (size: number) => {
    const lines: string[] = [];
    for (const word of words) {
      const candidate = lines.length > 0 ? `${lines.at(-1)} ${word}` : word;
      if (lines.length > 0 && textShape(font, candidate, size).width <= maxWidth) lines[lines.length - 1] = candidate;
      else lines.push(word);
    }
    return lines;
  };
  for (const size of [76, 68, 60, 52]) {
    const lines = linesAt(size);
    if (lines.length <= 3 && lines.every((line) => textShape(font, line, size).width <= maxWidth)) return { lines, size };
  }
  const size = 52;
  const lines = linesAt(size).slice(0, 3);
  let last = `${lines[2] ?? ''}…`;
  while (last.length > 1 && textShape(font, last, size).width > maxWidth) last = `${last.slice(0, -2).trimEnd()}…`;
  lines[2] = last;
  return { lines, size };
}

const amber = '#fbbf24';

/** The card as SVG: the site's mark and name, an accent, the title, and the site's address. */
export function cardSvg(card: Pick<ShareCardPlan, 'title' | 'brand' | 'host' | 'background'>): string {
  const { width, height } = shareSize;
  const margin = 88;
  const title = wrapTitle(inter(800), card.title, width - 2 * margin);
  const leading = Math.round(title.size * 1.16);
  const titleTop = height - 150 - leading * (title.lines.length - 1);
  const titleLines = title.lines.map((line, index) => textShape(inter(800), line, title.size, margin, titleTop + index * leading).d);
  const brand = textShape(inter(600), card.brand, 40, margin + 96, margin + 48);
  const host = textShape(inter(500), card.host, 28, margin, height - 72);
  // The site's mark (src/public/favicon.svg), light on the page's colour.
  const mark = `<g transform="translate(${margin} ${margin}) scale(1.8)">
    <rect width="40" height="40" rx="11" fill="#fff"/>
    <path d="M13 11h14M13 29h14M20 11v18" stroke="${card.background}" stroke-width="3.5" stroke-linecap="round"/>
    <circle cx="30.5" cy="9.5" r="3.5" fill="${amber}"/>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${card.background}"/>
  <circle cx="${width - 60}" cy="40" r="330" fill="#fff" fill-opacity="0.07"/>
  <circle cx="${width - 60}" cy="40" r="210" fill="#fff" fill-opacity="0.06"/>
  ${mark}
  <path d="${brand.d}" fill="#fff"/>
  <rect x="${margin}" y="${titleTop - title.size - 36}" width="96" height="8" rx="4" fill="${amber}"/>
  ${titleLines.map((d) => `<path d="${d}" fill="#fff"/>`).join('\n  ')}
  <path d="${host.d}" fill="#fff" fill-opacity="0.78"/>
</svg>`;
}

/** sharp's name for the part of a photo a crop keeps, for each focus the content may name. */
const cropPositions: Record<ImageFocus, string> = {
  center: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  'top-left': 'left top',
  'top-right': 'right top',
  'bottom-left': 'left bottom',
  'bottom-right': 'right bottom',
};

/** The picture's bytes: the card drawn, or the photo cut around its focus. */
async function draw(plan: ShareImagePlan): Promise<Buffer> {
  if (plan.kind === 'card') {
    return sharp(Buffer.from(cardSvg(plan))).png({ compressionLevel: 9, palette: true }).toBuffer();
  }
  const bytes = photoBytes(plan.image);
  if (!bytes) throw new ImageEncodingError(plan.image, say('image-changed', { src: plan.image.src }));
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: maxImagePixels })
      .rotate()
      .resize({ ...shareSize, fit: 'cover', position: cropPositions[plan.focus] })
      .flatten({ background: '#ffffff' })
      .jpeg(sharePhotoEncoding)
      .toBuffer();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ImageEncodingError(plan.image, say('image-undecodable', { src: plan.image.src, detail }));
  }
}

const cachedFile = (cacheDir: string, fileName: string) =>
  path.join(cacheDir, `sharp-${sharp.versions.sharp}`, fileName);

/** Every page's share picture in the cache (the photos' cache: by name, which says what it is made of). */
export async function drawShareImages(content: Content, cacheDir = imageCacheDir): Promise<void> {
  for (const page of content.pages) {
    const plan = shareImagePlan(page, content);
    if (!plan) continue;
    const file = cachedFile(cacheDir, plan.fileName);
    if (existsSync(file)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, await draw(plan));
    renameSync(partial, file);
  }
}

/** Every page's share picture, from the cache into the site's assets folder. */
export function copyShareImages(content: Content, siteDir: string, cacheDir = imageCacheDir): void {
  const assetsDir = path.join(siteDir, imageAssetsFolder);
  mkdirSync(assetsDir, { recursive: true });
  for (const page of content.pages) {
    const plan = shareImagePlan(page, content);
    if (plan) copyFileSync(cachedFile(cacheDir, plan.fileName), path.join(assetsDir, plan.fileName));
  }
}
