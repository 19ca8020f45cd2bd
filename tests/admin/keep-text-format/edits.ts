/** What the tests of the YAML format share: the shipped files, paths into their data, the spots of their scalars, and a save through the format. */
import { readdirSync, readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { expect } from 'vitest';
import { readYaml, writeKeepingText } from '../../../admin/yaml/keep-text-format.ts';

export const contentFiles = [
  'content/site.yaml',
  'content/companies.yaml',
  ...readdirSync('content/pages')
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `content/pages/${name}`),
];

export const read = (file: string) => readFileSync(file, 'utf8');
export const home = read('content/pages/home.yaml');
export const site = read('content/site.yaml');
export const assessoria = read('content/pages/assessoria.yaml');

type Path = (string | number)[];
export type Data = Record<string, unknown>;

export const dataOf = (text: string) => structuredClone(readYaml(text)) as Data;

/** The value at `path`; a negative index counts from the end of a list. */
export function getIn(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => {
    if (Array.isArray(value) && typeof key === 'number') return value.at(key);
    if (typeof value === 'object' && value !== null) return (value as Data)[key];
    throw new Error(`no value at ${path.join('.')}`);
  }, data);
}

export function mapAt(data: unknown, path: Path): Data {
  const value = getIn(data, path);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`no map at ${path.join('.')}`);
  return value as Data;
}

export function listAt(data: unknown, path: Path): unknown[] {
  const value = getIn(data, path);
  if (!Array.isArray(value)) throw new Error(`no list at ${path.join('.')}`);
  return value;
}

export function setIn(data: unknown, path: Path, value: unknown): void {
  const parent = getIn(data, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent) && typeof key === 'number') parent[key < 0 ? parent.length + key : key] = value;
  else mapAt(data, path.slice(0, -1))[key] = value;
}

/** Negative indexes of `path` counted from the end of their list in `text`'s data. */
function resolve(text: string, path: Path): Path {
  const data = dataOf(text);
  return path.map((key, index) =>
    typeof key === 'number' && key < 0 ? listAt(data, path.slice(0, index)).length + key : key,
  );
}

/** A value of a file as text: the type of its scalar and its lines (0-based, inclusive). */
export interface Spot {
  path: Path;
  type: string | undefined;
  value: unknown;
  from: number;
  to: number;
  lines: string[];
}

function spotOf(text: string, node: Node, path: Path): Spot {
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  const [start, end] = node.range!;
  const from = lineOf(start);
  // A block's range runs on over the line breaks after it.
  const to = lineOf(text.slice(0, end).trimEnd().length);
  const type = isScalar(node) ? node.type : undefined;
  const lines = text.split('\n').slice(from, to + 1);
  return { path, type, value: node.toJSON() as unknown, from, to, lines };
}

/** Every scalar value of a file (keys excluded), in file order. */
export function scalarsOf(text: string): Spot[] {
  const found: Spot[] = [];
  const visit = (node: unknown, path: Path) => {
    if (isMap(node))
      for (const pair of node.items) visit(pair.value, [...path, String(isScalar(pair.key) && pair.key.value)]);
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index]));
    else if (isScalar(node) && node.range) found.push(spotOf(text, node, path));
  };
  visit(parseDocument(text, { version: '1.2' }).contents, []);
  return found;
}

export function at(text: string, wanted: Path): Spot {
  const path = resolve(text, wanted);
  const node = parseDocument(text, { version: '1.2' }).getIn(path, true) as Node | undefined;
  if (!node) throw new Error(`no value at ${path.join('.')}`);
  return spotOf(text, node, path);
}

export function first(text: string, test: (spot: Spot) => boolean): Spot {
  const spot = scalarsOf(text).find(test);
  if (!spot) throw new Error('the content has no value of this kind any more');
  return spot;
}

/** The index of the first section of a type in a page's data. */
export const sectionOf = (text: string, type: string, test: (section: Data) => boolean = () => true) =>
  listAt(dataOf(text), ['sections']).findIndex(
    (section) => mapAt(section, []).type === type && test(mapAt(section, [])),
  );

/** The lines only in `before` and the lines only in `after`, by a longest common subsequence. */
export function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const common = [...a, ''].map(() => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

export const commentLines = (text: string) => text.split('\n').filter((line) => /^\s*#/.test(line));

/** Edits a copy of `text`'s data, saves it, and checks what every save must do. */
export function save(text: string, edit: (data: Data) => void, expected?: unknown) {
  const data = dataOf(text);
  edit(data);
  const result = writeKeepingText(text, data);
  expect(readYaml(result)).toEqual(expected ?? data);
  expect(result.split('\n')[0]).toBe(text.split('\n')[0]);
  for (const comment of commentLines(text)) expect(result).toContain(comment);
  return { result, diff: lineDiff(text, result) };
}

/** `text` with its lines `from`..`to` (inclusive) replaced. */
export function spliceLines(text: string, from: number, to: number, replacement: string[]): string {
  const lines = text.split('\n');
  lines.splice(from, to - from + 1, ...replacement);
  return lines.join('\n');
}

/** The spaces before a line's text (or its `- `). */
export const leading = (line: string) => /^ */.exec(line)![0];
/** The column a line's text starts at, past its `- `. */
export const indentOf = (line: string) => /^[ -]*/.exec(line)![0].replace('-', ' ');
