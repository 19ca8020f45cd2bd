/** Our commands and React Router's CLI, run in a child Node from the project root, as `npm run` runs them. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../project/environment.ts';

export interface RunOptions {
  args?: string[];
  /** Added to this process's environment (a value here wins). */
  env?: NodeJS.ProcessEnv;
  /** 'inherit' shows what the child prints as it prints it; 'capture' (the default) collects it. */
  output?: 'inherit' | 'capture';
  timeoutMs?: number;
}

export interface ChildRun {
  /** null when the child was killed (a timeout). */
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout, then stderr. */
  output: string;
}

function runNode(nodeArgs: string[], { args = [], env = {}, output = 'capture', timeoutMs }: RunOptions): ChildRun {
  const result = spawnSync(process.execPath, [...nodeArgs, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: output === 'inherit' ? 'inherit' : 'pipe',
    // A build of hundreds of pages prints a line for each.
    maxBuffer: 64 * 1024 * 1024,
    timeout: timeoutMs,
  });
  const [stdout, stderr] = [result.stdout ?? '', result.stderr ?? ''];
  return { status: result.status, stdout, stderr, output: stdout + stderr };
}

/** Runs `scripts/<script>` (say, `build.ts`) with tsx. */
export function runScript(script: string, options: RunOptions = {}): ChildRun {
  return runNode(['--import', 'tsx', path.join(projectRoot, 'scripts', script)], options);
}

/** Runs React Router's CLI (`react-router build`, …) with this Node, without npm around it. */
export function runReactRouter(options: RunOptions): ChildRun {
  return runNode([path.join(projectRoot, 'node_modules', '@react-router', 'dev', 'bin.js')], options);
}

/** Runs Vite's CLI (`vite build -c vite.admin.config.ts`) with this Node. */
export function runVite(options: RunOptions): ChildRun {
  return runNode([path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js')], options);
}
