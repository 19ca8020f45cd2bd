/** How long validation (`loadContent`) and the full build (`scripts/build.ts`) take on a site of a given size. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../schema/load/index.ts';
import { runScript } from '../lib/child-process.ts';
import { makeSite } from './synthetic-site.ts';

export interface BenchRow {
  pages: number;
  sections: number;
  validateMs: number;
  buildMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Validation is timed five times (the median counts), the build once. Throws if either fails. */
export function measure(pages: number): BenchRow {
  const { root, contentDir } = makeSite(pages);
  try {
    const runs: number[] = [];
    let sections = 0;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const result = loadContent(contentDir);
      runs.push(performance.now() - started);
      if (!result.ok) throw new Error(`synthetic content of ${pages} pages is invalid: ${result.issues[0]?.message}`);
      sections = result.content.pages.reduce((total, page) => total + page.sections.length, 0);
    }
    const started = performance.now();
    const build = runScript('build.ts', {
      env: { INVERO_CONTENT_DIR: contentDir, INVERO_OUT_DIR: path.join(root, 'site') },
    });
    const buildMs = performance.now() - started;
    if (build.status !== 0) throw new Error(`build of ${pages} pages failed:\n${build.output}`);
    return { pages, sections, validateMs: median(runs), buildMs };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The table of times, then the growth ratios between consecutive sizes. */
export function formatBench(rows: BenchRow[]): string {
  const lines = [
    `\n${'páginas'.padStart(8)}${'seções'.padStart(9)}${'validação'.padStart(12)}${'build'.padStart(10)}${'validação/página'.padStart(19)}${'build/página'.padStart(15)}`,
    ...rows.map(
      (row) =>
        `${String(row.pages).padStart(8)}${String(row.sections).padStart(9)}${seconds(row.validateMs).padStart(12)}${seconds(row.buildMs).padStart(10)}${`${(row.validateMs / row.pages).toFixed(2)} ms`.padStart(19)}${`${(row.buildMs / row.pages).toFixed(0)} ms`.padStart(15)}`,
    ),
    '\nCrescimento (tempo × / páginas ×): linear é 1,0; abaixo disso, o custo fixo domina.',
  ];
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    const pagesRatio = b.pages / a.pages;
    lines.push(
      `  ${a.pages} → ${b.pages} páginas (×${pagesRatio}): validação ×${(b.validateMs / a.validateMs).toFixed(1)} (${(b.validateMs / a.validateMs / pagesRatio).toFixed(2)}), build ×${(b.buildMs / a.buildMs).toFixed(1)} (${(b.buildMs / a.buildMs / pagesRatio).toFixed(2)})`,
    );
  }
  return lines.join('\n');
}
