import { readdirSync, readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { describe, expect, it } from 'vitest';
import { newFileText, readYaml, rewriteWithDocument, writeKeepingText } from '../../admin/yaml/keep-text-format.ts';
import { readWritten } from '../../admin/yaml/read.ts';
import { parseSource } from '../../schema/load/source.ts';

/*
 * The CMS's save format must change only the lines an edit touches. Each edit runs on a real
 * content file and pins the exact text or lines expected, that the result reads back as the edited
 * data, and that every comment line survives. Expected lines are taken from the file itself (the
 * line a value is on), never copied, so an editor's change to the content does not break the tests.
 */

const contentFiles = [
  'content/site.yaml',
  'content/companies.yaml',
  ...readdirSync('content/pages')
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `content/pages/${name}`),
];

const read = (file: string) => readFileSync(file, 'utf8');
const home = read('content/pages/home.yaml');
const site = read('content/site.yaml');
const assessoria = read('content/pages/assessoria.yaml');

type Path = (string | number)[];
type Data = Record<string, unknown>;

const dataOf = (text: string) => structuredClone(readYaml(text)) as Data;

/** The value at `path`; a negative index counts from the end of a list. */
function getIn(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => {
    if (Array.isArray(value) && typeof key === 'number') return value.at(key);
    if (typeof value === 'object' && value !== null) return (value as Data)[key];
    throw new Error(`no value at ${path.join('.')}`);
  }, data);
}

function mapAt(data: unknown, path: Path): Data {
  const value = getIn(data, path);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`no map at ${path.join('.')}`);
  return value as Data;
}

function listAt(data: unknown, path: Path): unknown[] {
  const value = getIn(data, path);
  if (!Array.isArray(value)) throw new Error(`no list at ${path.join('.')}`);
  return value;
}

function setIn(data: unknown, path: Path, value: unknown): void {
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
interface Spot {
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
function scalarsOf(text: string): Spot[] {
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

function at(text: string, wanted: Path): Spot {
  const path = resolve(text, wanted);
  const node = parseDocument(text, { version: '1.2' }).getIn(path, true) as Node | undefined;
  if (!node) throw new Error(`no value at ${path.join('.')}`);
  return spotOf(text, node, path);
}

function first(text: string, test: (spot: Spot) => boolean): Spot {
  const spot = scalarsOf(text).find(test);
  if (!spot) throw new Error('the content has no value of this kind any more');
  return spot;
}

/** The index of the first section of a type in a page's data. */
const sectionOf = (text: string, type: string, test: (section: Data) => boolean = () => true) =>
  listAt(dataOf(text), ['sections']).findIndex(
    (section) => mapAt(section, []).type === type && test(mapAt(section, [])),
  );

/** The lines only in `before` and the lines only in `after`, by a longest common subsequence. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
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

const commentLines = (text: string) => text.split('\n').filter((line) => /^\s*#/.test(line));

/** Edits a copy of `text`'s data, saves it, and checks what every save must do. */
function save(text: string, edit: (data: Data) => void, expected?: unknown) {
  const data = dataOf(text);
  edit(data);
  const result = writeKeepingText(text, data);
  expect(readYaml(result)).toEqual(expected ?? data);
  expect(result.split('\n')[0]).toBe(text.split('\n')[0]);
  for (const comment of commentLines(text)) expect(result).toContain(comment);
  return { result, diff: lineDiff(text, result) };
}

/** `text` with its lines `from`..`to` (inclusive) replaced. */
function spliceLines(text: string, from: number, to: number, replacement: string[]): string {
  const lines = text.split('\n');
  lines.splice(from, to - from + 1, ...replacement);
  return lines.join('\n');
}

/** The spaces before a line's text (or its `- `). */
const leading = (line: string) => /^ */.exec(line)![0];
/** The column a line's text starts at, past its `- `. */
const indentOf = (line: string) => /^[ -]*/.exec(line)![0].replace('-', ' ');

describe('round trip', () => {
  it.each(contentFiles)('%s is written back byte for byte when nothing changed', (file) => {
    const text = read(file);
    expect(writeKeepingText(text, readYaml(text))).toBe(text);
  });

  it('keeps CRLF line ends', () => {
    const crlf = assessoria.replaceAll('\n', '\r\n');
    expect(writeKeepingText(crlf, readYaml(crlf))).toBe(crlf);
    const title = at(assessoria, ['title']);
    const { result, diff } = save(crlf, (data) => setIn(data, ['title'], 'Grupo INVERO Brasil'));
    expect(result).not.toMatch(/[^\r]\n/);
    expect(diff).toEqual({ removed: [`${title.lines[0]}\r`], added: ['title: Grupo INVERO Brasil\r'] });
  });
});

describe('carriage returns', () => {
  const loneCr = /\r(?!\n)/;
  const block = first(assessoria, (spot) => spot.type === 'BLOCK_FOLDED');
  const values = ['Linha\rOutra', 'Linha\r', 'Linha\r\nOutra', 'Uma\n\rOutra'];

  it.each(values)('writes %j with its escape, never as a CR without its LF', (value) => {
    for (const text of [assessoria, assessoria.replaceAll('\n', '\r\n')]) {
      for (const path of [['title'], block.path]) {
        const { result } = save(text, (data) => setIn(data, path, value));
        expect(result, `${path.join('.')}`).not.toMatch(loneCr);
      }
      const data = dataOf(text);
      setIn(data, block.path, value);
      expect(rewriteWithDocument(text, data)).not.toMatch(loneCr);
    }
    expect(writeKeepingText(undefined, { title: value })).not.toMatch(loneCr);
  });

  it('keeps a lone CR the file came with: the site refuses that file, and a save never hides why', () => {
    const title = at(assessoria, ['title']).lines[0]!;
    const text = assessoria.replace(title, `# nota\r${title}`);
    const data = dataOf(text);
    data.description = 'Outra descrição.';
    expect(writeKeepingText(text, data)).toMatch(/# nota\r/);
  });
});

describe('a changed value rewrites only its own text', () => {
  const hero = sectionOf(assessoria, 'hero');

  it('a plain title: one line', () => {
    const title = at(assessoria, ['sections', hero, 'title']);
    const { diff } = save(assessoria, (data) => setIn(data, title.path, `${title.value as string} Brasil`));
    expect(diff).toEqual({ removed: title.lines, added: [`${title.lines[0]} Brasil`] });
  });

  it('one word of a `>-` paragraph: only the line that held it, still a `>-` block', () => {
    const block = first(assessoria, (spot) => spot.type === 'BLOCK_FOLDED' && spot.lines.length >= 3);
    const second = block.lines[2]!;
    const word = /^ *(\S+ )/.exec(second)![1]!;
    const { result, diff } = save(assessoria, (data) =>
      setIn(
        data,
        block.path,
        (block.value as string).replace(` ${second.trim()}`, ` ${second.trim().slice(word.length)}`),
      ),
    );
    expect(diff).toEqual({ removed: [second], added: [second.replace(word, '')] });
    expect(result.split('\n')[block.from]).toBe(block.lines[0]);
  });

  it('a whole new `>-` paragraph: only that block’s lines, folded at its width and indentation', () => {
    const block = first(site, (spot) => spot.type === 'BLOCK_FOLDED' && spot.lines.length >= 3);
    const indent = indentOf(block.lines[1]!);
    const width = Math.max(80, ...block.lines.map((line) => line.length));
    const paragraph = Array.from({ length: 12 }, (_, index) => `frase número ${index + 1} do novo texto.`).join(' ');
    const { result, diff } = save(site, (data) => setIn(data, block.path, paragraph));
    expect(diff.removed).toEqual(block.lines.slice(1));
    expect(diff.added.length).toBeGreaterThan(2);
    for (const line of diff.added) expect(line).toMatch(new RegExp(`^${indent}\\S`));
    for (const line of diff.added) expect(line.length).toBeLessThanOrEqual(width);
    expect(result.split('\n')[block.from]).toBe(block.lines[0]);
  });

  it('a value that needs quotes gets double quotes', () => {
    const title = at(assessoria, ['sections', sectionOf(assessoria, 'hero'), 'title']);
    const feature = first(assessoria, (spot) => spot.path.includes('features') && spot.type === 'PLAIN');
    const highlight = first(assessoria, (spot) => spot.path.at(-1) === 'value' && spot.type === 'PLAIN');
    const { diff } = save(assessoria, (data) => {
      setIn(data, title.path, 'Missão: cuidar');
      setIn(data, feature.path, '#1 do Brasil');
      setIn(data, highlight.path, '2024');
    });
    const quoted = (spot: Spot, value: string) => spot.lines[0]!.replace(spot.value as string, `"${value}"`);
    const expected = [
      [title, quoted(title, 'Missão: cuidar')],
      [feature, quoted(feature, '#1 do Brasil')],
      [highlight, quoted(highlight, '2024')],
    ].sort(([a], [b]) => (a as Spot).from - (b as Spot).from);
    expect(diff).toEqual({
      removed: expected.map(([spot]) => (spot as Spot).lines[0]),
      added: expected.map(([, line]) => line),
    });
  });

  it('a quoted value keeps its quotes', () => {
    const quoted = first(site, (spot) => spot.type === 'QUOTE_DOUBLE');
    const { diff } = save(site, (data) => setIn(data, quoted.path, 'Seg - Sáb: 8h às 12h'));
    expect(diff).toEqual({
      removed: quoted.lines,
      added: [quoted.lines[0]!.replace(JSON.stringify(quoted.value), '"Seg - Sáb: 8h às 12h"')],
    });
  });

  it('a number stays a number', () => {
    // The shipped pages have no number left (the clinic photo's size is read from its file): another
    // site's photo states its size.
    const text = read('tests/corpus/base/content/pages/servicos.yaml');
    const number = first(text, (spot) => typeof spot.value === 'number');
    const { diff } = save(text, (data) => setIn(data, number.path, 1600));
    expect(diff).toEqual({ removed: number.lines, added: [number.lines[0]!.replace(String(number.value), '1600')] });
  });

  it('a nested card feature: one line', () => {
    const feature = first(assessoria, (spot) => spot.path.includes('features') && spot.path.at(-1) === 2);
    const { diff } = save(assessoria, (data) => setIn(data, feature.path, 'Redução legal e segura'));
    expect(diff).toEqual({ removed: feature.lines, added: [`${leading(feature.lines[0]!)}- Redução legal e segura`] });
  });

  it('a value with comment lines above it: one line', () => {
    const commented = first(
      site,
      (spot) => site.split('\n')[spot.from - 1]!.trim().startsWith('#') && spot.path.length > 1,
    );
    const { diff } = save(site, (data) => setIn(data, commented.path, '(11) 3333-4444'));
    expect(diff).toEqual({
      removed: commented.lines,
      added: [commented.lines[0]!.replace(commented.value as string, '(11) 3333-4444')],
    });
  });

  it.each(contentFiles)('every text of %s, edited in turn, changes only its own lines', (file) => {
    const text = read(file);
    for (const spot of scalarsOf(text).filter((each) => typeof each.value === 'string')) {
      const { diff } = save(text, (data) => setIn(data, spot.path, `${spot.value as string} (editado)`));
      const where = spot.path.join('.');
      expect(diff.removed.length + diff.added.length, where).toBeGreaterThan(0);
      expect(spot.lines, where).toEqual(expect.arrayContaining(diff.removed));
      if (spot.from === spot.to)
        expect(diff, where).toEqual({ removed: spot.lines, added: [expect.stringContaining('(editado)')] });
    }
  });
});

describe('small files: each style, kind change and comment', () => {
  const cases: [string, string, unknown, string][] = [
    ['a trailing comment stays', 'a: x # nota\n', { a: 'y' }, 'a: y # nota\n'],
    ['single quotes', "a: 'x'\n", { a: "it's" }, "a: 'it''s'\n"],
    ['a literal block', 'a: |\n  one\n  two\n', { a: 'one\nthree\n' }, 'a: |\n  one\n  three\n'],
    [
      'a folded paragraph break',
      'a: >-\n  one two\n\n  three\n',
      { a: 'one two\nfour' },
      'a: >-\n  one two\n\n  four\n',
    ],
    ['a final line break turns `>-` into `>`', 'a: >-\n  one\nb: 1\n', { a: 'two\n', b: 1 }, 'a: >\n  two\nb: 1\n'],
    ['a leading space leaves `>-` for quotes', 'a: >-\n  one\n', { a: ' two' }, 'a: " two"\n'],
    ['text that reads as a boolean', '- x\n- y\n', ['true', 'y'], '- "true"\n- y\n'],
    ['text that reads as a number', 'a: x\n', { a: '0x1F' }, 'a: "0x1F"\n'],
    ['text that starts a list', '- x\n', ['- x'], '- "- x"\n'],
    ['an empty text in a list', '- x\n- y\n', ['', 'y'], '- ""\n- y\n'],
    ['a text that became a list', 'a: x # nota\nb: 1\n', { a: ['x', 'y'], b: 1 }, 'a:\n  - x\n  - y\nb: 1\n'],
    ['an emptied list', 'a:\n  - x\nb: 1\n', { a: [], b: 1 }, 'a: []\nb: 1\n'],
    [
      'a nested trailing comment',
      'a:\n  b: x # nota\nc: 1\n',
      { a: { b: 'y', d: 2 }, c: 1 },
      'a:\n  b: y # nota\n  d: 2\nc: 1\n',
    ],
    ['the comment of a removed item', '- a\n# sobre b\n- b\n- c\n', ['a', 'c'], '- a\n# sobre b\n- c\n'],
  ];

  it.each(cases)('%s', (_, original, data, expected) => {
    expect(writeKeepingText(original, data)).toBe(expected);
  });
});

describe('keys added and removed', () => {
  const hero = sectionOf(assessoria, 'hero');
  const subtitle = at(assessoria, ['sections', hero, 'subtitle']);
  const withoutSubtitle = spliceLines(assessoria, subtitle.from, subtitle.to, []);

  it('a removed key: only its lines', () => {
    const { result, diff } = save(assessoria, (data) => delete mapAt(data, ['sections', hero]).subtitle);
    expect(diff).toEqual({ removed: subtitle.lines, added: [] });
    expect(result).toBe(withoutSubtitle);
  });

  it('a key cleared to "" or undefined is removed, not written as ""', () => {
    for (const cleared of ['', undefined]) {
      const { result } = save(assessoria, (data) => setIn(data, subtitle.path, cleared), readYaml(withoutSubtitle));
      expect(result).toBe(withoutSubtitle);
    }
  });

  it('an added key goes where the data puts it: its lines only', () => {
    const data = dataOf(withoutSubtitle);
    const { type, eyebrow, title, ...rest } = mapAt(data, ['sections', hero]);
    setIn(data, ['sections', hero], { type, eyebrow, title, subtitle: subtitle.value, ...rest });
    expect(writeKeepingText(withoutSubtitle, data)).toBe(assessoria);
  });

  it('an added key after the existing ones: one line', () => {
    const values = sectionOf(assessoria, 'card-grid', (section) => Array.isArray(section.cards));
    const card = at(assessoria, ['sections', values, 'cards', 1]);
    const { result } = save(assessoria, (data) => setIn(data, [...card.path, 'colour'], 'violet'));
    expect(result).toBe(spliceLines(assessoria, card.to + 1, card.to, [`${indentOf(card.lines[0]!)}colour: violet`]));
  });

  it('empty and null values for keys the file did not have are not written', () => {
    const { result } = save(
      assessoria,
      (data) => Object.assign(mapAt(data, ['sections', -1]), { extra: '', other: null, more: undefined }),
      readYaml(assessoria),
    );
    expect(result).toBe(assessoria);
  });

  it('removing a key keeps the comment lines above it, above the next key', () => {
    const commented = first(
      site,
      (spot) => site.split('\n')[spot.from - 1]!.trim().startsWith('#') && spot.path.length > 1,
    );
    const { result, diff } = save(site, (data) => setIn(data, commented.path, undefined));
    expect(diff).toEqual({ removed: commented.lines, added: [] });
    expect(result).toBe(spliceLines(site, commented.from, commented.to, []));
  });
});

describe('list items added, removed and moved', () => {
  const services = sectionOf(assessoria, 'card-grid', (section) =>
    Array.isArray(getIn(section, ['cards', 0, 'features'])),
  );
  const features = ['sections', services, 'cards', 0, 'features'];

  it('an added card feature: one line', () => {
    const last = at(assessoria, [...features, -1]);
    const { result } = save(assessoria, (data) => listAt(data, features).push('Atendimento em todo o Brasil'));
    expect(result).toBe(
      spliceLines(assessoria, last.to + 1, last.to, [`${leading(last.lines[0]!)}- Atendimento em todo o Brasil`]),
    );
  });

  it('a removed feature: one line', () => {
    const second = at(assessoria, [...features, 1]);
    const { result } = save(assessoria, (data) => listAt(data, features).splice(1, 1));
    expect(result).toBe(spliceLines(assessoria, second.from, second.to, []));
  });

  it('an added section: its lines and the blank line that separates sections', () => {
    const dash = leading(at(assessoria, ['sections', 0]).lines[0]!);
    const second = at(assessoria, ['sections', 1]);
    const { result } = save(assessoria, (data) =>
      listAt(data, ['sections']).splice(1, 0, {
        type: 'cta',
        title: 'Novidade',
        buttons: [{ label: 'Ver', action: 'notice' }],
      }),
    );
    const inserted = ['- type: cta', '  title: Novidade', '  buttons:', '    - label: Ver', '      action: notice'];
    expect(result).toBe(
      spliceLines(assessoria, second.from, second.from - 1, [...inserted.map((line) => dash + line), '']),
    );
  });

  const cardsOf = (text: string) => sectionOf(text, 'card-grid', (section) => Array.isArray(section.cards));

  it('a removed card: its lines', () => {
    const card = at(assessoria, ['sections', cardsOf(assessoria), 'cards', 1]);
    const { result } = save(assessoria, (data) =>
      listAt(data, ['sections', cardsOf(assessoria), 'cards']).splice(1, 1),
    );
    expect(result).toBe(spliceLines(assessoria, card.from, card.to, []));
  });

  it('two swapped cards: only their lines move, each with the comment above it', () => {
    const section = cardsOf(assessoria);
    const secondCard = at(assessoria, ['sections', section, 'cards', 1]);
    const commented = spliceLines(assessoria, secondCard.from, secondCard.from - 1, [
      `${leading(secondCard.lines[0]!)}# Um comentário sobre este cartão.`,
    ]);
    const a = at(commented, ['sections', section, 'cards', 0]);
    const b = at(commented, ['sections', section, 'cards', 1]);
    const { result, diff } = save(commented, (data) => {
      const cards = listAt(data, ['sections', section, 'cards']);
      [cards[0], cards[1]] = [cards[1], cards[0]];
    });
    // b's text starts with its comment line, just after a's last line.
    const lines = commented.split('\n');
    const expected = [
      ...lines.slice(0, a.from),
      ...lines.slice(b.from - 1, b.to + 1),
      ...a.lines,
      ...lines.slice(b.to + 1),
    ];
    expect(result).toBe(expected.join('\n'));
    expect(diff.removed.length).toBe(a.lines.length);
  });

  it('two swapped sections: only their lines move, the blank lines between sections stay', () => {
    const a = at(assessoria, ['sections', 1]);
    const b = at(assessoria, ['sections', 2]);
    const { result } = save(assessoria, (data) => {
      const sections = listAt(data, ['sections']);
      [sections[1], sections[2]] = [sections[2], sections[1]];
    });
    const lines = assessoria.split('\n');
    const between = lines.slice(a.to + 1, b.from);
    expect(between.every((line) => line.trim() === '')).toBe(true);
    const expected = [...lines.slice(0, a.from), ...b.lines, ...between, ...a.lines, ...lines.slice(b.to + 1)];
    expect(result).toBe(expected.join('\n'));
  });

  it('an edited and moved section is still matched (by its type), and keeps its text', () => {
    const last = at(assessoria, ['sections', -1]);
    const firstSection = at(assessoria, ['sections', 0]);
    const label = at(assessoria, [...last.path, 'buttons', 0, 'label']);
    const { result } = save(assessoria, (data) => {
      const sections = listAt(data, ['sections']);
      const moved = sections.pop();
      setIn(moved, ['buttons', 0, 'label'], 'Fale Agora');
      sections.splice(1, 0, moved);
    });
    const lines = assessoria.split('\n');
    const movedLines = last.lines.map((line, index) =>
      last.from + index === label.from ? line.replace(label.value as string, 'Fale Agora') : line,
    );
    const gap = lines.slice(firstSection.to + 1, at(assessoria, ['sections', 1]).from);
    const expected = [
      ...lines.slice(0, firstSection.to + 1),
      ...gap,
      ...movedLines,
      ...lines.slice(firstSection.to + 1, last.from - gap.length),
      ...lines.slice(last.to + 1),
    ];
    expect(result).toBe(expected.join('\n'));
  });
});

describe('reading back what was written', () => {
  it('reads as the site reads: the same data, and nothing where the site would refuse the file', () => {
    const text = 'a: no\nb: on\nc: 0x10\n';
    expect(readWritten(text)?.data).toEqual(parseSource('x.yaml', text).doc.toJS());
    expect(readWritten(text)?.data).toEqual({ a: 'no', b: 'on', c: 16 });
    for (const refused of [
      'a: &x 1\nb: *x\n',
      'base: &b { a: 1 }\n',
      '<<: { a: 1 }\nb: 2\n',
      'a: 1\na: 2\n',
      'a: "x\n',
    ]) {
      expect(readWritten(refused), refused).toBeUndefined();
    }
  });
});

describe('new files', () => {
  const firstLine = '# yaml-language-server: $schema=../../schema/json/page.schema.json';
  const page = {
    path: '/nova',
    title: 'Nova página',
    description: 'Uma página nova: criada no navegador.',
    sections: [{ type: 'hero', title: 'Olá', subtitle: '', buttons: [{ label: 'Contato', action: 'notice' }] }],
  };

  it('starts with the given first line and reads back as the data, without cleared values', () => {
    const text = newFileText(page, firstLine);
    expect(text.split('\n')[0]).toBe(firstLine);
    const { subtitle: _cleared, ...hero } = page.sections[0]!;
    expect(readYaml(text)).toEqual({ ...page, sections: [hero] });
    expect(text).toContain('\nsections:\n  - type: hero\n    title: Olá\n');
    expect(writeKeepingText(undefined, page)).toBe(text.slice(firstLine.length + 1));
  });

  it('refuses a first line that is not a comment', () => {
    expect(() => newFileText(page, 'path: /x')).toThrow();
  });
});

describe('the fallback', () => {
  const edit = (text: string) => {
    const data = dataOf(text);
    data.title = 'Missão: cuidar';
    listAt(data, ['sections']).reverse();
    delete mapAt(data, ['sections', 0]).title;
    return data;
  };

  it('re-prints the document keeping its comments and blank lines', () => {
    const data = edit(home);
    const result = rewriteWithDocument(home, data);
    expect(readYaml(result)).toEqual(data);
    expect(commentLines(result)).toEqual(commentLines(home));
    expect(result.split('\n')[0]).toBe(home.split('\n')[0]);
    expect(result).toContain('\n\nsections:\n');
  });

  it('takes over where the splicer cannot go: an edited flow map at the top', () => {
    const text = '# yaml-language-server: $schema=x.json\n# Uma nota.\n{ title: Velho, tags: [a, b] }\n';
    const result = writeKeepingText(text, { title: 'Novo', tags: ['a', 'b', 'c'] });
    expect(readYaml(result)).toEqual({ title: 'Novo', tags: ['a', 'b', 'c'] });
    expect(result).toMatch(/^# yaml-language-server: \$schema=x.json\n# Uma nota.\n/);
  });

  it('is not what writes an ordinary edit: the splicer changes one line where it re-lays out more', () => {
    const title = at(site, ['brand', 'name']);
    const edited = (data: Data) => setIn(data, ['brand', 'name'], 'Grupo INVERO Brasil');
    const spliced = save(site, edited).diff;
    expect(spliced).toEqual({ removed: title.lines, added: [`${title.lines[0]} Brasil`] });
    const data = dataOf(site);
    edited(data);
    expect(lineDiff(site, rewriteWithDocument(site, data)).removed.length).toBeGreaterThan(1);
  });
});

describe('data no YAML file can hold is refused, never written differently', () => {
  const cases: [string, (data: Data) => void][] = [
    ['a function', (data) => (data.title = () => 'x')],
    ['a symbol', (data) => setIn(data, ['sections', 0, 'title'], Symbol('x'))],
    ['a date', (data) => (data.title = new Date(0))],
    ['undefined in a list', (data) => listAt(data, ['sections']).push(undefined)],
    ['a cycle', (data) => setIn(data, ['sections', 0, 'self'], data)],
  ];

  it.each(cases)('%s', (_, change) => {
    const data = dataOf(home);
    change(data);
    expect(() => writeKeepingText(home, data)).toThrow(Error);
    expect(() => rewriteWithDocument(home, data)).toThrow(Error);
    expect(() => writeKeepingText(undefined, data)).toThrow(Error);
  });
});
