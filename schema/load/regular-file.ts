/**
 * The one way content is read from disk, for the YAML files and the photos alike: only regular files,
 * in real folders, of a bounded size. A content folder can come from a pull request, and a symlink
 * in it could point anywhere (`/proc/self/environ`, `/dev/zero`), a FIFO would block a read forever,
 * a device would never end. Nothing here follows a symlink or reports where one points.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import path from 'node:path';

/** What a path holds, as `lstat` sees it: the entry itself, never what a symlink points to. */
export type EntryKind = 'file' | 'folder' | 'symlink' | 'fifo' | 'socket' | 'device';

/** Why a file was not read. `at` is the path (below the root) of the entry that is not what it should be. */
export type Refusal =
  | { fault: 'missing' }
  | { fault: 'unreadable' }
  | { fault: 'not-a-folder'; at: string[]; kind: EntryKind }
  | { fault: 'not-a-file'; kind: EntryKind }
  | { fault: 'too-big'; size: number };

export type BytesRead = { ok: true; bytes: Buffer } | ({ ok: false } & Refusal);
export type FolderRead = { ok: true; entries: Dirent[] } | ({ ok: false } & Refusal);

/** What an entry is, from lstat's answer or a folder listing's. */
export function kindOf(stats: Stats | Dirent): EntryKind {
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'folder';
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFIFO()) return 'fifo';
  if (stats.isSocket()) return 'socket';
  return 'device';
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The entry at a path, or why there is none to look at. */
function lookAt(file: string): Stats | Refusal {
  try {
    return lstatSync(file);
  } catch (error) {
    return { fault: isMissing(error) ? 'missing' : 'unreadable' };
  }
}

/** Every folder from `root` down to `folders` must be a real folder: a symlink to one is refused like any other non-folder. */
function checkFolders(root: string, folders: readonly string[]): Refusal | undefined {
  for (let depth = 0; depth <= folders.length; depth++) {
    const at = folders.slice(0, depth);
    const found = lookAt(path.join(root, ...at));
    if ('fault' in found) return found;
    if (!found.isDirectory()) return { fault: 'not-a-folder', at, kind: kindOf(found) };
  }
  return undefined;
}

// Without O_NOFOLLOW a symlink put in place after the lstat would be followed; without O_NONBLOCK a
// FIFO put there would block the open. (Windows has neither; lstat still refuses what it finds.)
const openFlags =
  constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
const chunkBytes = 64 * 1024;

/**
 * The bytes of the file at `segments` under `root`, if `root` and every folder on the way are real
 * folders and the file is a regular file of at most `maxBytes`, judged from lstat before anything is
 * opened.
 */
export function readRegularFile(root: string, segments: readonly string[], maxBytes: number): BytesRead {
  const refused = checkFolders(root, segments.slice(0, -1));
  if (refused) return { ok: false, ...refused };
  const file = path.join(root, ...segments);
  const found = lookAt(file);
  if ('fault' in found) return { ok: false, ...found };
  if (!found.isFile()) return { ok: false, fault: 'not-a-file', kind: kindOf(found) };
  if (found.size > maxBytes) return { ok: false, fault: 'too-big', size: found.size };
  return readWithoutFollowing(file, maxBytes);
}

/**
 * The second half of the read, which holds alone when what lstat saw was replaced in between: the
 * file is opened without following a symlink and without waiting on a FIFO, checked again on the
 * open descriptor, and read to at most `maxBytes + 1` bytes (a file that grew is refused).
 */
export function readWithoutFollowing(file: string, maxBytes: number): BytesRead {
  let fd: number;
  try {
    fd = openSync(file, openFlags);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { ok: false, fault: 'not-a-file', kind: 'symlink' };
    return { ok: false, fault: isMissing(error) ? 'missing' : 'unreadable' };
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile()) return { ok: false, fault: 'not-a-file', kind: kindOf(opened) };
    if (opened.size > maxBytes) return { ok: false, fault: 'too-big', size: opened.size };
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, maxBytes + 1 - total));
      const count = readSync(fd, chunk, 0, chunk.length, null);
      if (count === 0) break;
      chunks.push(chunk.subarray(0, count));
      total += count;
      if (total > maxBytes) return { ok: false, fault: 'too-big', size: Math.max(total, opened.size) };
    }
    return { ok: true, bytes: Buffer.concat(chunks, total) };
  } catch {
    return { ok: false, fault: 'unreadable' };
  } finally {
    closeSync(fd);
  }
}

/**
 * A folder's entries, and with `recursive` its subfolders' too, a link listed as one and never
 * followed: Node's own recursive listing follows a link to a folder on Node 24 (not on 20), and so
 * would list what lies anywhere on the computer.
 */
export function entriesIn(dir: string, recursive: boolean): Dirent[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (!recursive) return entries;
  return entries.flatMap((entry) =>
    entry.isDirectory() ? [entry, ...entriesIn(path.join(dir, entry.name), true)] : [entry],
  );
}

/**
 * The entries of the folder at `segments` under `root` (and of its subfolders with `recursive`), if
 * it and every folder on the way are real folders. A symlink inside is listed as one, not followed.
 */
export function readFolder(
  root: string,
  segments: readonly string[],
  options: { recursive?: boolean } = {},
): FolderRead {
  const refused = checkFolders(root, segments);
  if (refused) return { ok: false, ...refused };
  try {
    return { ok: true, entries: entriesIn(path.join(root, ...segments), options.recursive ?? false) };
  } catch (error) {
    return { ok: false, fault: isMissing(error) ? 'missing' : 'unreadable' };
  }
}
