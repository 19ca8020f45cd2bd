import { isMap, isScalar, isSeq, Scalar, type Document, type ParsedNode, type YAMLMap, type YAMLSeq } from 'yaml';
import { deepEqual, isPlainObject, matchItems, type PlainObject } from './data.ts';
import { renderFresh, renderScalar } from './render-scalar.ts';

/**
 * Writes new data into the original text by walking the old and the new data side by side: an
 * unchanged value keeps its text slice; a changed scalar is re-rendered in its own style; a map or
 * list that gained, lost or reordered entries is reassembled from the original text of each entry
 * that stays (with the comment lines above it) plus freshly rendered text for new entries. Text
 * outside the changed values is copied, so comments, blank lines and key order survive.
 *
 * Throws `CannotSplice` on shapes it does not rewrite in place (a changed flow collection `{…}`/`[…]`
 * at the top, complex keys, aliases); the caller then falls back to re-printing the document.
 */
export class CannotSplice extends Error {}

export function spliceDocument(text: string, doc: Document.Parsed, old: unknown, target: unknown): string {
  const root = doc.contents;
  if (!root || !canPatch(root, target)) throw new CannotSplice('the document root changes kind');
  return text.slice(0, root.range[0]) + renderNode(text, root, old, target) + text.slice(contentEnd(text, root));
}

/** Whether `node`'s own text can be rewritten to hold `target`, instead of rendering its entry anew. */
function canPatch(node: ParsedNode, target: unknown): boolean {
  if (isScalar(node)) return typeof target !== 'object' || target === null ? node.range[1] > node.range[0] : false;
  if (isMap(node)) return !node.flow && isPlainObject(target) && Object.keys(target).length > 0;
  if (isSeq(node)) return !node.flow && Array.isArray(target) && target.length > 0;
  return false;
}

/** The new text for the span [node.range[0], contentEnd(node)). */
function renderNode(text: string, node: ParsedNode, old: unknown, target: unknown): string {
  const source = text.slice(node.range[0], contentEnd(text, node));
  if (deepEqual(old, target)) return source;
  if (isScalar(node)) return renderScalar(node.type, source, target);
  if (isMap(node)) return renderMap(text, node, isPlainObject(old) ? old : {}, target as PlainObject);
  if (isSeq(node)) return renderSeq(text, node, Array.isArray(old) ? old : [], target as unknown[]);
  throw new CannotSplice('an alias changes');
}

/**
 * Where a node's text ends. A block scalar's range runs on over the line breaks after it, and a
 * block collection's range over the comments after its last entry, which belong to what follows;
 * a block collection ends with its last line, so a comment after its last value is part of it.
 */
function contentEnd(text: string, node: ParsedNode): number {
  const [start, end] = node.range;
  if (isScalar(node) && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL)) {
    let at = end;
    while (at > start && /\s/.test(text[at - 1]!)) at--;
    return at;
  }
  if ((isMap(node) || isSeq(node)) && !node.flow) {
    const last: unknown = node.items.at(-1);
    if (isScalar(last) || isMap(last) || isSeq(last)) return lineEnd(text, contentEnd(text, last as ParsedNode));
    if (last && typeof last === 'object' && 'key' in last) {
      const pair = last as YAMLMap.Parsed['items'][number];
      return lineEnd(text, Math.max(contentEnd(text, pair.key), pair.value ? contentEnd(text, pair.value) : 0));
    }
  }
  return end;
}

/** One key of a block map or one item of a block list, as spans of the original text. */
interface Entry {
  /** Its key, or its `-`. */
  start: number;
  /** The end of its last line (a trailing `# comment` included), before the line break. */
  end: number;
  value: ParsedNode | null;
  /** Blank lines, then comment lines, between the previous entry and this one (none for the first). */
  blank: string;
  comment: string;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  const rest = text.slice(at, end < 0 ? text.length : end);
  if (!/^[ \t]*(#.*)?$/.test(rest)) throw new CannotSplice('something other than a comment follows a value');
  return at + rest.length;
}

function entriesOf(text: string, starts: number[], values: (ParsedNode | null)[], ends: number[]): Entry[] {
  const column = starts[0]! - lineStart(text, starts[0]!);
  return starts.map((start, index) => {
    const entry = { start, end: lineEnd(text, ends[index]!), value: values[index]!, blank: '', comment: '' };
    if (index === 0) return entry;
    const from = lineEnd(text, ends[index - 1]!) + 1;
    const to = lineStart(text, start);
    if (start - to !== column || text.slice(to, start).trim() !== '') throw new CannotSplice('uneven indentation');
    const gap = text.slice(from, to);
    const lines = gap.split(/(?<=\n)/).filter((line) => line !== '');
    if (!lines.every((line) => /^[ \t]*(#.*)?\n$/.test(line)))
      throw new CannotSplice('unexpected text between entries');
    const blanks = lines.findIndex((line) => line.trim() !== '');
    const cut = blanks < 0 ? lines.length : blanks;
    return { ...entry, blank: lines.slice(0, cut).join(''), comment: lines.slice(cut).join('') };
  });
}

/** What goes in one place of the reassembled collection: an old entry (maybe edited) or a new one. */
interface Placed {
  from?: number;
  body: string;
}

/**
 * The collection's text from its first entry to the end of its last. An entry keeps its comment
 * lines wherever it goes; blank lines before it stay with it too, except in the first place, and a
 * new entry (or the old first one moved down) gets the blank lines of the place it takes. Comment
 * lines above a removed entry stay, above the next entry that remains, or after the last one.
 */
function assemble(text: string, entries: Entry[], placed: Placed[]): string {
  const first = entries[0]!;
  const column = ' '.repeat(first.start - lineStart(text, first.start));
  const onOwnLine = text.slice(lineStart(text, first.start), first.start).trim() === '';
  const kept = new Set(placed.map((place) => place.from));
  // The comment lines of removed entries, keyed by the old entry they now go above.
  const orphans = new Map<number, string>();
  let orphaned = '';
  entries.forEach((entry, index) => {
    if (!kept.has(index)) orphaned += entry.comment;
    else if (orphaned !== '') {
      orphans.set(index, orphaned);
      orphaned = '';
    }
  });
  let result = '';
  // Comments that cannot stand where the first entry starts (after a `- `) go to the second place.
  let carried = '';
  placed.forEach((place, slot) => {
    const own = place.from === undefined ? undefined : entries[place.from];
    const comment = carried + (own ? (orphans.get(place.from!) ?? '') + own.comment : '');
    carried = '';
    if (slot === 0) {
      if (onOwnLine && comment !== '') result += comment.trimStart() + column;
      else carried = comment;
      result += place.body;
      return;
    }
    const blank = own && place.from! > 0 ? own.blank : (entries[slot] ?? entries.at(-1)!).blank;
    result += `\n${blank}${comment}${column}${place.body}`;
  });
  const trailing = carried + orphaned;
  return trailing === '' ? result : `${result}\n${trailing.replace(/\n$/, '')}`;
}

/** An old entry's text with its value rewritten, or `undefined` when the value must be rendered anew. */
function patchEntry(text: string, entry: Entry, old: unknown, target: unknown): string | undefined {
  if (deepEqual(old, target)) return text.slice(entry.start, entry.end);
  if (!entry.value || !canPatch(entry.value, target)) return undefined;
  const value = entry.value;
  return (
    text.slice(entry.start, value.range[0]) +
    renderNode(text, value, old, target) +
    text.slice(contentEnd(text, value), entry.end)
  );
}

function renderMap(text: string, map: YAMLMap.Parsed, old: PlainObject, target: PlainObject): string {
  const keys = map.items.map((pair) => {
    if (!isScalar(pair.key)) throw new CannotSplice('a complex key');
    return String(pair.key.value);
  });
  const entries = entriesOf(
    text,
    map.items.map((pair) => pair.key.range[0]),
    map.items.map((pair) => pair.value),
    map.items.map((pair) => contentEnd(text, pair.value ?? pair.key)),
  );
  // Existing keys keep their order; a new key goes after the key that precedes it in the data.
  const order: { key: string; from?: number }[] = keys.flatMap((key, from) =>
    Object.hasOwn(target, key) ? [{ key, from }] : [],
  );
  const targetKeys = Object.keys(target);
  targetKeys.forEach((key, index) => {
    if (keys.includes(key)) return;
    const before = targetKeys
      .slice(0, index)
      .reverse()
      .map((previous) => order.findIndex((place) => place.key === previous));
    order.splice((before.find((at) => at >= 0) ?? -1) + 1, 0, { key });
  });
  const column = ' '.repeat(entries[0]!.start - lineStart(text, entries[0]!.start));
  return assemble(
    text,
    entries,
    order.map(({ key, from }) => ({
      from,
      body:
        (from === undefined ? undefined : patchEntry(text, entries[from]!, old[key], target[key])) ??
        renderFresh({ [key]: target[key] }, column),
    })),
  );
}

function renderSeq(text: string, seq: YAMLSeq.Parsed, old: unknown[], target: unknown[]): string {
  const token = seq.srcToken;
  if (token?.type !== 'block-seq' || token.items.length !== seq.items.length)
    throw new CannotSplice('a list without its source tokens');
  const dashes = token.items.map((item) => item.start.find((part) => part.type === 'seq-item-ind')?.offset);
  if (dashes.some((dash) => dash === undefined)) throw new CannotSplice('a list item without its dash');
  const items = seq.items;
  const entries = entriesOf(
    text,
    dashes as number[],
    items,
    items.map((item) => contentEnd(text, item)),
  );
  const column = ' '.repeat(entries[0]!.start - lineStart(text, entries[0]!.start));
  const match = matchItems(old, target);
  return assemble(
    text,
    entries,
    target.map((item, index) => {
      const from = match[index];
      const body = from === undefined ? undefined : patchEntry(text, entries[from]!, old[from], item);
      return { from, body: body ?? renderFresh([item], column) };
    }),
  );
}
