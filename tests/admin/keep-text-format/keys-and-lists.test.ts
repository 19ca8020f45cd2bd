import { describe, expect, it } from 'vitest';
import { readYaml, writeKeepingText } from '../../../admin/yaml/keep-text-format.ts';
import {
  site,
  assessoria,
  dataOf,
  getIn,
  mapAt,
  listAt,
  setIn,
  at,
  first,
  sectionOf,
  save,
  spliceLines,
  leading,
  indentOf,
} from './edits.ts';

/*
 * The CMS's save format must change only the lines an edit touches. Each edit runs on a real
 * content file and pins the exact text or lines expected, that the result reads back as the edited
 * data, and that every comment line survives. Expected lines are taken from the file itself (the
 * line a value is on), never copied, so an editor's change to the content does not break the tests.
 */

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
