/**
 * A copy of the project for the dev server of one test file, so that dev-server files run side by
 * side: React Router's dev server rewrites `.react-router/types` in its project when it starts and at
 * every route change, and Vite keeps its pre-bundled dependencies in node_modules/.vite*, so two dev
 * servers of one project meet in both. A copy holds the project's own files, copied, and its
 * node_modules hard-linked (nothing writes into an installed package), but for the caches the dev
 * servers write there, which are its own.
 *
 * Each process (a worker of the tests) claims a copy no other process holds — a lock folder beside
 * it names the holder — and keeps it for its life. The copies stay at a fixed place in the system's
 * temporary folder between files and runs: Vite's pre-bundled dependencies are valid for one folder
 * only, and bundling the site's anew would cost every file seconds. Each file gets the project's files
 * anew.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../project/environment.ts';

/**
 * What a dev server never reads, or makes for itself: the tests, the docs, the packages (linked
 * apart), builds, and the hidden folders (git, its generated types, the editors' settings).
 */
const notCopied = new Set(['node_modules', 'tests', 'docs', 'build', 'test-results', 'screenshots', 'dist']);
const leftOut = (entry: string) => notCopied.has(entry) || entry.startsWith('dist.') || entry.startsWith('.');

/** What the dev servers write into node_modules (Vite's caches, the build's images): each copy's own. */
const ownCache = (entry: string) => entry.startsWith('.vite') || entry === '.cache';

/** Where the copies of this project live: its path's hash tells two clones apart. */
const copiesHome = path.join(
  os.tmpdir(),
  'invero-dev-projects',
  createHash('sha256').update(projectRoot).digest('hex').slice(0, 12),
);

/** A hard link where the file system allows one (the copy on the project's disk), else a copy. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    copyFileSync(from, to);
  }
}

/** Hard-links what is at `from` to `to`: a file linked, a folder made and its entries linked, a link kept a link. */
function linkEntry(from: string, to: string): void {
  const kind = lstatSync(from);
  if (kind.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else if (!kind.isDirectory()) linkOrCopy(from, to);
  else {
    mkdirSync(to);
    for (const entry of readdirSync(from)) linkEntry(path.join(from, entry), path.join(to, entry));
  }
}

/** The copy's node_modules: linked anew when the project's installed packages changed (package-lock.json). */
function linkPackages(copy: string): void {
  const modules = path.join(copy, 'node_modules');
  const stamp = path.join(modules, '.invero-installed');
  const installed = createHash('sha256')
    .update(readFileSync(path.join(projectRoot, 'package-lock.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === installed) return;
  rmSync(modules, { recursive: true, force: true });
  mkdirSync(modules);
  const projectModules = path.join(projectRoot, 'node_modules');
  for (const entry of readdirSync(projectModules)) {
    if (!ownCache(entry)) linkEntry(path.join(projectModules, entry), path.join(modules, entry));
  }
  writeFileSync(stamp, installed);
}

/** Whether the process that wrote `lock` is still running. */
function held(lock: string): boolean {
  const holder = Number(existsSync(path.join(lock, 'pid')) ? readFileSync(path.join(lock, 'pid'), 'utf8') : NaN);
  if (!Number.isInteger(holder)) return true; // being written: its holder is alive
  try {
    process.kill(holder, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The first copy no running process holds, claimed for this one (made atomic by `mkdir`). */
function claimCopy(): string {
  mkdirSync(copiesHome, { recursive: true });
  for (let slot = 1; ; slot++) {
    const lock = path.join(copiesHome, `${slot}.lock`);
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (held(lock)) continue;
      // Left by a process that ended without letting go: free again.
      rmSync(lock, { recursive: true, force: true });
      slot--;
      continue;
    }
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    process.once('exit', () => rmSync(lock, { recursive: true, force: true }));
    return path.join(copiesHome, String(slot));
  }
}

/**
 * The copies this process holds, by role: kept on the process's global object, which outlives the
 * modules of one test file when the worker runs the next one.
 */
const claimed = ((globalThis as { [key: symbol]: Map<string, string> | undefined })[
  Symbol.for('invero.dev-projects')
] ??= new Map<string, string>());

/**
 * This process's copy of the project (`role` tells apart two it runs at once), with the project's
 * files as they are now: the folder to start a dev server in.
 */
export function devProject(role = 'server'): string {
  const copy = claimed.get(role) ?? claimCopy();
  claimed.set(role, copy);
  mkdirSync(copy, { recursive: true });
  linkPackages(copy);
  for (const entry of readdirSync(copy)) {
    if (entry !== 'node_modules') rmSync(path.join(copy, entry), { recursive: true, force: true });
  }
  for (const entry of readdirSync(projectRoot)) {
    if (!leftOut(entry)) cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
  }
  return copy;
}
