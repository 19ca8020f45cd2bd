/**
 * A copy of the project for the dev server of one test file, so that dev-server files run side by
 * side: React Router's dev server rewrites `.react-router/types` in its project when it starts and at
 * every route change, and Vite keeps its pre-bundled dependencies in node_modules/.vite*, so two dev
 * servers of one project meet in both. A copy holds the project's own files, copied, and its
 * node_modules hard-linked (nothing writes into an installed package), but for the caches the dev
 * servers write there, which are its own.
 *
 * One copy per worker (Vitest's pool id), at a fixed place in the system's temporary folder, kept
 * between files and runs: Vite's pre-bundled dependencies are valid for one folder only, and
 * bundling Decap's anew would cost every file tens of seconds. A worker runs one file at a time, and
 * each file gets the project's files anew.
 */
import { createHash } from 'node:crypto';
import {
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

/** Hard-links what is at `from` to `to`: a file linked, a folder made and its entries linked, a link kept a link. */
function linkEntry(from: string, to: string): void {
  const kind = lstatSync(from);
  if (kind.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else if (!kind.isDirectory()) linkSync(from, to);
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

/**
 * This worker's copy of the project (`name` tells apart two in one file), with the project's files
 * as they are now: the folder to start a dev server in.
 */
export function devProject(name = process.env.VITEST_POOL_ID ?? '1'): string {
  const copy = path.join(copiesHome, name);
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
