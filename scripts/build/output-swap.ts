/**
 * How a finished build takes the place of the published one, so that at every instant a complete
 * site answers at `outDir` (see docs/decisoes/troca-sem-intervalo-dist-e-um-link-para-o-build.md, "Troca sem intervalo").
 *
 * `outDir` is a symbolic link to one complete build in the folder `<outDir>.sites/`. A build stores
 * its site there under a new id, makes a fresh link to it, and renames that link over `outDir`:
 * rename(2) replaces the old link in one step, so a reader finds the old site or the new one, never
 * nothing. The site the link pointed to before is kept until the next build, for a reader that
 * resolved the link a moment earlier; older ones are removed. Where a link will not do (under CI,
 * where the hosts publish `outDir` and nobody reads it during the build; on Windows), the site is
 * renamed into place as a plain folder instead (`plainSwapSteps`).
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders one build works in, each named after its process, so that concurrent builds never
 * share one and a later build can tell a dead build's leftovers from a running build's.
 */
export function buildFolders(projectRoot: string, outDir: string, pid = process.pid) {
  return {
    // Inside the project: the prerender step imports the server build, which must find node_modules.
    work: path.join(projectRoot, `.build-${pid}`),
    // Beside the output, so that storing the site is a rename within one file system.
    staging: `${outDir}.building-${pid}`,
  };
}

/** The folder beside the output that holds the published build and the one before it. */
export const sitesFolder = (outDir: string) => `${outDir}.sites`;

/** A site's id: the time it was stored (base 36, fixed width, so ids sort by age) and its build's process. */
const siteId = /^([0-9a-z]{9})-(\d+)$/;

/** The ids of the stored sites, oldest first. */
export function storedSites(outDir: string): string[] {
  const sites = sitesFolder(outDir);
  return existsSync(sites) ? readdirSync(sites).filter((name) => siteId.test(name)).sort() : [];
}

/** A new id, later than every stored one even if the clock went back. */
function newSiteId(outDir: string, pid: number): string {
  const newest = storedSites(outDir).at(-1);
  const after = newest ? parseInt(newest.slice(0, 9), 36) + 1 : 0;
  return `${Math.max(Date.now(), after).toString(36).padStart(9, '0')}-${pid}`;
}

/** The id of the stored site `outDir` links to; undefined for a plain folder, nothing, or a link elsewhere. */
export function publishedSite(outDir: string): string | undefined {
  let target: string;
  try {
    target = readlinkSync(outDir);
  } catch {
    return undefined; // no link there
  }
  const id = path.relative(sitesFolder(outDir), path.resolve(path.dirname(outDir), target));
  return siteId.test(id) ? id : undefined;
}

const isThere = (file: string) => {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
};

const linkName = (outDir: string, pid: number) => `${outDir}.link-${pid}`;

/** A link to stored site `id`, relative, so that the project folder can move. */
const makeLink = (outDir: string, id: string, pid: number) => {
  const link = linkName(outDir, pid);
  rmSync(link, { force: true });
  symlinkSync(path.join(path.basename(sitesFolder(outDir)), id), link);
  return link;
};

/** What a swap has done so far: after each step, a complete site answers at `outDir`. */
export type SwapStep = 'link-ready' | 'adopted' | 'stored' | 'linked' | 'published' | 'cleared';

/**
 * A plain `outDir` folder (the layout before the link, or a CI build's) becomes the first stored
 * site. A folder cannot be replaced by a link in one rename, so here, once per project, two renames
 * run back to back with nothing at `outDir` between them; `recoverFromKilledBuilds` links the stored
 * site again if a build is killed there.
 */
function* adopt(outDir: string, pid: number): Generator<SwapStep> {
  const id = newSiteId(outDir, pid);
  const link = makeLink(outDir, id, pid);
  yield 'link-ready';
  renameSync(outDir, path.join(sitesFolder(outDir), id));
  renameSync(link, outDir);
  yield 'adopted';
}

/**
 * Publishes the finished `staging` folder at `outDir`, one step at a time (a test pauses between
 * them). Each step leaves a complete site at `outDir`: the one before, then the new one.
 */
export function* swapSteps(staging: string, outDir: string, pid = process.pid): Generator<SwapStep> {
  mkdirSync(sitesFolder(outDir), { recursive: true });
  if (isThere(outDir) && !lstatSync(outDir).isSymbolicLink()) yield* adopt(outDir, pid);
  const before = publishedSite(outDir);
  const id = newSiteId(outDir, pid);
  renameSync(staging, path.join(sitesFolder(outDir), id));
  yield 'stored';
  const link = makeLink(outDir, id, pid);
  yield 'linked';
  renameSync(link, outDir);
  yield 'published';
  // The site before stays for whoever is still reading it; what came before that goes.
  const now = publishedSite(outDir);
  for (const old of storedSites(outDir)) {
    if (before && old < before && old !== now) rmSync(path.join(sitesFolder(outDir), old), { recursive: true, force: true });
  }
  yield 'cleared';
}

/**
 * Under CI: `staging` becomes `outDir` itself, a plain folder, with two renames (the old output,
 * folder or link, set aside, the new one put in its place); the stored sites of earlier local builds
 * go. For an instant there is nothing at `outDir`: nobody reads it there, and a build killed at that
 * instant is repaired by `recoverFromKilledBuilds`.
 */
export function* plainSwapSteps(staging: string, outDir: string, pid = process.pid): Generator<SwapStep> {
  const previous = `${outDir}.previous-${pid}`;
  if (isThere(outDir)) renameSync(outDir, previous);
  renameSync(staging, outDir);
  yield 'published';
  for (const old of [previous, sitesFolder(outDir)]) rmSync(old, { recursive: true, force: true });
  yield 'cleared';
}

/** Publishes `staging` at `outDir` with every step of the swap. */
export function swapIn(staging: string, outDir: string, { plain = false } = {}): void {
  Array.from((plain ? plainSwapSteps : swapSteps)(staging, outDir));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The folders (and links) that `buildFolders` and the swaps name in `dir` whose build process is gone, by kind. */
function deadBuildLeftovers(dir: string, prefix: string): { kind: string; file: string }[] {
  if (!existsSync(dir)) return [];
  const pattern = new RegExp(
    `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(build|building|previous|link)-(\\d+)$`,
  );
  return readdirSync(dir).flatMap((name) => {
    const match = pattern.exec(name);
    return match && !isRunning(Number(match[2])) ? [{ kind: match[1]!, file: path.join(dir, name) }] : [];
  });
}

/**
 * First thing in every build: repairs what a build killed at any moment left. Nothing at `outDir`
 * (killed between the two renames of the plain swap, or of adopting a plain folder): the site set
 * aside, else the newest stored one, is put back. Then what dead builds left goes, and so does a
 * site a dead build stored but never published.
 */
export function recoverFromKilledBuilds(projectRoot: string, outDir: string): void {
  const besideOutput = () => deadBuildLeftovers(path.dirname(outDir), path.basename(outDir));
  if (!isThere(outDir)) {
    const setAside = besideOutput().find(({ kind }) => kind === 'previous');
    const newest = storedSites(outDir).at(-1);
    if (setAside) renameSync(setAside.file, outDir);
    else if (newest) renameSync(makeLink(outDir, newest, process.pid), outDir);
  }
  for (const { file } of [...besideOutput(), ...deadBuildLeftovers(projectRoot, '')]) {
    rmSync(file, { recursive: true, force: true });
  }
  const published = publishedSite(outDir);
  for (const id of storedSites(outDir)) {
    if (published && id > published && !isRunning(Number(siteId.exec(id)![2]))) {
      rmSync(path.join(sitesFolder(outDir), id), { recursive: true, force: true });
    }
  }
}
