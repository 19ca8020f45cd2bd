/**
 * `npm run bench`: how validation and the full build grow with the amount of content. Generates
 * valid sites of 4, 40 and 400 pages (the four shipped pages plus pages of ~8 sections made from the
 * section examples) in a temporary folder, and times `loadContent` and `scripts/build.ts` on each.
 * A benchmark, not a test: it prints a table and the growth ratios.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../schema/load/index.ts';
import { exampleFileOf } from '../schema/sections/examples.ts';
import { sectionTypes } from '../schema/sections/index.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizes = (process.env.BENCH_SIZES ?? '4,40,400').split(',').map(Number);
const sectionsPerPage = 8;

/** A page file of `sectionsPerPage` sections, cycling through every section type's example. */
function syntheticPage(index: number): string {
  const name = `pagina-${String(index).padStart(4, '0')}`;
  const sections = Array.from({ length: sectionsPerPage }, (_, i) => {
    const type = sectionTypes[(index + i) % sectionTypes.length]!;
    const example = readFileSync(exampleFileOf(type), 'utf8').trimEnd();
    return example.replace(/^/gm, '    ').replace(/^    /, '  - ');
  });
  return `path: /${name}\ntitle: Página ${index}\ndescription: Página sintética ${index} para medir o desempenho.\nsections:\n${sections.join('\n')}\n`;
}

function makeSite(pages: number): { root: string; contentDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), `invero-bench-${pages}-`));
  const contentDir = path.join(root, 'content');
  cpSync(path.join(projectRoot, 'content'), contentDir, { recursive: true });
  const shipped = readdirSync(path.join(contentDir, 'pages')).length;
  for (let index = 1; index <= pages - shipped; index++) {
    writeFileSync(
      path.join(contentDir, 'pages', `pagina-${String(index).padStart(4, '0')}.yaml`),
      syntheticPage(index),
    );
  }
  return { root, contentDir };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Row {
  pages: number;
  sections: number;
  validateMs: number;
  buildMs: number;
}

const rows: Row[] = [];
for (const pages of sizes) {
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
    const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts/build.ts')], {
      cwd: projectRoot,
      env: { ...process.env, INVERO_CONTENT_DIR: contentDir, INVERO_OUT_DIR: path.join(root, 'site') },
      encoding: 'utf8',
    });
    const buildMs = performance.now() - started;
    if (build.status !== 0) throw new Error(`build of ${pages} pages failed:\n${build.stdout}${build.stderr}`);
    rows.push({ pages, sections, validateMs: median(runs), buildMs });
    console.log(`… ${pages} páginas medidas`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\n${'páginas'.padStart(8)}${'seções'.padStart(9)}${'validação'.padStart(12)}${'build'.padStart(10)}${'validação/página'.padStart(19)}${'build/página'.padStart(15)}`,
);
for (const row of rows) {
  console.log(
    `${String(row.pages).padStart(8)}${String(row.sections).padStart(9)}${seconds(row.validateMs).padStart(12)}${seconds(row.buildMs).padStart(10)}${`${(row.validateMs / row.pages).toFixed(2)} ms`.padStart(19)}${`${(row.buildMs / row.pages).toFixed(0)} ms`.padStart(15)}`,
  );
}
console.log('\nCrescimento (tempo × / páginas ×): linear é 1,0; abaixo disso, o custo fixo domina.');
for (let i = 1; i < rows.length; i++) {
  const [a, b] = [rows[i - 1]!, rows[i]!];
  const pagesRatio = b.pages / a.pages;
  console.log(
    `  ${a.pages} → ${b.pages} páginas (×${pagesRatio}): validação ×${(b.validateMs / a.validateMs).toFixed(1)} (${(b.validateMs / a.validateMs / pagesRatio).toFixed(2)}), build ×${(b.buildMs / a.buildMs).toFixed(1)} (${(b.buildMs / a.buildMs / pagesRatio).toFixed(2)})`,
  );
}
