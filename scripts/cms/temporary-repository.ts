import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../project/environment.ts';

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=capturas', '-c', 'user.email=capturas@127.0.0.1', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** A repository of its own with a copy of content/ (less `leaveOut`), for the CMS to save into. */
export function temporaryRepository(leaveOut?: string): { root: string; contentDir: string } {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-cms-capturas-')));
  const contentDir = path.join(root, 'content');
  cpSync(path.join(projectRoot, 'content'), contentDir, {
    recursive: true,
    filter: (source) => source !== leaveOut,
  });
  git(root, 'init', '--quiet');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--message', 'conteúdo do site');
  return { root, contentDir };
}
