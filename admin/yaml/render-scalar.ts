import { Scalar, stringify } from 'yaml';
import { yamlReadOptions } from '../../schema/load/source.ts';
import { deepEqual } from './data.ts';
import { readWritten } from './read.ts';

/**
 * New text for one scalar, in the style the file already used for it, so that an edited value
 * changes only its own text: plain stays plain, a quote keeps its quote, a `>-` block stays a block
 * with its indentation and roughly its width. A style that cannot hold the new value falls back to
 * double quotes (which hold any string); every candidate is read back before it is used.
 */

/** What yaml writes for values new to a file: two-space indent, long lines left whole. */
export const freshOptions = {
  ...yamlReadOptions,
  indent: 2,
  lineWidth: 0,
  // Shared objects in the CMS's data must be written twice, not as `&anchor`/`*alias`.
  aliasDuplicateObjects: false,
} as const;

/** `value` as a block of YAML lines whose continuation lines are indented by `indent`. */
export function renderFresh(value: unknown, indent: string): string {
  return stringify(value, freshOptions)
    .replace(/\n$/, '')
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : indent + line))
    .join('\n');
}

/** Whether `text`, written as a map value and as a list item, reads back as exactly `value`. */
function scalarReadsBackAs(text: string, value: unknown): boolean {
  const asValue = readWritten(`k: ${text}\n`);
  const asItem = readWritten(`- ${text}\n`);
  return deepEqual(asValue?.data, { k: value }) && deepEqual(asItem?.data, [value]);
}

/**
 * The replacement for `source`, the text of a scalar of style `type` (for a block scalar: its header
 * line and content lines, without the final line break).
 */
export function renderScalar(type: Scalar.Type | undefined, source: string, value: unknown): string {
  if (typeof value !== 'string') {
    // Numbers, booleans and null are always plain: quoting them would turn them into text.
    const plain = stringify(value, freshOptions).trimEnd();
    if (scalarReadsBackAs(plain, value)) return plain;
    throw new Error(`A value no YAML scalar holds: ${String(value)}`);
  }
  // A carriage return written as it is would read back as the same text, but the site refuses a
  // CR without its LF as an old line end (it hides the rest of the line): only its escape, "\r", goes in.
  if (value.includes('\r')) return JSON.stringify(value);
  const candidates: (string | undefined)[] = [];
  if (type === Scalar.BLOCK_FOLDED || type === Scalar.BLOCK_LITERAL) candidates.push(renderBlock(source, value));
  if (type === Scalar.QUOTE_SINGLE) candidates.push(`'${value.replaceAll("'", "''")}'`);
  if (type === Scalar.PLAIN || type === undefined) candidates.push(value);
  const chosen = candidates.find((text) => text !== undefined && scalarReadsBackAs(text, value));
  // JSON's escapes are all valid in a YAML double-quoted scalar, and JSON leaves accents as they are.
  return chosen ?? JSON.stringify(value);
}

/**
 * A `>` or `|` block with the original header (any comment on it kept) and content indentation, or
 * `undefined` when such a block cannot hold `value`: empty text, text that starts with a line break
 * or a space (which would need an indentation indicator), more than one final line break, or a `+`
 * (keep) / explicit-indentation header. Only the chomping indicator follows the value: `-` when it
 * ends without a line break, none when it ends with one.
 */
function renderBlock(source: string, value: string): string | undefined {
  const [firstLine = '', ...lines] = source.split('\n');
  const indicator = /^([|>])([-+0-9]*)/.exec(firstLine);
  if (!indicator || /[+0-9]/.test(indicator[2]!)) return undefined;
  const strip = !value.endsWith('\n');
  const header = firstLine.replace(/^([|>])-?/, strip ? '$1-' : '$1');
  const body = strip ? value : value.slice(0, -1);
  if (body === '' || /^[\s]/.test(body) || body.endsWith('\n')) return undefined;
  const indent = /^ */.exec(lines.find((line) => line.trim() !== '') ?? '')![0];
  if (indent === '') return undefined;
  const rendered =
    indicator[1] === '>'
      ? foldText(
          body,
          lines.map((line) => line.slice(indent.length)),
          indent.length,
        )
      : body.split('\n');
  return rendered && [header, ...rendered.map((line) => (line === '' ? '' : indent + line))].join('\n');
}

/**
 * The lines of a folded block for `text`. A single line break between two lines reads as a space,
 * so each "\n" in the text becomes an empty line; each paragraph is wrapped at the block's original
 * width, reusing the original's lines where the new paragraph still begins or ends with them (an
 * edited word then changes only its own line).
 */
function foldText(text: string, oldLines: string[], indent: number): string[] | undefined {
  // A line that starts with white space is "more indented": YAML keeps its line breaks, so no folding.
  if (text.split('\n').some((paragraph) => /^[ \t]/.test(paragraph))) return undefined;
  const width = Math.max(80, ...oldLines.map((line) => indent + line.length)) - indent;
  const oldParagraphs = paragraphsOf(oldLines);
  let paragraph = 0;
  return text.split('\n').flatMap((segment, index) => {
    const lines = segment === '' ? [] : wrap(segment, oldParagraphs[paragraph++] ?? [], width);
    return index === 0 ? lines : ['', ...lines];
  });
}

function paragraphsOf(lines: string[]): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const line of [...lines, '']) {
    if (line.trim() !== '') current.push(line);
    else if (current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
  }
  return paragraphs;
}

/** A folded line may break only at a single space: the break reads back as exactly that space. */
const breakable = /(?<! ) (?! )/;

function wrap(text: string, oldLines: string[], width: number): string[] {
  const head: string[] = [];
  const tail: string[] = [];
  let rest = text;
  for (const line of oldLines) {
    if (
      rest === line ||
      (rest.startsWith(`${line} `) && breakable.test(rest.slice(line.length - 1, line.length + 2)))
    ) {
      head.push(line);
      rest = rest.slice(line.length + 1);
    } else break;
  }
  for (const line of oldLines.slice(head.length).reverse()) {
    if (rest === '') break;
    const at = rest.length - line.length - 1;
    if (rest === line || (rest.endsWith(` ${line}`) && breakable.test(rest.slice(at - 1, at + 2)))) {
      tail.unshift(line);
      rest = rest === line ? '' : rest.slice(0, at);
    } else break;
  }
  // Text added after the paragraph's last line flows onto that line while it has room, as an editor
  // would wrap it; an edit inside the paragraph leaves the kept lines around it alone.
  const last = head.at(-1);
  const appended = head.length === oldLines.length && rest !== '';
  if (last !== undefined && appended && last.length + 1 + rest.split(breakable)[0]!.length <= width) {
    head.pop();
    rest = `${last} ${rest}`;
  }
  return [...head, ...wrapToWidth(rest, width), ...tail];
}

/** `text` in lines of at most `width` characters, each filled with as many words as fit (a longer word alone). */
function wrapToWidth(text: string, width: number): string[] {
  if (text === '') return [];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(breakable)) {
    if (current === '') current = word;
    else if (current.length + 1 + word.length <= width) current = `${current} ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  return [...lines, current];
}
