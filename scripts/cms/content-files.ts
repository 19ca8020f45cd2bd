/**
 * The CMS's files on disk, as the local backend reaches them: paths the request rules accepted
 * (backend-requests.ts), under the repository's root, each folder on the way held open without
 * following a link (held-folders.ts), and regular files only, read under a size cap. A write goes
 * to a temporary file in the same held folder, renamed over its target there once whole: a failed
 * save leaves the previous file as it was, and the dev server never reads half a file. A few files
 * are open at a time, however many a request names.
 */
import { randomUUID } from 'node:crypto';
import { constants, promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import { temporaryName } from '../../schema/load/content-places.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { atMost } from './at-most.ts';
import { heldByDescriptor, holdFolder, NotAFolder, type HeldFolder } from './held-folders.ts';

/** A file the CMS may not have: answered with its status and words, and nothing read or written. */
export class RefusedFile extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 412 | 413 | 415 | 429,
    readonly words: Words,
  ) {
    super(words.message);
  }
}

const notAFile = (file: string) => new RefusedFile(403, say('cms-not-a-file', { file }));

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** A file's bytes, and when it was last written. */
export interface FileRead {
  bytes: Buffer;
  changedAt: Date;
}

export interface ContentFiles {
  /** The file's bytes and time; undefined when it does not exist. */
  read(file: string): Promise<FileRead | undefined>;
  /** The regular files directly in `folder` whose path `accepts` (folders, links, hidden files and special files left out). */
  list(folder: string, accepts: (file: string) => boolean): Promise<string[]>;
  /** Writes the file whole, or not at all. `replace: false` refuses a file that exists (409). */
  write(file: string, bytes: Buffer | string, options?: { replace?: boolean }): Promise<void>;
  /** Deletes the file; one already gone is fine. */
  remove(file: string): Promise<void>;
}

export interface ContentFilesOptions {
  /** The largest file of this path that is read (a page's text, a photo). */
  maxBytes: (file: string) => number;
  /** Folders named through /proc/self/fd (Linux), or by their paths where it does not exist. */
  byDescriptor?: boolean;
}

/** A size as an editor reads it: "83 KB", "10,0 MB". */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/** How many files are open at once, each with the folders on its way: far below any descriptor limit. */
const filesAtOnce = 16;

/** `root` is the repository's root. */
export function contentFiles(
  root: string,
  { maxBytes, byDescriptor = heldByDescriptor }: ContentFilesOptions,
): ContentFiles {
  const inTurn = atMost(filesAtOnce);

  /**
   * Runs `work` in the folder of `file` (or `file` itself, a folder), held open; undefined when that
   * folder does not exist. A link or a file on the way is refused.
   */
  function inFolder<T>(
    folder: string,
    create: boolean,
    work: (held: HeldFolder) => Promise<T>,
  ): Promise<T | undefined> {
    return inTurn(async () => {
      const held = await holdFolder(root, folder.split('/'), { create, byDescriptor }).catch((error: unknown) => {
        throw error instanceof NotAFolder ? notAFile(error.at) : error;
      });
      if (!held) return undefined;
      try {
        return await work(held);
      } finally {
        await held.close();
      }
    });
  }

  const split = (file: string) => [path.posix.dirname(file), path.posix.basename(file)] as const;

  /** The entry `name` in the held folder itself (a link is not followed): missing, or a regular file. */
  async function regularOrMissing(held: HeldFolder, name: string, file: string): Promise<Stats | undefined> {
    const stats = await fs.lstat(held.at(name)).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    });
    if (stats && !stats.isFile()) throw notAFile(file);
    return stats;
  }

  function tooBig(file: string, size: number): RefusedFile {
    return new RefusedFile(
      413,
      say('cms-file-too-big', { file, size: sizeText(size), limit: sizeText(maxBytes(file)) }),
    );
  }

  async function read(file: string): Promise<FileRead | undefined> {
    const [folder, name] = split(file);
    return inFolder(folder, false, async (held) => {
      // O_NOFOLLOW and a look at what was opened: a link or a FIFO put there is refused, never
      // followed or waited on (O_NONBLOCK).
      const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
      const handle = await fs.open(held.at(name), flags).catch((error: unknown) => {
        if (errorCode(error) === 'ENOENT') return undefined;
        throw errorCode(error) === 'ELOOP' ? notAFile(file) : error;
      });
      if (!handle) return undefined;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) throw notAFile(file);
        if (stats.size > maxBytes(file)) throw tooBig(file, stats.size);
        return { bytes: await handle.readFile(), changedAt: stats.mtime };
      } finally {
        await handle.close();
      }
    });
  }

  async function list(folder: string, accepts: (file: string) => boolean): Promise<string[]> {
    const entries = await inFolder(folder, false, (held) => fs.readdir(held.path, { withFileTypes: true }));
    return (entries ?? [])
      .filter((entry) => entry.isFile())
      .map((entry) => `${folder}/${entry.name}`)
      .filter(accepts)
      .sort();
  }

  async function write(file: string, bytes: Buffer | string, { replace = true } = {}): Promise<void> {
    const [folder, name] = split(file);
    await inFolder(folder, true, async (held) => {
      const existing = await regularOrMissing(held, name, file);
      if (existing && !replace) throw new RefusedFile(409, say('cms-page-file-taken', { file }));
      // Hidden, so that neither the CMS's lists nor the loader take it for content while it is written;
      // one a killed process left is refused by the loader, and removed when `npm run cms` starts again.
      const temporary = held.at(temporaryName(randomUUID()));
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
        if (replace) await fs.rename(temporary, held.at(name));
        else {
          await fs.link(temporary, held.at(name)).catch((error: unknown) => {
            throw errorCode(error) === 'EEXIST' ? new RefusedFile(409, say('cms-page-file-taken', { file })) : error;
          });
        }
      } finally {
        await fs.rm(temporary, { force: true });
      }
    });
  }

  async function remove(file: string): Promise<void> {
    const [folder, name] = split(file);
    await inFolder(folder, false, async (held) => {
      if (!(await regularOrMissing(held, name, file))) return;
      await fs.unlink(held.at(name)).catch((error: unknown) => {
        if (errorCode(error) !== 'ENOENT') throw error;
      });
    });
  }

  return { read, list, write, remove };
}
