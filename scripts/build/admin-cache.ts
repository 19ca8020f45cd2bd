/**
 * The CMS's build, kept for the next one that would make the same. Decap is most of what a build of
 * the site bundles, and `npm run cms` builds it again at each start; yet between two of them the
 * CMS's own files rarely change, and nothing of a site or a run is in it (its page is told where to
 * save: admin/run-settings.ts). Each build lists the project's files it read
 * (scripts/vite/admin-inputs.ts); a later build with the same installed packages copies the kept CMS
 * when every one of those files is as it was, and builds it otherwise.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../project/environment.ts';
import { isRunning } from '../cms/git-index.ts';
import type { ChildRun } from '../lib/child-process.ts';
import { adminCacheDir } from '../lib/environment.ts';
import { adminInputsVariable } from '../vite/admin-inputs.ts';

export interface AdminCache {
  /** Where the kept builds are, one folder each. */
  home: string;
  /** The project whose files the builds read (their list names them from here). */
  root: string;
}

const projectAdminCache: AdminCache = { home: adminCacheDir, root: projectRoot };

/** Builds kept: one for each set of installed packages, for the last few (a branch with other packages, and back). */
export const keptBuilds = 6;

/** A build in the making: its folder names the process, so that one left by a killed process is found. */
const inTheMaking = /^new-(\d+)-/;

type AdminBuildOutcome = { ok: true } | { ok: false; output: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** A file of the project by its content, or undefined when there is no such file. */
function contentHash(root: string, file: string): string | undefined {
  try {
    return sha256(readFileSync(path.join(root, file)));
  } catch {
    return undefined;
  }
}

/** The folder of the build made with the packages installed now. */
function entryFolder(cache: AdminCache): string {
  // npm rewrites it at each install: a package added, removed or updated is another CMS.
  const installed = contentHash(cache.root, 'node_modules/.package-lock.json') ?? '';
  return path.join(cache.home, sha256(installed).slice(0, 16));
}

/** Whether the build kept in `entry` was made from the project's files as they are now. */
function isCurrent(entry: string, root: string): boolean {
  let read: Record<string, string>;
  try {
    read = JSON.parse(readFileSync(path.join(entry, 'inputs.json'), 'utf8')) as Record<string, string>;
  } catch {
    return false;
  }
  return Object.entries(read).every(([file, hash]) => contentHash(root, file) === hash);
}

/** The kept CMS copied to `outDir`; false when it went meanwhile (another build replaced it). */
function copyKept(entry: string, outDir: string): boolean {
  try {
    rmSync(outDir, { recursive: true, force: true });
    cpSync(path.join(entry, 'site'), outDir, { recursive: true });
    // Used now: the last to be let go (`prune`).
    const now = new Date();
    utimesSync(entry, now, now);
    return true;
  } catch {
    rmSync(outDir, { recursive: true, force: true });
    return false;
  }
}

/**
 * The build just made in `outDir`, kept in `entry` with the hashes of the files it read. Not kept when
 * one of them changed after the build started: the CMS may be of its former content. (Times are
 * compared by the second, as the coarsest file systems keep them.)
 */
function keep(fresh: string, readList: string, startedAt: number, outDir: string, entry: string, root: string): void {
  const files = JSON.parse(readFileSync(readList, 'utf8')) as string[];
  const startSecond = startedAt - (startedAt % 1000);
  const read: Record<string, string> = {};
  for (const file of files) {
    const hash = contentHash(root, file);
    if (hash === undefined || statSync(path.join(root, file)).mtimeMs >= startSecond) return;
    read[file] = hash;
  }
  cpSync(outDir, path.join(fresh, 'site'), { recursive: true });
  writeFileSync(path.join(fresh, 'inputs.json'), JSON.stringify(read));
  rmSync(readList);
  rmSync(entry, { recursive: true, force: true });
  try {
    renameSync(fresh, entry);
  } catch {
    // Another build kept the same CMS meanwhile: that one stays.
  }
}

/** The builds used least recently past `keptBuilds`, and those a killed process left in the making. */
function prune(home: string): void {
  const entries = readdirSync(home).filter((name) => {
    const making = inTheMaking.exec(name);
    if (making && !isRunning(Number(making[1]))) rmSync(path.join(home, name), { recursive: true, force: true });
    return !making;
  });
  const byUse = entries
    .map((name) => ({ folder: path.join(home, name), used: statSync(path.join(home, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { folder } of byUse.slice(keptBuilds)) rmSync(folder, { recursive: true, force: true });
}

/**
 * The CMS in `outDir`: copied from a build kept with the same packages when none of the files that
 * build read has changed since, else built now by `build` (given the variable that has Vite list what
 * it read) and kept. A failed build keeps nothing and returns what it printed.
 */
export async function buildOrKeep(
  outDir: string,
  build: (env: NodeJS.ProcessEnv) => ChildRun | Promise<ChildRun>,
  cache: AdminCache = projectAdminCache,
): Promise<AdminBuildOutcome> {
  const entry = entryFolder(cache);
  if (isCurrent(entry, cache.root) && copyKept(entry, outDir)) return { ok: true };

  mkdirSync(cache.home, { recursive: true });
  const fresh = mkdtempSync(path.join(cache.home, `new-${process.pid}-`));
  try {
    const readList = path.join(fresh, 'read.json');
    const startedAt = Date.now();
    const run = await build({ [adminInputsVariable]: readList });
    if (run.status !== 0) return { ok: false, output: run.output };
    if (existsSync(readList)) keep(fresh, readList, startedAt, outDir, entry, cache.root);
    prune(cache.home);
    return { ok: true };
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}
