/**
 * What a built page weighs besides the text the editor changes in the CMS: the share the CMS adds the
 * page being edited to, to tell the editor when it passes one round trip (admin/weight/round-trip.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageText } from '../../admin/weight/round-trip.ts';

/** The HTML of a page's <main>: its sections, as built. */
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

/**
 * What a built page weighs besides its own text (admin/weight/round-trip.ts, `pageText`): the page
 * compressed, less its text compressed alone. The CMS adds to it the text of the page being edited.
 */
export function frameBytes(html: string): number {
  return gzipSync(html).length - gzipSync(pageText(titleOf(html), descriptionOf(html), mainOf(html))).length;
}

/**
 * The frame of each page (`pageFiles`: its built HTML file, by its address), the share the CMS adds
 * the page being edited to. Pages differ by a little more than a kilobyte: each carries only the part
 * of the stylesheet its sections use.
 */
export function pageFrames(siteDir: string, pageFiles: Readonly<Record<string, string>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(pageFiles).map(([address, file]) => [
      address,
      frameBytes(readFileSync(path.join(siteDir, file), 'utf8')),
    ]),
  );
}
