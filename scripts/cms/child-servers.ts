/**
 * Servers run as child processes: started in their own process group, awaited, and stopped with all
 * they started. Each ends its group by itself when this process is gone (exit-with-parent.ts), even
 * killed with SIGKILL, which leaves this process no chance to stop it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../../project/environment.ts';

export interface ChildServer {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals | null>;
  /** What it printed so far, when its output is piped (kept for error messages). */
  output: () => string;
}

/** Node loads this first in the child, with tsx to read it: the child watches its end of the lifeline. */
const lifelineImports = [
  '--import',
  'tsx',
  '--import',
  pathToFileURL(path.join(import.meta.dirname, 'exit-with-parent.ts')).href,
];

export interface ChildServerOptions {
  /** 'inherit': it prints to this terminal; 'pipe' keeps it quiet and its output for error messages. */
  stdio?: 'inherit' | 'pipe';
  /** The project it runs in: this one, unless a test gives it a copy (tests/support/dev-project.ts). */
  cwd?: string;
}

/**
 * Starts `node <script> …args` from the project root (or `cwd`) with exactly `env`, as the leader of
 * a new process group, holding the lifeline on its fd 3.
 */
export function startChildServer(
  name: string,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { stdio = 'inherit', cwd = projectRoot }: ChildServerOptions = {},
): ChildServer {
  const child = spawn(process.execPath, [...lifelineImports, script, ...args], {
    cwd,
    env,
    detached: true,
    // fd 3: the lifeline, which only closes (exit-with-parent.ts).
    stdio: ['ignore', stdio, stdio, 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => (output += chunk));
  }
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
    child.once('error', () => resolve(null));
  });
  return { name, child, exited, output: () => output };
}

const isRunning = ({ child }: ChildServer) => child.exitCode === null && child.signalCode === null;

/** Signals the child's whole process group (what it started too); false when the group is gone. */
function signalGroup({ child }: ChildServer, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/** SIGTERM to the group; what is left 5 s later (or once the leader is gone) gets SIGKILL. */
export async function stopChildServer(server: ChildServer): Promise<void> {
  if (isRunning(server) && signalGroup(server, 'SIGTERM')) await Promise.race([server.exited, sleep(5000)]);
  if (signalGroup(server, 0)) signalGroup(server, 'SIGKILL');
}

/** The same, immediately and synchronously: for a process that is exiting and cannot wait. */
export function killChildServer(server: ChildServer): void {
  signalGroup(server, 'SIGKILL');
}

/**
 * Resolves once `answers()` does (polled every 250 ms); rejects when the server exits first or
 * `timeoutMs` passes.
 */
export async function waitUntilAnswering(
  server: ChildServer,
  answers: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // What it printed, when it printed to a pipe (to the terminal, it is already on screen).
  const printed = () => (server.output() ? `\n${server.output()}` : '');
  for (;;) {
    if (!isRunning(server)) throw new Error(`${server.name} parou antes de responder.${printed()}`);
    if (await answers().catch(() => false)) return;
    if (Date.now() >= deadline) throw new Error(`${server.name} não respondeu em ${timeoutMs / 1000} s.${printed()}`);
    await sleep(250);
  }
}
