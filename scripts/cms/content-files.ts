/**
 * The CMS's files on disk, as the local backend reaches them: paths the request rules accepted
 * (backend-requests.ts), under the repository's root, with no symlink anywhere on the way (each folder
 * lstat'ed, the file opened with O_NOFOLLOW) and regular files only, read under a size cap. A write goes
 * to a temporary file beside its target, renamed over it once whole: a failed save leaves the
 * previous file as it was, and the dev server never reads half a file.
 */
import { randomUUID } from 'node:crypto';
import { constants, promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';

/** A file the CMS may not have: answered with its status and words, and nothing read or written. */
export class RefusedFile extends Error {
  constructor(
    readonly status: 403 | 404 | 409 | 412 | 413,
    readonly words: Words,
  ) {
    super(words.message);
  }
}

const notAFile = (file: string) => new RefusedFile(403, say('cms-not-a-file', { file }));

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function lstatOrMissing(absolute: string): Promise<Stats | undefined> {
  try {
    return await fs.lstat(absolute);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

export interface ContentFiles {
  /** The file's bytes; undefined when it does not exist. */
  read(file: string): Promise<Buffer | undefined>;
  /** The regular files directly in `folder` whose path `accepts` (folders, links, hidden files and special files left out). */
  list(folder: string, accepts: (file: string) => boolean): Promise<string[]>;
  /** Writes the file whole, or not at all. `replace: false` refuses a file that exists (409). */
  write(file: string, bytes: Buffer | string, options?: { replace?: boolean }): Promise<void>;
  /** Deletes the file; one already gone is fine. */
  remove(file: string): Promise<void>;
  /** When the file was last written; undefined when it does not exist. */
  changedAt(file: string): Promise<Date | undefined>;
}

/** `root` is the repository's root; `maxBytes` the largest file read. */
export function contentFiles(root: string, maxBytes: number): ContentFiles {
  const absolute = (file: string) => path.join(root, ...file.split('/'));

  /**
   * Whether the folder exists as a real folder all the way from the root; `create` makes the
   * missing ones (content/images/ before the first upload). A link or a file on the way is refused.
   */
  async function realFolder(folder: string, create: boolean): Promise<boolean> {
    const segments = folder.split('/');
    for (let depth = 1; depth <= segments.length; depth++) {
      const step = segments.slice(0, depth).join('/');
      let stats = await lstatOrMissing(absolute(step));
      if (!stats && !create) return false;
      if (!stats) {
        await fs.mkdir(absolute(step)).catch((error: unknown) => {
          if (errorCode(error) !== 'EEXIST') throw error;
        });
        stats = await fs.lstat(absolute(step));
      }
      if (!stats.isDirectory()) throw notAFile(step);
    }
    return true;
  }

  /** The file's own entry: missing, or a regular file. */
  async function regularOrMissing(file: string): Promise<Stats | undefined> {
    const stats = await lstatOrMissing(absolute(file));
    if (stats && !stats.isFile()) throw notAFile(file);
    return stats;
  }

  function tooBig(file: string, size: number): RefusedFile {
    const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');
    return new RefusedFile(
      413,
      say('cms-file-too-big', { file, sizeMb: megabytes(size), limitMb: maxBytes / 1024 / 1024 }),
    );
  }

  async function read(file: string): Promise<Buffer | undefined> {
    if (!(await realFolder(path.posix.dirname(file), false)) || !(await regularOrMissing(file))) return undefined;
    // O_NOFOLLOW and a second look at what was opened: a link or a FIFO put there meanwhile is
    // refused, never followed or waited on (O_NONBLOCK).
    const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
    const handle = await fs.open(absolute(file), flags).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw errorCode(error) === 'ELOOP' ? notAFile(file) : error;
    });
    if (!handle) return undefined;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw notAFile(file);
      if (stats.size > maxBytes) throw tooBig(file, stats.size);
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }

  async function list(folder: string, accepts: (file: string) => boolean): Promise<string[]> {
    if (!(await realFolder(folder, false))) return [];
    const entries = await fs.readdir(absolute(folder), { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => `${folder}/${entry.name}`)
      .filter(accepts)
      .sort();
  }

  async function write(file: string, bytes: Buffer | string, { replace = true } = {}): Promise<void> {
    await realFolder(path.posix.dirname(file), true);
    const existing = await regularOrMissing(file);
    if (existing && !replace) throw new RefusedFile(409, say('cms-page-file-taken', { file }));
    // Hidden, so that neither the CMS's lists nor the loader take it for content while it is written.
    const temporary = absolute(`${path.posix.dirname(file)}/.invero-${randomUUID()}.tmp`);
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
    try {
      const handle = await fs.open(temporary, flags, 0o644);
      try {
        if (existing) await handle.chmod(existing.mode & 0o777);
        await handle.writeFile(bytes);
      } finally {
        await handle.close();
      }
      // A link refuses a name that exists (the rename would replace it); both leave no half file.
      if (replace) await fs.rename(temporary, absolute(file));
      else {
        await fs.link(temporary, absolute(file)).catch((error: unknown) => {
          throw errorCode(error) === 'EEXIST' ? new RefusedFile(409, say('cms-page-file-taken', { file })) : error;
        });
      }
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  async function remove(file: string): Promise<void> {
    if (!(await realFolder(path.posix.dirname(file), false)) || !(await regularOrMissing(file))) return;
    await fs.unlink(absolute(file)).catch((error: unknown) => {
      if (errorCode(error) !== 'ENOENT') throw error;
    });
  }

  async function changedAt(file: string): Promise<Date | undefined> {
    if (!(await realFolder(path.posix.dirname(file), false))) return undefined;
    return (await regularOrMissing(file))?.mtime;
  }

  return { read, list, write, remove, changedAt };
}
