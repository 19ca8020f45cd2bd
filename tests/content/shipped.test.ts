import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isScalar, LineCounter, parseDocument, visit, type Scalar } from 'yaml';
import { loadContent } from '../../schema/load/index.ts';
import { makeWorkspace } from '../corpus/workspace.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const contentDir = path.join(projectRoot, 'content');
const load = () => loadContent(contentDir, { root: projectRoot });

describe('the shipped content', () => {
  it('validates', () => {
    const result = load();
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  // Among others an editor may have added.
  it('has the four pages of docs/produto.md §2, with the home page first', () => {
    const result = load();
    if (!result.ok) throw new Error('content does not validate');
    const paths = result.content.pages.map((page) => page.path);
    expect(paths[0]).toBe('/');
    expect(paths).toEqual(expect.arrayContaining(['/', '/assessoria', '/consultorio', '/higienizacao']));
  });

  it('states every marketing claim of docs/produto.md §1 somewhere', () => {
    const copy = readdirSync(contentDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => readFileSync(path.join(contentDir, file), 'utf8').replace(/\s+/g, ' '))
      .join('\n');
    for (const claim of [
      /5 anos/,
      /ICMS, PIS e COFINS/,
      /(mais de|\+)\s?15 anos/i,
      /R\$ 50 (milhões|mi)/,
      /99,9% dos germes/,
      /Express/,
      /24h/,
      /análise inicial (é )?gratuita/i,
      /sem custo antecipado/i,
    ]) {
      expect(copy).toMatch(claim);
    }
  });
});

/** The lines where a key or a list item of text begins: the lines an editor edits. */
function editableLines(text: string): { number: number; kind: 'key' | 'item' }[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const found: { number: number; kind: 'key' | 'item' }[] = [];
  visit(doc, {
    Pair: (_, pair) => void found.push({ number: lines.linePos((pair.key as Scalar).range![0]).line, kind: 'key' }),
    Seq: (_, seq) =>
      seq.items.forEach((item) => {
        if (isScalar(item)) found.push({ number: lines.linePos(item.range![0]).line, kind: 'item' });
      }),
  });
  return found;
}

/**
 * Whatever single line an editor breaks, the error names that file and that line. Renaming a
 * key stands for the mistakes a key line allows; markup in a list item for those of an item.
 */
describe('breaking any single line of the shipped content', () => {
  const files = ['site.yaml', 'companies.yaml', ...readdirSync(path.join(contentDir, 'pages')).map((f) => `pages/${f}`)];
  const ws = makeWorkspace(contentDir);
  afterAll(() => ws.dispose());
  const cases = files.flatMap((file) => editableLines(ws.read(file)).map((line) => ({ file, ...line })));

  it.each(cases.map((c) => [`${c.file}:${c.number} (${c.kind})`, c] as const))('%s', (_where, { file, number, kind }) => {
    const original = ws.read(file);
    const lines = original.split('\n');
    lines[number - 1] =
      kind === 'key' ? lines[number - 1]!.replace(/([A-Za-z]+):/, '$1Errado:') : lines[number - 1]!.replace(/- /, '- <b>x</b> ');
    ws.write(file, lines.join('\n'));
    try {
      const result = loadContent(ws.contentDir, { root: ws.root });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.issues.map((issue) => `${issue.file}:${issue.line}`)).toContain(`content/${file}:${number}`);
      }
    } finally {
      ws.write(file, original);
    }
  });
});
