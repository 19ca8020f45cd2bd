/**
 * The checkout's index (the developer's staging area), as `npm run cms` takes its turn with it: the
 * way git itself does. `index.lock`, created exclusively, holds off every git command that writes the
 * index (`git add`, `git commit`) while the CMS checks it, writes the files and commits; the new index
 * is written beside it and renamed over it whole, so that nothing ever reads half of one, and no
 * `git commit` can run between the branch moving and the index following it. The lock names this
 * process: one left by a process killed mid-publish is known for the CMS's own, and removed when
 * `npm run cms` starts again (left-behind.ts).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { line, type Git } from './git-command.ts';

/** A file's entry in a tree or an index: "mode blob", or undefined where it has none. */
export type Entry = string | undefined;

/** What the lock holds: who took it. */
const lockMark = (pid: number) => `invero-cms ${pid}\n`;

/** How long a publish waits for a git command of the developer's to let go of the index. */
const lockTries = 40;
const lockWaitMs = 50;

/** A path of the repository's git folder (`.git/index`; a worktree's own for a worktree). */
export async function gitPath(git: Git, root: string, name: string): Promise<string> {
  return path.resolve(root, line(await git(['rev-parse', '--git-path', name])));
}

/** A file's entry in a tree (`ls-tree`) or in the index (`ls-files -s`). */
export async function entryOf(git: Git, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Entry> {
  const [meta] = line(await git(args, { env })).split('\t');
  if (!meta) return undefined;
  const parts = meta.split(' ');
  // `ls-files -s` says "mode blob stage", `ls-tree` says "mode type blob".
  return parts.length === 3 && parts[1] === 'blob' ? `${parts[0]} ${parts[2]}` : `${parts[0]} ${parts[1]}`;
}

/** The file's entry in the index (`GIT_INDEX_FILE` in `env`: another index). */
export const stagedEntry = (git: Git, file: string, env?: NodeJS.ProcessEnv) =>
  entryOf(git, ['ls-files', '-s', '--', file], env);

/** The file's entry in a commit's tree. */
export const committedEntry = (git: Git, commit: string | undefined, file: string) =>
  commit ? entryOf(git, ['ls-tree', commit, '--', file]) : Promise.resolve(undefined);

/** Sets each file's entry (none: removed) in the index at `indexFile`, in one `update-index`. */
export async function setEntries(git: Git, indexFile: string, entries: ReadonlyMap<string, Entry>): Promise<void> {
  const lines = [...entries].map(([file, entry]) => {
    const [mode, blob] = entry?.split(' ') ?? ['0', '0'.repeat(40)];
    return `${mode} ${blob}\t${file}\u0000`;
  });
  await git(['update-index', '-z', '--index-info'], { env: { GIT_INDEX_FILE: indexFile }, input: lines.join('') });
}

export interface HeldIndex {
  /** Replaces the index, whole, by itself with `entries` set. */
  replace(entries: ReadonlyMap<string, Entry>): Promise<void>;
  /** Lets go of the index (removes the lock, if it is still this process's). */
  release(): Promise<void>;
}

const isTaken = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * The index of the checkout at `root`, held by this process; undefined when another git command
 * kept it the whole time a publish waits (a command of the developer's, or a lock a killed one left).
 */
export async function holdIndex(git: Git, root: string): Promise<HeldIndex | undefined> {
  const index = await gitPath(git, root, 'index');
  const lock = `${index}.lock`;
  const next = await gitPath(git, root, 'invero-cms-next-index');
  const mark = lockMark(process.pid);
  for (let attempt = 0; ; attempt++) {
    const taken = await fs.writeFile(lock, mark, { flag: 'wx' }).then(
      () => true,
      (error: unknown) => {
        if (isTaken(error)) return false;
        throw error;
      },
    );
    if (taken) break;
    if (attempt === lockTries) return undefined;
    await wait(lockWaitMs);
  }
  return {
    async replace(entries) {
      await fs.rm(next, { force: true });
      const current = await fs.stat(index).catch(() => undefined);
      if (current) {
        await fs.copyFile(index, next);
        // The index's own time is what git measures "changed since it was written" by: the copy keeps it.
        await fs.utimes(next, current.atime, current.mtime);
      }
      await setEntries(git, next, entries);
      await fs.rename(next, index);
    },
    async release() {
      await fs.rm(next, { force: true });
      const still = await fs.readFile(lock, 'utf8').catch(() => undefined);
      if (still === mark) await fs.rm(lock, { force: true });
    },
  };
}

/** Whether the process `pid` still runs (a process of another user still counts). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the lock a `npm run cms` killed while it held the index left (by its mark, and that process
 * gone); answers whether there was one. Any other lock is git's own business, and stays.
 */
export async function removeLeftLock(git: Git, root: string): Promise<boolean> {
  const lock = `${await gitPath(git, root, 'index')}.lock`;
  const held = /^invero-cms (\d+)\n$/.exec((await fs.readFile(lock, 'utf8').catch(() => '')) || '');
  if (!held || isRunning(Number(held[1]))) return false;
  await fs.rm(lock, { force: true });
  return true;
}
