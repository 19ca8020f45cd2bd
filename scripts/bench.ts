/**
 * `npm run bench`: how validation and the full build grow with the amount of content. Generates
 * valid sites of 4, 40 and 400 pages (BENCH_SIZES for others) and times validation and the build on
 * each (scripts/bench/). A benchmark, not a test: it prints a table and the growth ratios.
 */
import { formatBench, measure, type BenchRow } from './bench/measure.ts';
import { benchSizes } from './lib/environment.ts';

const rows: BenchRow[] = [];
for (const pages of benchSizes) {
  rows.push(measure(pages));
  console.log(`… ${pages} páginas medidas`);
}
console.log(formatBench(rows));
