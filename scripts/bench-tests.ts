/**
 * `npm run bench:tests`: how long the tests take here, with the machine's load beside each figure — a
 * measurement, never a test.
 * - The whole `npm test`, stage by stage as scripts/test.ts runs them, with Vitest's groups and the 15
 *   slowest files of its last step (Vitest's JSON reporter). Goal: ≤ 600 s on an otherwise idle
 *   2-core machine.
 * - The inner loop: `npm run test:fast` (types, the unit tests, a small fuzz) and `npm run test:unit`,
 *   each run twice (the first fills the caches a developer's machine has). Goals: ≤ 60 s and ≤ 90 s.
 * `npm run bench:tests -- suite` or `-- loop` measures only one of them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../project/environment.ts';
import { runStage, testStages } from './test/stages.ts';
import { formatTestTimes, testTimes, type ListedFile, type ReportedFile } from './bench/test-times.ts';
import { fail } from './lib/cli.ts';

const load = () => os.loadavg()[0]!.toFixed(2);

/** Vitest's JSON report (the fields read here). */
interface Report {
  testResults: (ReportedFile & { status: string })[];
}

interface Timed {
  row: string;
  seconds: number;
  /** Its exit code, when it failed. */
  failedWith?: number | null;
}

/** Runs `command` in a shell at the project's root (npm's PATH included), its output hidden; answers its seconds. */
function timed(command: string, label: string): Timed {
  const loadBefore = load();
  const started = performance.now();
  const run = spawnSync(command, { cwd: projectRoot, stdio: 'ignore', shell: true });
  const seconds = (performance.now() - started) / 1000;
  return {
    row: `${label.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s   carga antes ${loadBefore}, depois ${load()}`,
    seconds,
    ...(run.status === 0 ? {} : { failedWith: run.status }),
  };
}

const failure = (label: string, failedWith: number | null | undefined) =>
  `✖ ${label} falhou (código ${failedWith}): rode-o sozinho para ver por quê.`;

/**
 * The whole `npm test`, stage by stage as scripts/test.ts runs them (each step's own time beside its
 * stage's), up to the first stage that fails (then with what failed in it).
 */
async function measureSuite(): Promise<{ text: string; ok: boolean }> {
  const reports = mkdtempSync(path.join(os.tmpdir(), 'invero-bench-tests-'));
  try {
    const listFile = path.join(reports, 'list.json');
    const listing = spawnSync(`vitest list --filesOnly --json=${listFile}`, {
      cwd: projectRoot,
      stdio: 'ignore',
      shell: true,
    });
    if (listing.status !== 0)
      return { text: '✖ vitest list falhou: rode `npx vitest list` para ver por quê.', ok: false };
    const listed = JSON.parse(readFileSync(listFile, 'utf8')) as ListedFile[];
    const lines = [`npm test, etapa por etapa (${os.availableParallelism()} núcleos):`];
    let total = 0;
    for (const [index, stage] of testStages.entries()) {
      const report = (step: number) => path.join(reports, `stage-${index}-${step}.json`);
      const vitest = (step: string) => step.startsWith('vitest run');
      const loadBefore = load();
      const started = performance.now();
      const runs = await runStage(
        stage.map((step, at) => (vitest(step) ? `${step} --reporter=json --outputFile=${report(at)}` : step)),
        { quiet: true },
      );
      const seconds = (performance.now() - started) / 1000;
      total += seconds;
      lines.push(
        `  etapa ${index + 1}${' '.repeat(36)} ${seconds.toFixed(1).padStart(7)} s   carga antes ${loadBefore}, depois ${load()}`,
      );
      for (const [at, run] of runs.entries()) {
        lines.push(
          `    ${stage[at]!.slice(0, 40).padEnd(40)} ${run.seconds.toFixed(1).padStart(7)} s${run.status === 0 ? '' : `   ✖ código ${run.status}`}`,
        );
      }
      const failedAt = runs.findIndex((run) => run.status !== 0);
      for (const [at, step] of stage.entries()) {
        // Vitest's report is written whether its files pass or not: the figures of a failed run too.
        if (!vitest(step) || !existsSync(report(at))) continue;
        if (index !== testStages.length - 1 && failedAt === -1) continue;
        const reported = JSON.parse(readFileSync(report(at), 'utf8')) as Report;
        lines.push(`O passo ${step}:`, formatTestTimes(testTimes(reported.testResults, listed, projectRoot)));
        const failed = reported.testResults.filter((file) => file.status === 'failed');
        lines.push(...failed.map((file) => `  falhou: ${path.relative(projectRoot, file.name)}`));
      }
      if (failedAt !== -1) {
        lines.push(failure(stage[failedAt]!, runs[failedAt]!.status));
        return { text: lines.join('\n'), ok: false };
      }
    }
    lines.push(`  ${'total'.padEnd(44)} ${total.toFixed(1).padStart(7)} s (meta: 600 s)`);
    return { text: lines.join('\n'), ok: true };
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

function measureLoop(): string {
  const rows: string[] = [];
  for (const script of ['test:fast', 'test:unit']) {
    for (const round of [1, 2]) {
      const label = `npm run ${script} rodada ${round}`;
      const run = timed(`npm run --silent ${script}`, label);
      if (run.failedWith !== undefined) fail(failure(label, run.failedWith));
      rows.push(run.row);
    }
  }
  return ['O ciclo rápido:', ...rows.map((row) => `  ${row}`)].join('\n');
}

const which = process.argv[2];
if (which !== undefined && which !== 'suite' && which !== 'loop') {
  fail(`✖ npm run bench:tests aceita "suite", "loop" ou nada (os dois), não "${which}".`);
}
if (which !== 'loop') {
  const suite = await measureSuite();
  if (!suite.ok) fail(suite.text);
  console.log(suite.text);
}
if (which !== 'suite') console.log(measureLoop());
