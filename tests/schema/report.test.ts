import { describe, expect, it } from 'vitest';
import { formatIssue, githubAnnotation } from '../../schema/messages/format.ts';
import { type ContentIssue } from '../../schema/messages/issue.ts';
import { codeFrame, locate, parseSource } from '../../schema/load/source.ts';
import { closest, editDistance } from '../../schema/messages/suggest.ts';

describe('suggestions', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('hero', 'hero')).toBe(0);
    expect(editDistance('', 'cta')).toBe(3);
  });
  it('suggests the closest known name, ignoring case and accents, only when close', () => {
    expect(closest('heroi', ['hero', 'cta', 'steps'])).toBe('hero');
    expect(closest('Sparkles', ['sparkles', 'zap'])).toBe('sparkles');
    expect(closest('consultório', ['consultorio', 'assessoria'])).toBe('consultorio');
    expect(closest('banana', ['hero', 'cta', 'steps'])).toBeUndefined();
  });
});

describe('locating a path in the YAML', () => {
  const source = parseSource(
    'content/x.yaml',
    [
      'title: Olá',
      'sections:',
      '  - type: hero',
      '    title: Grupo',
      '  - type: cta',
      '    buttons:',
      '      - label: A',
    ].join('\n'),
  );
  it('points at the value of an existing path', () => {
    expect(locate(source, ['sections', 1, 'buttons', 0, 'label'])).toMatchObject({ line: 7, column: 16 });
  });
  it('points at the key when asked (unknown keys)', () => {
    expect(locate(source, ['sections', 0, 'title'], 'key')).toMatchObject({ line: 4, column: 5, length: 5 });
  });
  it('points at the deepest existing parent for a missing key', () => {
    expect(locate(source, ['sections', 1, 'title'])).toMatchObject({ line: 5, column: 5 });
  });
});

describe('code frame', () => {
  it('shows the lines around the spot and underlines it', () => {
    const text = 'a: 1\nb: 2\nc: tres\nd: 4\ne: 5';
    expect(codeFrame(text, { line: 3, column: 4, length: 4 })).toBe(
      ['  1 | a: 1', '  2 | b: 2', '> 3 | c: tres', '    |    ^^^^', '  4 | d: 4'].join('\n'),
    );
  });
  it('shows tabs and keeps the caret aligned', () => {
    expect(codeFrame('a:\n\tb: 1', { line: 2, column: 1, length: 1 })).toBe(
      ['  1 | a:', '> 2 | →b: 1', '    | ^'].join('\n'),
    );
  });
  it('draws invisible characters as a sign each, so none acts on the screen and the caret stays aligned', () => {
    const frame = codeFrame('title: "a\u001b[2Jb\u202ec\u0085d" x', { line: 1, column: 21, length: 1 });
    const [line, caret] = frame.split('\n');
    expect(line).toBe('> 1 | title: "a␛[2Jb\ufffdc\ufffdd" x');
    expect(line![caret!.indexOf('^')]).toBe('x');
  });
  it('shows a window of a very long line', () => {
    const frame = codeFrame(`k: ${'x'.repeat(5000)}!`, { line: 1, column: 5004, length: 1 });
    expect(frame.length).toBeLessThan(400);
    const [line, caret] = frame.split('\n');
    expect(line![caret!.indexOf('^')]).toBe('!');
  });
});

describe('report', () => {
  const issue: ContentIssue = {
    file: 'content/pages/home.yaml',
    line: 6,
    column: 5,
    yamlPath: 'sections[0].titel',
    fieldPath: ['sections', 0, 'titel'],
    message: 'O campo "titel" não existe aqui.',
    hint: 'Você quis dizer "title"?',
    frame: '> 6 | titel: x',
  };
  it('formats an issue for the terminal', () => {
    expect(formatIssue(issue)).toBe(
      [
        '✖ content/pages/home.yaml:6:5',
        '  O campo "titel" não existe aqui.',
        '  → Você quis dizer "title"?',
        '  em: sections[0].titel',
        '',
        '  > 6 | titel: x',
        '',
      ].join('\n'),
    );
  });
  it('shows the code of an invisible character in a file name or a key, in the terminal and on GitHub', () => {
    const odd = { ...issue, file: 'content/pages/\u001b[2J.yaml', yamlPath: 'sections[0].a\u202eb' };
    expect(formatIssue(odd)).toContain('✖ content/pages/\\u001b[2J.yaml:6:5\n');
    expect(formatIssue(odd)).toContain('em: sections[0].a\\u202eb\n');
    expect(githubAnnotation(odd)).toMatch(/^::error file=content\/pages\/\\u001b\[2J\.yaml,/);
  });
  it('writes GitHub annotations with their special characters escaped', () => {
    expect(githubAnnotation({ ...issue, file: 'content/a,b.yaml', hint: '100%\nfim' })).toBe(
      '::error file=content/a%2Cb.yaml,line=6,col=5::O campo "titel" não existe aqui. 100%25%0Afim',
    );
  });
});
