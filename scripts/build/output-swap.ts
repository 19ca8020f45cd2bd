import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders one build works in, each named after its process, so that concurrent builds never
 * share one and a later build can tell a dead build's leftovers from a running build's.
 */
export function buildFolders(projectRoot: string, outDir: string, pid = process.pid) {
  return {
    // Inside the project: the prerender step imports the server build, which must find node_modules.
    work: path.join(projectRoot, `.build-${pid}`),
    // Beside the output, so that the swap is a rename within one file system.
    staging: `${outDir}.building-${pid}`,
    previous: `${outDir}.previous-${pid}`,
  };
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

/** The folders `buildFolders` names in `dir` whose build process is gone, by kind. */
function deadBuildFolders(dir: string, prefix: string): { kind: string; folder: string }[] {
  if (!existsSync(dir)) return [];
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(build|building|previous)-(\\d+)$`);
  return readdirSync(dir).flatMap((name) => {
    const match = pattern.exec(name);
    return match && !isRunning(Number(match[2])) ? [{ kind: match[1]!, folder: path.join(dir, name) }] : [];
  });
}

/**
 * First thing in every build: a build killed between the two renames of its swap left no `dist/`
 * but a complete `dist.previous-PID`; put that back. Then remove what dead builds left behind.
 */
export function recoverFromKilledBuilds(projectRoot: string, outDir: string): void {
  const besideOutput = () => deadBuildFolders(path.dirname(outDir), path.basename(outDir));
  const previous = besideOutput().find(({ kind }) => kind === 'previous');
  if (!existsSync(outDir) && previous) renameSync(previous.folder, outDir);
  for (const { folder } of [...besideOutput(), ...deadBuildFolders(projectRoot, '')]) {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Puts the finished `staging` folder in place of `outDir` with two renames: a reader of `dist/`
 * sees the old site or the new one, never half of each. Between the renames there is, for an
 * instant, no `dist/`; a build killed exactly then is repaired by `recoverFromKilledBuilds`.
 */
export function swapIn(staging: string, outDir: string, previous: string): void {
  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(staging, outDir);
  rmSync(previous, { recursive: true, force: true });
}
