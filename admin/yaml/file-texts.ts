import { newFileText, writeKeepingText } from './keep-text-format.ts';

/** The first line of every page file: the editor help (JSON Schema) for whoever opens it as YAML. */
export const pageFirstLine = '# yaml-language-server: $schema=../../schema/json/page.schema.json';

/** The text of a file with `data`: `original` changed as little as possible, or a new page file. */
export function fileText(original: string | undefined, data: unknown): string {
  return original === undefined ? newFileText(data, pageFirstLine) : writeKeepingText(original, data);
}

/** JSON with keys sorted: equal for equal data, whatever order Decap's maps iterate in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
