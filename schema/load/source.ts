import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Words } from '../messages/catalogue/index.ts';
import { drawInvisible } from '../messages/words.ts';
import { yamlPathOf, type ContentIssue, type Finding } from '../messages/issue.ts';
import type { Path } from '../walk.ts';

/** A content file as read from disk, with what is needed to point at any part of it. */
export interface Source {
  /** The file's name as shown to editors, e.g. `content/pages/home.yaml`. */
  file: string;
  text: string;
  lines: LineCounter;
  doc: Document.Parsed;
}

export interface Span {
  line: number;
  column: number;
  /** How many characters the span covers on its first line (for the ^^^ under it). */
  length: number;
}

export interface YamlFault {
  /** The yaml library's error code, or ours: ALIAS, ANCHOR, MERGE_KEY. */
  code: string;
  /** The library's own (English) words, which tell apart faults that share a code. */
  detail: string;
  offset: number;
  end: number;
}

/**
 * How the site reads content, and so how the CMS reads back what it writes: YAML 1.2 reads `no` and
 * `on` as text, not booleans, `uniqueKeys` turns a repeated key into an error, and `merge: false`
 * keeps `<<` an ordinary key (which `firstYamlFault` then refuses).
 */
export const yamlReadOptions = { version: '1.2', merge: false, uniqueKeys: true } as const;

export function parseSource(file: string, text: string): Source {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...yamlReadOptions, lineCounter: lines, prettyErrors: false });
  return { file, text, lines, doc };
}

/**
 * The first YAML fault of a file, if any: a syntax error, or a feature we refuse. Later syntax errors
 * are mostly echoes of the first, so they would only bury it. Anchors and aliases (`&a`, `*a`) and
 * merge keys (`<<`) make one value stand in several places, which hides where a mistake is and lets
 * a small file expand into a huge one.
 */
export function firstYamlFault(source: Source): YamlFault | undefined {
  const error = [...source.doc.errors, ...source.doc.warnings][0];
  if (error) {
    const fault = { code: error.code, detail: error.message, offset: error.pos[0], end: error.pos[1] };
    if (/closing .*quote/i.test(error.message)) return { ...fault, ...openingQuote(source, fault.offset) };
    // yaml marks one character of a repeated key; the whole key reads better in the ^^^ and in the message.
    if (error.code === 'DUPLICATE_KEY')
      return { ...fault, end: fault.offset + /^[^:\n]*/.exec(source.text.slice(fault.offset))![0].trimEnd().length };
    return fault;
  }
  let refused: YamlFault | undefined;
  const refuse = (code: string, node: Node) => {
    const range = node.range ?? [0, 0];
    refused = { code, detail: '', offset: range[0], end: range[1] };
    return visit.BREAK;
  };
  visit(source.doc, {
    Alias: (_, node) => refuse('ALIAS', node),
    Node: (_, node) => (node.anchor ? refuse('ANCHOR', node) : undefined),
    Pair: (_, pair) => (isScalar(pair.key) && pair.key.value === '<<' ? refuse('MERGE_KEY', pair.key) : undefined),
  });
  return refused;
}

/** An unclosed quote is reported where the file ends; the editor needs to see where it opened. */
function openingQuote(source: Source, errorOffset: number): Pick<YamlFault, 'offset' | 'end'> {
  let found: Pick<YamlFault, 'offset' | 'end'> = { offset: errorOffset, end: errorOffset + 1 };
  visit(source.doc, {
    Scalar(_, node) {
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      if (quoted && node.range && node.range[1] >= errorOffset) {
        found = { offset: node.range[0], end: node.range[0] + 1 };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

export function spanAt(source: Source, offset: number, end = offset + 1): Span {
  const { line, col } = source.lines.linePos(Math.min(offset, source.text.length));
  const lineEnd = source.text.indexOf('\n', offset);
  const lastOnLine = lineEnd === -1 ? source.text.length : lineEnd;
  return { line, column: col, length: Math.max(1, Math.min(end, lastOnLine) - offset) };
}

const keyOf = (node: unknown) => (isScalar(node) ? String(node.value) : undefined);

/**
 * Where a path inside the parsed data is written in the file. `key` points at the key of the last
 * segment (for an unknown key); otherwise at the value. A path that does not exist (a missing key)
 * points at the deepest map or list that does.
 */
export function locate(source: Source, path: Path, target: 'key' | 'value' = 'value'): Span {
  let node: unknown = source.doc.contents;
  let at: Node | null = source.doc.contents;
  for (const [index, segment] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((item) => keyOf(item.key) === String(segment));
      if (!pair) break;
      const key = pair.key as Node;
      const isLast = index === path.length - 1;
      // An empty value (`title:` and nothing else) has no place of its own: point at its key.
      const emptyValue =
        pair.value === null || (isScalar(pair.value) && pair.value.source === '' && pair.value.value === null);
      if ((isLast && target === 'key') || emptyValue) {
        at = key;
        break;
      }
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      node = node.items[segment];
    } else {
      break;
    }
    at = node as Node;
  }
  const range = at?.range;
  return range ? spanAt(source, range[0], range[1]) : { line: 1, column: 1, length: 1 };
}

const frameWidth = 120;

/** A few lines of the file around a span, with the span underlined, as editors' error output shows. */
export function codeFrame(text: string, span: Span): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, span.line - 2);
  const last = Math.min(lines.length, span.line + 1);
  const width = String(last).length;
  // A very long line is shown as a window around the span, so the frame stays readable.
  const shift = span.column > frameWidth - 20 ? span.column - 40 : 0;
  // Tabs are shown as "→" so that a tab in the indentation can be seen and the ^ stays aligned; other
  // invisible characters as a sign each, so that none acts on the screen that shows the frame.
  const show = (line: string) => {
    const visible = drawInvisible(line.replace(/\t/g, '→')).slice(shift, shift + frameWidth);
    return `${shift > 0 ? '…' : ''}${visible}${line.length > shift + frameWidth ? '…' : ''}`;
  };
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === span.line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${show(lines[n - 1] ?? '')}`.trimEnd());
    if (n === span.line) {
      const pad = span.column - 1 - shift + (shift > 0 ? 1 : 0);
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(pad)}${'^'.repeat(Math.min(span.length, frameWidth - pad))}`);
    }
  }
  return out.join('\n');
}

/** An issue at a place in a file, with the lines around it. */
export function issueAt(source: Source, span: Span, words: Words & { path?: Path; fieldPath?: Path }): ContentIssue {
  return {
    file: source.file,
    line: span.line,
    column: span.column,
    yamlPath: yamlPathOf(words.path ?? []),
    fieldPath: words.fieldPath ?? words.path ?? [],
    message: words.message,
    hint: words.hint,
    ...(words.said ? { said: words.said } : {}),
    frame: codeFrame(source.text, span),
  };
}

/** A finding about the data, placed where its path is written (a missing field: where its block is). */
export function findingIssue(source: Source, finding: Finding): ContentIssue {
  return issueAt(source, locate(source, finding.path, finding.target), {
    ...finding,
    fieldPath: finding.missing ?? finding.path,
  });
}
