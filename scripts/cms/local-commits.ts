/**
 * Each publish of `npm run cms` recorded as a version, as online: a commit of the files it wrote and
 * nothing else, with the CMS's message (in the form's words), in the name of whoever runs the CMS
 * (the checkout's git identity). The project is a git checkout where a developer may be working at
 * the same time, so the commit is made beside their work, never through it, and so that their git
 * agrees with it afterwards:
 * - the index is held as git holds it (git-index.ts) from before the files are written until the
 *   branch has moved: no `git add` or `git commit` runs in between;
 * - a file with a change of theirs staged is not published (refused, nothing written): the branch
 *   would move past it and their next plain `git commit` would take the publish back;
 * - the commit's tree is HEAD's with only these files changed, built in an index of its own; the
 *   real index gets the same entries, whole, before the branch moves, and the branch moves only
 *   from the HEAD the tree was built on (compare and swap). Killed between the two, the index holds
 *   the publish staged, which a `git commit` would carry, never undo;
 * - what it is doing is written down first (publish-journal.ts), for a start after a kill to finish it.
 * docs/decisoes/depois-de-publicar.md ("Depois de Publicar") says why not `git commit --only`.
 */
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { say } from '../../schema/messages/catalogue/index.ts';
import { RefusedFile } from './content-files.ts';
import { checkoutAt, commitOf, line, type Git } from './git-command.ts';
import {
  committedEntry,
  gitPath,
  holdIndex,
  setEntries,
  stagedEntry,
  type Entry,
  type HeldIndex,
} from './git-index.ts';
import { journalOf, type Journal } from './publish-journal.ts';

/** A file a publish writes: its new bytes, or none when it goes. */
export interface FileChange {
  path: string;
  bytes?: Buffer | string;
}

/**
 * Publishes: `apply` writes the changes to disk, and they are recorded as one version; answers the
 * commit, if one was made. Refused (409), nothing written, while the developer has a change of one
 * of these files staged, or their git keeps the index.
 */
export type RecordVersion = (
  changes: readonly FileChange[],
  message: string,
  apply: () => Promise<void>,
) => Promise<string | undefined>;

/** The moments of a publish, in order: where a test stops the process, as a kill would (`pause`). */
export const publishSteps = [
  'index-held',
  'journaled',
  'written',
  'committed',
  'index-replaced',
  'branch-moved',
] as const;
export type PublishStep = (typeof publishSteps)[number];

export interface LocalCommitsOptions {
  /** Called at each step of a publish (tests stop the process there, as a kill would). */
  pause?: (step: PublishStep) => Promise<void> | void;
}

/** What a developer may be in the middle of, which a commit from the CMS would interfere with. */
const unfinished = ['MERGE_HEAD', 'CHERRY_PICK_HEAD', 'REVERT_HEAD', 'rebase-merge', 'rebase-apply'];

/** Tries again from the new HEAD when it moved between reading it and moving the branch. */
const attempts = 3;

/**
 * The identity of the commit: git's own (the checkout's or the machine's configuration), or, where
 * none is set, the machine's user, so that a publish never fails for want of a name.
 */
async function identity(git: Git): Promise<NodeJS.ProcessEnv> {
  const known = await git(['var', 'GIT_AUTHOR_IDENT']).then(
    () => true,
    () => false,
  );
  if (known) return {};
  const name = os.userInfo().username || 'CMS';
  const email = `${name}@${os.hostname() || 'localhost'}`;
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}

/** The entries the changes get: their bytes stored as blobs (as `git add` stores them), with the mode HEAD gave them. */
async function entriesOf(git: Git, head: string | undefined, changes: readonly FileChange[]) {
  const entries = new Map<string, Entry>();
  for (const { path: file, bytes } of changes) {
    if (bytes === undefined) {
      entries.set(file, undefined);
      continue;
    }
    const blob = line(await git(['hash-object', '-w', '--stdin', `--path=${file}`], { input: bytes }));
    const mode = (await committedEntry(git, head, file))?.split(' ')[0] ?? '100644';
    entries.set(file, `${mode} ${blob}`);
  }
  return entries;
}

/** A commit over `head` with `entries` set; undefined when its tree is `head`'s. */
async function commitOver(
  git: Git,
  root: string,
  head: string | undefined,
  entries: ReadonlyMap<string, Entry>,
  message: string,
) {
  const indexFile = await gitPath(git, root, 'invero-cms-tree-index');
  const env = { GIT_INDEX_FILE: indexFile };
  try {
    await git(head ? ['read-tree', head] : ['read-tree', '--empty'], { env });
    await setEntries(git, indexFile, entries);
    const tree = line(await git(['write-tree'], { env }));
    if (head && line(await git(['rev-parse', `${head}^{tree}`])) === tree) return undefined;
    return line(
      await git(['-c', 'commit.gpgSign=false', 'commit-tree', tree, ...(head ? ['-p', head] : [])], {
        input: message,
        env: await identity(git),
      }),
    );
  } finally {
    await fs.rm(indexFile, { force: true });
  }
}

/**
 * The recorder of the repository at `root`, or one that only writes where `root` is not the top of a
 * git checkout (a copy of the content, a downloaded archive): then there is no history to add to.
 */
export async function localCommits(
  root: string,
  { pause = () => {} }: LocalCommitsOptions = {},
): Promise<RecordVersion> {
  const git = await checkoutAt(root);
  if (!git) {
    return async (_changes, _message, apply) => {
      await apply();
      return undefined;
    };
  }
  return publisher(git, root, await journalOf(git, root), pause);
}

/** The recorder of the checkout at `root`. */
function publisher(
  git: Git,
  root: string,
  journal: Journal,
  pause: NonNullable<LocalCommitsOptions['pause']>,
): RecordVersion {
  const inTheMiddle = async () => {
    for (const name of unfinished) {
      if (existsSync(path.resolve(root, line(await git(['rev-parse', '--git-path', name]))))) return true;
    }
    return false;
  };

  /** Refuses a file whose staged entry is neither HEAD's nor what this publish gives it: a change of the developer's. */
  async function refuseStaged(head: string | undefined, entries: ReadonlyMap<string, Entry>) {
    for (const [file, entry] of entries) {
      const staged = await stagedEntry(git, file);
      if (staged !== entry && staged !== (await committedEntry(git, head, file))) {
        throw new RefusedFile(409, say('cms-staged-change', { file }));
      }
    }
  }

  /** The branch moved to a commit of `entries`, the index first; answers the commit, if one was made. */
  async function commitEntries(held: HeldIndex, entries: ReadonlyMap<string, Entry>, message: string) {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const head = await commitOf(git, 'HEAD');
      const commit = await commitOver(git, root, head, entries, message);
      await pause('committed');
      await held.replace(entries);
      await pause('index-replaced');
      if (!commit) return undefined;
      const moved = await git(['update-ref', '-m', 'CMS', 'HEAD', commit, head ?? '']).then(
        () => true,
        () => false,
      );
      if (moved) {
        await pause('branch-moved');
        return commit;
      }
    }
    return undefined;
  }

  return async (changes, message, apply) => {
    if (await inTheMiddle()) {
      await apply();
      return undefined;
    }
    const held = await holdIndex(git, root);
    if (!held) throw new RefusedFile(409, say('cms-git-busy'));
    try {
      await pause('index-held');
      const head = await commitOf(git, 'HEAD');
      const entries = await entriesOf(git, head, changes);
      await refuseStaged(head, entries);
      await journal.write({
        pid: process.pid,
        message,
        changes: [...entries].map(([file, entry]) => ({ path: file, entry: entry ?? null })),
      });
      await pause('journaled');
      await apply();
      await pause('written');
      return await commitEntries(held, entries, message);
    } finally {
      // The lock goes before the journal: a journal left alone is a publish to look at again, never a lock to guess at.
      await held.release();
      await journal.remove();
    }
  };
}
