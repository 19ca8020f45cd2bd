/** Our commands and React Router's CLI, run in a child Node from the project root, as `npm run` runs them. */
import { spawn, spawnSync } from 'node:child_process';
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

const spawnOptions = ({ env = {}, output = 'capture', timeoutMs }: RunOptions) => ({
  cwd: projectRoot,
  env: { ...process.env, ...env },
  stdio: output === 'inherit' ? ('inherit' as const) : ('pipe' as const),
  timeout: timeoutMs,
});

const finished = (status: number | null, stdout: string, stderr: string): ChildRun => ({
  status,
  stdout,
  stderr,
  output: stdout + stderr,
});

function runNode(nodeArgs: string[], options: RunOptions): ChildRun {
  const result = spawnSync(process.execPath, [...nodeArgs, ...(options.args ?? [])], {
    ...spawnOptions(options),
    encoding: 'utf8',
    // A build of hundreds of pages prints a line for each.
    maxBuffer: 64 * 1024 * 1024,
  });
  return finished(result.status, result.stdout ?? '', result.stderr ?? '');
}

/** `runNode` for a process that must go on answering meanwhile (a server): this one's event loop stays free. */
function runNodeBeside(nodeArgs: string[], options: RunOptions): Promise<ChildRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, ...(options.args ?? [])], spawnOptions(options));
    let [stdout, stderr] = ['', ''];
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve(finished(null, stdout, `${stderr}${error.message}\n`)));
    child.on('close', (status) => resolve(finished(status, stdout, stderr)));
  });
}

/** Runs `scripts/<script>` (say, `build.ts`) with tsx. */
export function runScript(script: string, options: RunOptions = {}): ChildRun {
  return runNode(['--import', 'tsx', path.join(projectRoot, 'scripts', script)], options);
}

/** Runs React Router's CLI (`react-router build`, …) with this Node, without npm around it. */
export function runReactRouter(options: RunOptions): ChildRun {
  return runNode([path.join(projectRoot, 'node_modules', '@react-router', 'dev', 'bin.js')], options);
}

const viteCli = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');

/** Runs Vite's CLI (`vite build -c vite.admin.config.ts`) with this Node. */
export function runVite(options: RunOptions): ChildRun {
  return runNode([viteCli], options);
}

/** `runVite` beside this process, which goes on with its work (a server answering) until it ends. */
export function runViteBeside(options: RunOptions): Promise<ChildRun> {
  return runNodeBeside([viteCli], options);
}
