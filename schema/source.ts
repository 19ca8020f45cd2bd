import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Path } from './walk';

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
  code: string;
  offset: number;
  end: number;
}

export function parseSource(file: string, text: string): Source {
  const lines = new LineCounter();
  // Version 1.2 reads `no` and `on` as text, not booleans, and `uniqueKeys` turns a repeated key into an error.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, merge: false, version: '1.2' });
  return { file, text, lines, doc };
}

/**
 * YAML syntax faults plus the features we refuse: anchors and aliases (`&a`, `*a`) and merge keys (`<<`)
 * make a value stand in several places at once, which hides where a mistake is and lets a small file
 * expand into a huge one.
 */
export function yamlFaults(source: Source): YamlFault[] {
  const faults: YamlFault[] = [...source.doc.errors, ...source.doc.warnings].map((error) => ({
    code: error.code,
    offset: error.pos[0],
    end: error.pos[1],
  }));
  if (faults.length > 0) return faults;
  visit(source.doc, {
    Alias(_, node) {
      faults.push({ code: 'ALIAS', offset: node.range?.[0] ?? 0, end: node.range?.[1] ?? 0 });
    },
    Node(_, node) {
      if (node.anchor) faults.push({ code: 'ANCHOR', offset: node.range?.[0] ?? 0, end: node.range?.[1] ?? 0 });
    },
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === '<<') {
        faults.push({ code: 'MERGE_KEY', offset: pair.key.range?.[0] ?? 0, end: pair.key.range?.[1] ?? 0 });
      }
    },
  });
  return faults;
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
      const emptyValue = pair.value === null || (isScalar(pair.value) && pair.value.source === '' && pair.value.value === null);
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
  // Tabs are shown as "→" so that a tab in the indentation can be seen and the ^ stays aligned.
  const show = (line: string) => {
    const visible = line.replace(/\t/g, '→').slice(shift, shift + frameWidth);
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
