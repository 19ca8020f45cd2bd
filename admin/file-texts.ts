import type { Formatter } from 'decap-cms-core';
import { newFileText, readYaml, writeKeepingText } from './keep-text-format.ts';

/**
 * What the CMS writes into a content file, in the words of the keep-the-text format
 * (keep-text-format.ts). Decap's format API hands `fromFile` only the text and `toFile` only the
 * data, never the file they belong to, so the bridge is kept here:
 * - a save: the pre-save check (pre-save.ts) has the whole entry, with the file's text as it was
 *   loaded (`entry.raw`); it decides the text, checks it, and leaves it for `toFile`, which Decap
 *   calls next with the same data;
 * - anything else (Decap's backup of a draft in the browser while it is edited, every couple of
 *   seconds): the text each file had when it was loaded, found again by what names its data.
 */

/** The first line of every page file: the editor help (JSON Schema) for whoever opens it as YAML. */
export const pageFirstLine = '# yaml-language-server: $schema=../../schema/json/page.schema.json';

/** The text of a file with `data`: `original` changed as little as possible, or a new page file. */
export function fileText(original: string | undefined, data: unknown): string {
  return original === undefined ? newFileText(data, pageFirstLine) : writeKeepingText(original, data);
}

/** JSON with keys sorted: equal for equal data, whatever order Decap's maps iterate in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The save under way: its data (canonical) and the text checked for it. One save at a time. */
let pendingSave: { key: string; text: string } | undefined;

export function expectSave(data: unknown, text: string): void {
  pendingSave = { key: canonical(data), text };
}

/** What names a file's data: a page by its path; the two other files by their shape. */
function fileKeyOf(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  if ('path' in data && typeof data.path === 'string') return `page ${data.path}`;
  return 'companies' in data ? 'companies' : 'site';
}

const loadedTexts = new Map<string, string>();

/**
 * The text of a file as the CMS last loaded it, if its data is `data`: what the other files of a
 * check across files are read from, so that a message points at their real lines.
 */
export function loadedTextOf(data: unknown): string | undefined {
  const text = loadedTexts.get(fileKeyOf(data));
  return text !== undefined && canonical(readYaml(text)) === canonical(data) ? text : undefined;
}

export const keepTextFormatter: Formatter = {
  fromFile(text) {
    const data = readYaml(text);
    loadedTexts.set(fileKeyOf(data), text);
    return data;
  },
  toFile(data) {
    if (pendingSave?.key === canonical(data)) return pendingSave.text;
    // A draft's backup: kept in this browser only. A page whose path was edited, or a new one, is
    // backed up as a new file; the save itself always starts from the file's own text.
    return fileText(loadedTexts.get(fileKeyOf(data)), data);
  },
};
