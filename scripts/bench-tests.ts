/**
 * `npm run bench:tests`: how long the tests take here, with the machine's load beside each figure — a
 * measurement, never a test.
 * - The whole `npm test`, step by step as its script runs them, with Vitest's groups and the 15
 *   slowest files of its last step (Vitest's JSON reporter). Goal: ≤ 600 s on an otherwise idle
 *   2-core machine.
 * - The inner loop: `npm run test:fast` (types, the unit tests, a small fuzz) and `npm run test:unit`,
 *   each run twice (the first fills the caches a developer's machine has). Goals: ≤ 60 s and ≤ 90 s.
 * `npm run bench:tests -- suite` or `-- loop` measures only one of them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../project/environment.ts';
import { formatTestTimes, testTimes, type ListedFile, type ReportedFile } from './bench/test-times.ts';
import { fail } from './lib/cli.ts';

const load = () => os.loadavg()[0]!.toFixed(2);

/** Runs `command` in a shell at the project's root (npm's PATH included), its output hidden; answers its seconds. */
function timed(command: string, label: string): { row: string; seconds: number } {
  const loadBefore = load();
  const started = performance.now();
  const run = spawnSync(command, { cwd: projectRoot, stdio: 'ignore', shell: true });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) fail(`✖ ${label} falhou (código ${run.status}): rode-o sozinho para ver por quê.`);
  return {
    row: `${label.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s   carga antes ${loadBefore}, depois ${load()}`,
    seconds,
  };
}

function measureSuite(): string {
  const scripts = (
    JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const steps = scripts.test!.split(' && ');
  const reports = mkdtempSync(path.join(os.tmpdir(), 'invero-bench-tests-'));
  try {
    const listFile = path.join(reports, 'list.json');
    const listing = spawnSync(`vitest list --filesOnly --json=${listFile}`, {
      cwd: projectRoot,
      stdio: 'ignore',
      shell: true,
    });
    if (listing.status !== 0) fail('✖ vitest list falhou: rode `npx vitest list` para ver por quê.');
    const listed = JSON.parse(readFileSync(listFile, 'utf8')) as ListedFile[];
    const rows: string[] = [];
    let total = 0;
    let reported: ReportedFile[] = [];
    steps.forEach((step, index) => {
      const report = path.join(reports, `step-${index}.json`);
      const vitest = step.startsWith('vitest run');
      const { row, seconds } = timed(
        vitest ? `${step} --reporter=json --outputFile=${report}` : step,
        step.slice(0, 44),
      );
      rows.push(row);
      total += seconds;
      if (vitest) reported = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: ReportedFile[] }).testResults;
    });
    return [
      `npm test, passo a passo (${os.availableParallelism()} núcleos):`,
      ...rows.map((row) => `  ${row}`),
      `  ${'total'.padEnd(44)} ${total.toFixed(1).padStart(7)} s (meta: 600 s)`,
      `O último passo, ${steps.at(-1)}:`,
      formatTestTimes(testTimes(reported, listed, projectRoot)),
    ].join('\n');
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

function measureLoop(): string {
  const rows: string[] = [];
  for (const script of ['test:fast', 'test:unit']) {
    for (const round of [1, 2]) rows.push(timed(`npm run --silent ${script}`, `npm run ${script} rodada ${round}`).row);
  }
  return ['O ciclo rápido:', ...rows.map((row) => `  ${row}`)].join('\n');
}

const which = process.argv[2];
if (which !== undefined && which !== 'suite' && which !== 'loop') {
  fail(`✖ npm run bench:tests aceita "suite", "loop" ou nada (os dois), não "${which}".`);
}
if (which !== 'loop') console.log(measureSuite());
if (which !== 'suite') console.log(measureLoop());
