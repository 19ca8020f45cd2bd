/**
 * Each publish of `npm run cms` recorded as a version, as online: a commit of the files it wrote and
 * nothing else, with the CMS's message (in the form's words), in the name of whoever runs the CMS
 * (the checkout's git identity). The project is a git checkout where a developer may be working at
 * the same time, so the commit is made beside their work, never through it: its tree is HEAD's with
 * only these files changed, built in a temporary index (`git commit` would take whatever they have
 * staged); the branch moves only from the HEAD that tree was built on (compare and swap); and the
 * real index changes only for these files, only where it held HEAD's version (nothing of theirs was
 * staged there). Other files of the working tree, and anything staged, stay as they were.
 * docs/decisoes.md ("Depois de Publicar") says why not `git commit --only`.
 */
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commitOf, gitIn, line, type Git } from './git-command.ts';

/** Records the files (paths from the repository's root) as they are on disk now; answers the commit, if one was made. */
export type RecordVersion = (files: readonly string[], message: string) => Promise<string | undefined>;

/** What a developer may be in the middle of, which a commit from the CMS would interfere with. */
const unfinished = ['MERGE_HEAD', 'CHERRY_PICK_HEAD', 'REVERT_HEAD', 'rebase-merge', 'rebase-apply'];

/** Tries again from the new HEAD when someone committed between reading it and moving the branch. */
const attempts = 3;

/** A file's entry in a tree or an index: its mode and blob, or undefined where it has none. */
async function entryOf(git: Git, args: string[]): Promise<string | undefined> {
  const [meta] = line(await git(args)).split('\t');
  if (!meta) return undefined;
  const parts = meta.split(' ');
  // `ls-files -s` says "mode blob stage", `ls-tree` says "mode type blob".
  return parts.length === 3 && parts[1] === 'blob' ? `${parts[0]} ${parts[2]}` : `${parts[0]} ${parts[1]}`;
}

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

/** One attempt: a commit over `head` with the files as on disk; undefined when they are as `head` has them. */
async function commitOver(git: Git, root: string, head: string | undefined, files: readonly string[], message: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'invero-cms-index-'));
  const env = { GIT_INDEX_FILE: path.join(folder, 'index') };
  try {
    await git(head ? ['read-tree', head] : ['read-tree', '--empty'], { env });
    const made = new Map<string, string | undefined>();
    for (const file of files) {
      const before = head ? await entryOf(git, ['ls-tree', head, '--', file]) : undefined;
      if (existsSync(path.join(root, file))) {
        const blob = line(await git(['hash-object', '-w', '--path', file, '--', file]));
        const mode = before?.split(' ')[0] ?? '100644';
        await git(['update-index', '--add', '--cacheinfo', `${mode},${blob},${file}`], { env });
        made.set(file, `${mode} ${blob}`);
      } else {
        await git(['update-index', '--force-remove', '--', file], { env });
        made.set(file, undefined);
      }
    }
    const tree = line(await git(['write-tree'], { env }));
    if (head && line(await git(['rev-parse', `${head}^{tree}`])) === tree) return undefined;
    const commit = line(
      await git(['-c', 'commit.gpgSign=false', 'commit-tree', tree, ...(head ? ['-p', head] : [])], {
        input: message,
        env: await identity(git),
      }),
    );
    return { commit, made };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Each file of the real index set to what was committed, where it held HEAD's version before (the
 * developer had nothing of their own staged there): `git status` then shows the publish as done,
 * not as a change to take back. Best effort: an index locked by the developer's own git is left.
 */
async function followInIndex(git: Git, head: string | undefined, made: Map<string, string | undefined>) {
  for (const [file, entry] of made) {
    const [staged, committed] = await Promise.all([
      entryOf(git, ['ls-files', '-s', '--', file]),
      head ? entryOf(git, ['ls-tree', head, '--', file]) : undefined,
    ]);
    if (staged !== committed) continue;
    const [mode, blob] = entry?.split(' ') ?? [];
    await git(
      entry
        ? ['update-index', '--add', '--cacheinfo', `${mode},${blob},${file}`]
        : ['update-index', '--force-remove', '--', file],
    ).catch(() => undefined);
  }
}

/**
 * The recorder of the repository at `root`, or one that records nothing where `root` is not the top
 * of a git checkout (a copy of the content, a downloaded archive): then there is no history to add to.
 */
export async function localCommits(root: string): Promise<RecordVersion> {
  const git = gitIn(root);
  const top = await git(['rev-parse', '--show-toplevel']).then(line, () => undefined);
  if (!top || realpathSync(top) !== realpathSync(root)) return () => Promise.resolve(undefined);
  return async (files, message) => {
    for (const name of unfinished) {
      if (existsSync(path.resolve(root, line(await git(['rev-parse', '--git-path', name]))))) return undefined;
    }
    for (let attempt = 0; attempt < attempts; attempt++) {
      const head = await commitOf(git, 'HEAD');
      const made = await commitOver(git, root, head, files, message);
      if (!made) return undefined;
      const moved = await git(['update-ref', '-m', 'CMS', 'HEAD', made.commit, head ?? '']).then(
        () => true,
        () => false,
      );
      if (!moved) continue;
      await followInIndex(git, head, made.made);
      return made.commit;
    }
    return undefined;
  };
}
