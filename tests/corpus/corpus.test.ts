import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent, type Content } from '../../schema/load/index.ts';
import { formatReport } from '../../schema/messages/format.ts';
import { asLine } from './as-line.ts';
import { corpus } from './cases.ts';
import { secretMarker } from './cases/files.ts';
import { makeWorkspace, type Workspace } from './workspace.ts';

/**
 * What a valid folder must read as, taken from its files by plain text matching (not by the loader
 * under test): the path of every page file, and the id of every company.
 */
function outlineOnDisk(ws: Workspace) {
  const pagesDir = path.join(ws.contentDir, 'pages');
  const pages = readdirSync(pagesDir)
    .filter((file) => file.endsWith('.yaml') && !file.startsWith('.'))
    .map((file) => /^(?:\uFEFF)?path: *["']?([^"'\s]+)/m.exec(ws.read(`pages/${file}`))?.[1] ?? `no path in ${file}`);
  const companies = [...ws.read('companies.yaml').matchAll(/^ *- id: *([\w-]+)/gm)].map((match) => match[1]);
  return { pages: pages.sort((a, b) => a.localeCompare(b)), companies };
}
const outline = (content: Content) => ({
  pages: content.pages.map((page) => page.path),
  companies: content.companies.map((company) => company.id),
});

describe('golden corpus of broken content', () => {
  it('has unique case names', () => {
    expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const ws = makeWorkspace();
    try {
      testCase.breakIt(ws);
      // loadContent never throws (it turns its own failures into an "Erro inesperado" issue), so what
      // it returns is what is checked: valid or not, and then the content or the exact issues.
      const at = testCase.at === undefined ? undefined : Date.parse(testCase.at);
      const result = loadContent(ws.contentDir, { root: ws.root, ...(at === undefined ? {} : { at }) });
      const valid = testCase.expected.length === 0;
      if (result.ok) {
        expect(valid, 'the broken content was accepted').toBe(true);
        // Surprising but valid: read in full, every page and company of the folder there.
        expect(outline(result.content)).toStrictEqual(outlineOnDisk(ws));
        return;
      }
      const lines = result.issues.map(asLine);
      expect(lines).toEqual(testCase.expected);
      // What editors read: Portuguese, located, never a stack trace, never a bug of ours.
      const report = formatReport(result.issues);
      expect(report).not.toMatch(/Erro inesperado/);
      expect(report).not.toMatch(/\n\s+at .+:\d+:\d+\)?$|Error:|undefined|\[object Object\]/m);
      // Nothing of what a symlink points to, not even in a code frame.
      expect(report).not.toContain(secretMarker);
      expect(report).not.toMatch(/root:x?:0:0/);
      for (const issue of result.issues) {
        expect(issue.line).toBeGreaterThanOrEqual(1);
        expect(issue.column).toBeGreaterThanOrEqual(1);
        expect(issue.file).toMatch(/^(content(\/|$)|editors\.yaml$)/);
      }
    } finally {
      ws.dispose();
    }
  });
});
