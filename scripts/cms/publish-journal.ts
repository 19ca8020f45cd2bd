/**
 * What a publish of `npm run cms` is doing, written in the git folder before it writes any file and
 * removed once it is done: the files and the bytes each gets (blobs already in git's object store),
 * and its message. A publish killed midway (`kill -9`, a power cut) leaves it, and the next start
 * finishes that publish from it, or says why not (left-behind.ts): never pages written and not
 * committed, never a half-made version.
 */
import { promises as fs } from 'node:fs';
import type { Git } from './git-command.ts';
import { gitPath } from './git-index.ts';

export interface PublishJournal {
  /** The process publishing. */
  pid: number;
  message: string;
  /** Each file's entry as the publish commits it ("mode blob"; null: the file goes). */
  changes: { path: string; entry: string | null }[];
}

const journalName = 'invero-cms-publish.json';

export interface Journal {
  write(journal: PublishJournal): Promise<void>;
  read(): Promise<PublishJournal | undefined>;
  remove(): Promise<void>;
}

/** The journal of the checkout at `root`: a file of its git folder, never of the working tree. */
export async function journalOf(git: Git, root: string): Promise<Journal> {
  const file = await gitPath(git, root, journalName);
  return {
    async write(journal) {
      // Whole or not at all: written aside, then renamed over.
      await fs.writeFile(`${file}.new`, JSON.stringify(journal));
      await fs.rename(`${file}.new`, file);
    },
    async read() {
      const text = await fs.readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as PublishJournal;
      } catch {
        return undefined;
      }
    },
    remove: async () => {
      await fs.rm(`${file}.new`, { force: true });
      await fs.rm(file, { force: true });
    },
  };
}
