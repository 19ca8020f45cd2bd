import { describe, expect, it } from 'vitest';
import { newFileText, readYaml, rewriteWithDocument, writeKeepingText } from '../../../admin/yaml/keep-text-format.ts';
import { readWritten } from '../../../admin/yaml/read.ts';
import { parseSource } from '../../../schema/load/source.ts';
import { home, site, type Data, dataOf, mapAt, listAt, setIn, at, lineDiff, commentLines, save } from './edits.ts';

/*
 * The CMS's save format must change only the lines an edit touches. Each edit runs on a real
 * content file and pins the exact text or lines expected, that the result reads back as the edited
 * data, and that every comment line survives. Expected lines are taken from the file itself (the
 * line a value is on), never copied, so an editor's change to the content does not break the tests.
 */

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
