import { describe, expect, it } from 'vitest';
import { readYaml, rewriteWithDocument, writeKeepingText } from '../../../admin/yaml/keep-text-format.ts';
import {
  contentFiles,
  read,
  site,
  assessoria,
  dataOf,
  setIn,
  type Spot,
  scalarsOf,
  at,
  first,
  sectionOf,
  save,
  leading,
  indentOf,
} from './edits.ts';

/*
 * The CMS's save format must change only the lines an edit touches. Each edit runs on a real
 * content file and pins the exact text or lines expected, that the result reads back as the edited
 * data, and that every comment line survives. Expected lines are taken from the file itself (the
 * line a value is on), never copied, so an editor's change to the content does not break the tests.
 */

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
