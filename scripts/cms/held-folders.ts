/**
 * A folder of the content reached without following a link, and held open while it is used. Each
 * folder on the way is opened with O_DIRECTORY | O_NOFOLLOW from the one before it, never by its
 * path from the root; what is inside is then named through /proc/self/fd/<fd>/<name>, which Linux
 * resolves from the open folder itself. Checking each folder with lstat and then opening the path
 * was not enough: another process that swaps a folder for a symlink between the check and the open
 * (the outside audit did it with renameat2's RENAME_EXCHANGE in a loop) sent 1 read in 8 outside
 * content/. A folder held open stays that folder whatever is renamed above it, so a swap can only
 * make a request fail, never reach elsewhere. Node has no openat(); /proc/self/fd is Linux's way to it.
 *
 * Where /proc/self/fd does not exist (macOS), a folder is named by its path, each one still opened
 * with O_NOFOLLOW: a link found in place is refused, but a swap of a folder above it between two
 * steps is not seen. docs/decisoes/o-servidor-local-do-cms-nosso-e-fechado-a-tudo.md says so.
 */
import { constants, existsSync, promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';

export interface HeldFolder {
  /** The folder itself, as a path to list. */
  readonly path: string;
  /** A path to `name`, one name inside the folder, resolved from the held folder (on Linux). */
  at(name: string): string;
  close(): Promise<void>;
}

/** A step of the way that is a link, a file or anything else but a real folder: `at`, from the root. */
export class NotAFolder extends Error {
  constructor(readonly at: string) {
    super(`${at} is not a folder`);
  }
}

/** Whether this system names an open folder by /proc/self/fd (Linux). */
export const heldByDescriptor = existsSync('/proc/self/fd');

const folderFlags = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The folder at `at`, opened without following a link; undefined when it does not exist. */
async function openFolder(at: string, shownAs: string): Promise<FileHandle | undefined> {
  try {
    return await fs.open(at, folderFlags);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    // A symlink is ELOOP with O_NOFOLLOW, or ENOTDIR with O_DIRECTORY too; a file is ENOTDIR.
    if (errorCode(error) === 'ELOOP' || errorCode(error) === 'ENOTDIR') throw new NotAFolder(shownAs);
    throw error;
  }
}

/**
 * Holds the folder `segments` under `root` (the repository's root, trusted as it is), or undefined
 * when one on the way does not exist; `create` makes the missing ones (content/images/ before the
 * first upload). Throws NotAFolder when one is a link or not a folder. The caller closes it.
 */
export async function holdFolder(
  root: string,
  segments: readonly string[],
  { create = false, byDescriptor = heldByDescriptor } = {},
): Promise<HeldFolder | undefined> {
  let handle = await fs.open(root, constants.O_RDONLY | constants.O_DIRECTORY);
  let depth = 0;
  const folderPath = () => (byDescriptor ? `/proc/self/fd/${handle.fd}` : path.join(root, ...segments.slice(0, depth)));
  try {
    for (; depth < segments.length;) {
      const next = path.join(folderPath(), segments[depth]!);
      const shownAs = segments.slice(0, depth + 1).join('/');
      let opened = await openFolder(next, shownAs);
      if (!opened && create) {
        await fs.mkdir(next).catch((error: unknown) => {
          if (errorCode(error) !== 'EEXIST') throw error;
        });
        opened = await openFolder(next, shownAs);
      }
      if (!opened) {
        await handle.close();
        return undefined;
      }
      await handle.close();
      handle = opened;
      depth++;
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  const held = folderPath();
  return { path: held, at: (name) => path.join(held, name), close: () => handle.close() };
}
