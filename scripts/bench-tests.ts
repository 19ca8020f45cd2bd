/**
 * `npm run bench:tests`: how long the inner loop takes here — `npm run test:fast` (types, the unit
 * tests, a small fuzz) and `npm run test:unit` — each run twice (the first fills the caches a
 * developer's machine has), with the machine's load beside each time: a measurement, never a test.
 * The goal: test:fast ≤ 60 s and test:unit ≤ 90 s on an otherwise idle 2-core machine.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { projectRoot } from '../project/environment.ts';
import { fail } from './lib/cli.ts';

const load = () => os.loadavg()[0]!.toFixed(2);
const rows: string[] = [];
for (const script of ['test:fast', 'test:unit']) {
  for (const round of [1, 2]) {
    const loadBefore = load();
    const started = performance.now();
    const run = spawnSync('npm', ['run', '--silent', script], { cwd: projectRoot, stdio: 'ignore' });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (run.status !== 0) fail(`✖ npm run ${script} falhou (código ${run.status}): rode-o sozinho para ver por quê.`);
    rows.push(
      `npm run ${script.padEnd(9)} rodada ${round}: ${seconds.padStart(6)} s   carga antes ${loadBefore}, depois ${load()}`,
    );
  }
}
console.log(`${os.cpus().length} núcleos\n${rows.join('\n')}`);
