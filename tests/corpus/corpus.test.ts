import { describe, expect, it } from 'vitest';
import { loadContent } from '../../schema/load';
import { formatReport } from '../../schema/report';
import { asLine } from './as-line';
import { corpus } from './cases';
import { makeWorkspace } from './workspace';

describe('golden corpus of broken content', () => {
  it('has unique case names', () => {
    expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const ws = makeWorkspace();
    try {
      testCase.breakIt(ws);
      let result: ReturnType<typeof loadContent> | undefined;
      expect(() => (result = loadContent(ws.contentDir, { root: ws.root }))).not.toThrow();
      const lines = result!.ok ? [] : result!.issues.map(asLine);
      expect(lines).toEqual(testCase.expected);
      if (!result!.ok) {
        // What editors read: Portuguese, located, never a stack trace.
        const report = formatReport(result!.issues);
        expect(report).not.toMatch(/\n\s+at .+:\d+:\d+\)?$|Error:|undefined|\[object Object\]/m);
        for (const issue of result!.issues) {
          expect(issue.line).toBeGreaterThanOrEqual(1);
          expect(issue.column).toBeGreaterThanOrEqual(1);
          expect(issue.file).toMatch(/^content(\/|$)/);
        }
      }
    } finally {
      ws.dispose();
    }
  });
});
