/** Where a content's pages show its own photos: what tests about photos in use read, instead of a photo's name. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';

/**
 * Each photo of the content folder the pages show (`images/x.jpg`), with the key of each page that
 * shows it, once per use, in the order of `pages` (file name → the page's text).
 */
export function photoUses(pages: Iterable<[key: string, text: string]>): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const [key, text] of pages) {
    for (const quoted of JSON.stringify(readYaml(text)).match(/"images\/[^"]+"/g) ?? []) {
      const src = JSON.parse(quoted) as string;
      uses.set(src, [...(uses.get(src) ?? []), key]);
    }
  }
  return uses;
}

/** The page files of a content folder, `pages/x.yaml`, with their text, in name order. */
export const pageTexts = (contentDir: string): [string, string][] =>
  readdirSync(path.join(contentDir, 'pages'))
    .sort()
    .map((name) => [`pages/${name}`, readFileSync(path.join(contentDir, 'pages', name), 'utf8')]);
