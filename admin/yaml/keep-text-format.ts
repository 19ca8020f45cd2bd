import { stringify } from 'yaml';
import { say } from '../../schema/messages/catalogue/index.ts';
import { dataToSave, deepEqual } from './data.ts';
import { setValues } from './fallback.ts';
import { parseYaml, readWritten } from './read.ts';
import { freshOptions } from './render-scalar.ts';
import { CannotSplice, spliceDocument } from './splice.ts';

/**
 * The YAML format the CMS saves content files with (`CMS.registerCustomFormat`): it writes only
 * what changed into the file's original text, so comments (the `# yaml-language-server` first line,
 * notes like "ATENÇÃO: … provisórios"), blank lines, key order and `>-` blocks survive a save.
 * Browser-safe: no Node APIs, only the `yaml` package.
 *
 * The CMS gives `toFile` only the new data, so the caller keeps each file's original text (from
 * `fromFile`) and passes it in.
 *
 * What it does not keep:
 * - a key whose new value is "" or undefined is removed (the CMS's way of clearing an optional
 *   field, which the schemas refuse as ""); a `null` is written only where the file had that key;
 * - comment lines above a removed key or item stay, above the entry that follows it; the comments
 *   above the first entry of a map or list stay at the top of it even when that entry moves;
 * - a re-written value loses the style it cannot hold: a plain value that now needs quotes gets
 *   double quotes; a `>-` block whose new text starts with a space or a line break or ends with
 *   more than one, and any edited `|+`/`>+` block or block with an indentation digit, becomes a
 *   double-quoted string, losing a comment on its header line; a `>-` whose text now ends with a
 *   line break becomes `>` (and back); a plain or quoted value written over several lines is
 *   rewritten on one line;
 * - a changed value that turns into another kind (text into a list, a list emptied into `[]`, an
 *   edited flow collection `{…}`/`[…]`) is written anew in yaml's layout, without comments inside it;
 * - anything the splicer cannot rewrite in place goes through the fallback, `rewriteWithDocument`,
 *   which keeps comments and blank lines but re-prints every line (`>-` blocks re-wrapped at 80);
 * - CRLF line ends are kept; a file that mixes CRLF and LF is written with CRLF throughout.
 */

export { readYaml } from './read.ts';

/** Whether `text` reads back (as the site reads it) as exactly `target`. */
function readsBackAs(text: string, target: unknown): boolean {
  const read = readWritten(text);
  return read !== undefined && deepEqual(read.data, target);
}

function refuse(cause?: unknown): never {
  const { message, hint } = say('cms-file-unwritable');
  throw new Error(`${message} ${hint}`, { cause });
}

/**
 * YAML text whose data is `data` (less the cleared values described above), changing as little of
 * `original` as it can; `original` undefined writes a new file (see `newFileText`). Throws when
 * `original` is not valid YAML, and rather than return text that reads back as different data.
 */
export function writeKeepingText(original: string | undefined, data: unknown): string {
  if (original === undefined) {
    const target = dataToSave(undefined, data);
    let text: string | undefined;
    try {
      text = stringify(target, freshOptions);
    } catch (error) {
      refuse(error);
    }
    return readsBackAs(text, target) ? text : refuse();
  }
  // The splicer works on "\n" line ends; a CRLF file gets its line ends back at the end.
  const crlf = original.includes('\r\n');
  const text = crlf ? original.replaceAll('\r\n', '\n') : original;
  const doc = parseYaml(text, true);
  const old = doc.toJS() as unknown;
  const target = dataToSave(old, data);
  if (deepEqual(old, target)) return original;
  let spliced: string | undefined;
  try {
    spliced = spliceDocument(text, doc, old, target);
  } catch (error) {
    // A shape the splicer does not rewrite in place (see splice.ts): the fallback below handles it.
    // Anything else is a bug, which must show rather than quietly re-print the whole file.
    if (!(error instanceof CannotSplice)) throw error;
  }
  if (spliced !== undefined && readsBackAs(spliced, target)) return crlf ? spliced.replaceAll('\n', '\r\n') : spliced;
  return rewriteWithDocument(original, data);
}

/**
 * The fallback: the original document with the new values set through yaml's Document API and
 * printed whole. Keeps comments and blank lines but may re-lay-out lines the edit did not touch.
 */
export function rewriteWithDocument(original: string, data: unknown): string {
  const crlf = original.includes('\r\n');
  const doc = parseYaml(crlf ? original.replaceAll('\r\n', '\n') : original);
  const old = doc.toJS() as unknown;
  const target = dataToSave(old, data);
  let text: string | undefined;
  try {
    setValues(doc, old, target);
    // Default width (80): `lineWidth: 0` would unfold every `>-` block into one long line.
    text = doc.toString({ lineWidth: 80 });
  } catch (error) {
    refuse(error);
  }
  if (!readsBackAs(text, target)) refuse();
  return crlf ? text.replaceAll('\n', '\r\n') : text;
}

/** A new content file: `firstLine` (the `# yaml-language-server: $schema=…` comment), then the data. */
export function newFileText(data: unknown, firstLine: string): string {
  if (!/^#[^\n]*$/.test(firstLine)) throw new Error(`A new file's first line must be a comment (#): ${firstLine}`);
  return `${firstLine}\n${writeKeepingText(undefined, data)}`;
}
