/**
 * The workflow's shell steps run as GitHub's runner runs them, for the workflow tests: in a scratch
 * repository checked out as the runner checks it out (the workflow and its scripts committed, with
 * whatever code and content a test commits), with the variables GitHub sets for a step and those
 * its `env:` gives for the event.
 */
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { projectRoot } from '../../project/environment.ts';
import type { BuiltVersion } from '../../schema/load/built-version.ts';
import { builtVersion } from '../../scripts/build/site-version.ts';
import { envOf, type Context, type Step } from './workflow-runs.ts';

/** A process run to its end without holding the event loop: the loopback servers answer it meanwhile. */
const run = promisify(execFile);

export interface ScratchRepository {
  dir: string;
  /** A git command in the repository, which must succeed; what it printed, trimmed. */
  git: (...args: string[]) => string;
  /** A commit of `files` (their text, or null to remove one) on the branch checked out; its sha. */
  commit: (files: Record<string, string | null>) => string;
  head: () => string;
  /** The version the build writes for the content checked out, naming `commit` as GitHub Actions does. */
  builtFrom: (commit?: string) => Promise<BuiltVersion>;
  remove: () => void;
}

/** A repository on `main` whose first commit holds the project's .github folder, as it is. */
export function scratchRepository(): ScratchRepository {
  const dir = mkdtempSync(path.join(tmpdir(), 'invero-runner-'));
  const git = (...args: string[]) => {
    const result = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout.trim();
  };
  const commit = (files: Record<string, string | null>) => {
    for (const [name, text] of Object.entries(files)) {
      if (text === null) git('rm', '-q', name);
      else {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
        git('add', name);
      }
    }
    git('commit', '-q', '-m', 'change');
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q', '-b', 'main');
  cpSync(path.join(projectRoot, '.github'), path.join(dir, '.github'), { recursive: true });
  git('add', '.github');
  git('commit', '-q', '-m', 'workflow');
  return {
    dir,
    git,
    commit,
    head: () => git('rev-parse', 'HEAD'),
    builtFrom: (commit) => builtVersion(path.join(dir, 'content'), commit ? { GITHUB_SHA: commit } : {}),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface StepRun {
  /** What the step wrote to GITHUB_OUTPUT. */
  output: string;
  /** What it printed. */
  log: string;
}

/**
 * `step`'s `run:` as the runner runs it for `event`, in `cwd`: `bash -e`, with GITHUB_OUTPUT, the
 * event's GITHUB_EVENT_NAME, GITHUB_REF and GITHUB_SHA, then `env` (the runner's other variables),
 * then the step's own `env:` evaluated for the event. Rejects when the step fails.
 */
export async function runStep(step: Step, event: Context, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<StepRun> {
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'invero-output-')), 'output');
  writeFileSync(output, '');
  try {
    const { stdout } = await run('bash', ['-e', '-c', step.run!], {
      cwd,
      env: {
        ...process.env,
        GITHUB_OUTPUT: output,
        GITHUB_EVENT_NAME: event['github.event_name'],
        GITHUB_REF: event['github.ref'],
        GITHUB_SHA: event['github.sha'],
        ...env,
        ...envOf(step, event),
      },
    });
    return { output: readFileSync(output, 'utf8'), log: stdout };
  } finally {
    rmSync(path.dirname(output), { recursive: true, force: true });
  }
}
