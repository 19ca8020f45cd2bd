/**
 * What `npm test` runs (scripts/test.ts) and `npm run bench:tests` times: stages one after another,
 * stopping after the first that fails; the steps of a stage at once. The checks without a browser
 * share a stage because none of them fills the machine alone (each waits on files or on one core):
 * one after another they took 143 s here, at once 95 s. The browser groups stay one step, since
 * Vitest already runs them two files at a time and fills both cores.
 */
import { spawn } from 'node:child_process';
import { projectRoot } from '../../project/environment.ts';

export const testStages: string[][] = [
  // The route types tsc and ESLint read.
  ['react-router typegen'],
  ['tsc', "vitest run --project 'unit*'", 'eslint . --max-warnings 0', 'prettier --check .'],
  ['vitest run --project integration --project e2e --project dev-servers --project edited-copy --project lighthouse'],
];

export interface StepRun {
  command: string;
  seconds: number;
  /** 0 when it passed; null when it was killed by a signal. */
  status: number | null;
  /** What it printed, stdout and stderr as they came (empty when it printed straight to the terminal). */
  output: string;
}

/**
 * Runs a stage's steps at once in a shell at the project's root (npm's PATH included). A stage of one
 * step prints straight to the terminal, as it goes; a step beside others keeps what it prints, so that
 * four outputs are not interleaved line by line. `quiet` keeps it for every step (the bench's figures
 * are its output).
 */
export function runStage(stage: string[], { quiet = false } = {}): Promise<StepRun[]> {
  const alone = stage.length === 1 && !quiet;
  return Promise.all(
    stage.map(
      (command) =>
        new Promise<StepRun>((resolve) => {
          const started = performance.now();
          const child = spawn(command, { cwd: projectRoot, shell: true, stdio: alone ? 'inherit' : 'pipe' });
          let output = '';
          child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
          const end = (status: number | null) =>
            resolve({ command, seconds: (performance.now() - started) / 1000, status, output });
          child.on('close', end);
          child.on('error', (error) => {
            output += `${error.message}\n`;
            end(null);
          });
        }),
    ),
  );
}
