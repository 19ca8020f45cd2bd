/**
 * The commit-msg hook as git runs it: the project's hook folder, turned on by `npm install` (its
 * prepare script), refusing a commit whose subject is too long, in a repository of its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../project/environment.ts';
import { subjectLimit } from '../../../scripts/git/commit-message.ts';

const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const work = mkdtempSync(path.join(os.tmpdir(), 'invero-hook-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=teste', '-c', 'user.email=teste@127.0.0.1', ...args], { cwd, encoding: 'utf8' });

describe('the commit-msg hook', () => {
  it('is turned on by npm install in a checkout, and its prepare script passes outside one', () => {
    const checkout = path.join(work, 'checkout');
    execFileSync('git', ['init', '--quiet', checkout]);
    execFileSync('sh', ['-c', scripts.prepare!], { cwd: checkout });
    expect(git(checkout, 'config', 'core.hooksPath').stdout.trim()).toBe('.githooks');

    const folder = mkdtempSync(path.join(work, 'not-a-checkout-'));
    expect(spawnSync('sh', ['-c', scripts.prepare!], { cwd: folder }).status).toBe(0);
  });

  it('refuses a subject past the limit before git records it, saying why, and lets a good one through', () => {
    const repository = path.join(work, 'repository');
    execFileSync('git', ['init', '--quiet', repository]);
    const hooks = path.join(projectRoot, '.githooks');
    const commit = (message: string) =>
      git(
        repository,
        '-c',
        `core.hooksPath=${hooks}`,
        '-C',
        repository,
        'commit',
        '--allow-empty',
        '--message',
        message,
      );
    const long = commit(`${'a'.repeat(subjectLimit + 1)}\n\nWhy.`);
    expect(long.status).not.toBe(0);
    expect(long.stderr).toContain(String(subjectLimit + 1));
    expect(git(repository, 'rev-list', '--all', '--count').stdout.trim()).toBe('0');

    const good = commit('A subject that fits\n\nWhy.');
    expect(good.status, good.stderr).toBe(0);
    expect(git(repository, 'rev-list', '--all', '--count').stdout.trim()).toBe('1');
  });
});
