/**
 * What a `npm run cms` killed midway (`kill -9`, a closed laptop, a power cut) left, put right when the
 * next one starts, before it serves anything, each thing said in its terminal:
 * - the temporary files of a save not finished (content-files.ts writes each file aside first), which
 *   `npm run validate` refuses and `git add -A` would commit;
 * - the lock on the git index (git-index.ts), which would stop every git command of the developer's;
 * - a publish not finished (publish-journal.ts): finished, when each of its files is either as the
 *   branch has it or as the publish wrote it, so that no page is left written and not committed;
 * - an index that holds a file's earlier version while the branch and the file on disk hold the
 *   published one: the "staged" undo of a publish, which the developer's next `git commit` would make
 *   (a process killed between moving the branch and updating the index left it so).
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { isTemporaryName } from '../../schema/load/content-places.ts';
import { RefusedFile, type ContentFiles } from './content-files.ts';
import { commitOf, line, type Git } from './git-command.ts';
import { committedEntry, gitPath, holdIndex, isRunning, removeLeftLock, stagedEntry, type Entry } from './git-index.ts';
import type { RecordVersion } from './local-commits.ts';
import { journalOf, type PublishJournal } from './publish-journal.ts';

/** The folders the local backend writes into: the temporary files of a save are beside its file. */
const writtenFolders = ['content', cmsFiles.pagesFolder, cmsFiles.mediaFolder];

const blobOf = (entry: Entry) => entry?.split(' ')[1];

/** The blob the file on disk would be stored as (`git add`'s filters applied); undefined when there is none. */
async function diskBlob(git: Git, root: string, file: string): Promise<string | undefined> {
  const stats = await fs.lstat(path.join(root, file)).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  return line(await git(['hash-object', `--path=${file}`, '--', file]));
}

/** The temporary files of saves not finished, removed; one line each. */
async function removeTemporaryFiles(files: ContentFiles): Promise<string[]> {
  const told: string[] = [];
  for (const folder of writtenFolders) {
    for (const file of await files.list(folder, (name) => isTemporaryName(path.posix.basename(name)))) {
      await files.remove(file);
      told.push(`CMS local: apagado ${file}, o arquivo temporário de uma gravação que não terminou.`);
    }
  }
  return told;
}

/** The publish a killed process left in its journal, finished if its files allow; what was done, in a line. */
async function finishPublish(
  git: Git,
  root: string,
  journal: PublishJournal,
  files: ContentFiles,
  record: RecordVersion,
): Promise<string> {
  const subject = `“${journal.message.split('\n')[0] ?? ''}”`;
  const head = await commitOf(git, 'HEAD');
  const states = await Promise.all(
    journal.changes.map(async ({ path: file, entry }) => {
      const disk = await diskBlob(git, root, file);
      return {
        file,
        entry,
        done: disk === blobOf(entry ?? undefined),
        untouched: disk === blobOf(await committedEntry(git, head, file)),
      };
    }),
  );
  const changed = states.filter((state) => !state.done && !state.untouched).map((state) => state.file);
  if (changed.length > 0) {
    return `CMS local: a publicação interrompida ${subject} não foi concluída: ${changed.join(', ')} mudou desde então, e tudo ficou como está (veja git status).`;
  }
  const changes = await Promise.all(
    journal.changes.map(async ({ path: file, entry }) => ({
      path: file,
      bytes: entry ? await git(['cat-file', 'blob', blobOf(entry)!]) : undefined,
    })),
  );
  const commit = await record(changes, journal.message, async () => {
    for (const [index, state] of states.entries()) {
      if (state.done) continue;
      const { bytes } = changes[index]!;
      if (bytes) await files.write(state.file, bytes);
      else await files.remove(state.file);
    }
  }).catch((error: unknown) => {
    if (error instanceof RefusedFile) return error;
    throw error;
  });
  if (commit instanceof RefusedFile) {
    return `CMS local: a publicação interrompida ${subject} não foi concluída: ${commit.words.message} ${commit.words.hint}`;
  }
  return commit
    ? `CMS local: a publicação interrompida ${subject} foi concluída e está no histórico (${commit.slice(0, 7)}).`
    : `CMS local: a publicação interrompida ${subject} já estava no histórico.`;
}

/** The blobs a file has had in the branch's history (its recent versions). */
async function blobsInHistory(git: Git, file: string): Promise<Set<string>> {
  const raw = await git(['log', '--format=', '--raw', '--no-abbrev', '--no-renames', '-n', '200', 'HEAD', '--', file]);
  return new Set(
    line(raw)
      .split('\n')
      .flatMap((row) => row.split('\t')[0]!.split(' ').slice(2, 4)),
  );
}

/**
 * The content's files whose index entry is an earlier version of the file (or none) while the branch
 * and the file on disk agree: set back to the branch's, whole. Nothing of the developer's is lost:
 * what the index held is a version the history keeps.
 */
async function repairStaleIndex(git: Git, root: string): Promise<string[]> {
  const head = await commitOf(git, 'HEAD');
  if (!head) return [];
  const differing = line(await git(['diff-index', '--cached', '--name-only', '-z', 'HEAD', '--', 'content/']))
    .split('\u0000')
    .filter(Boolean);
  const repaired = new Map<string, Entry>();
  for (const file of differing) {
    const [committed, staged] = await Promise.all([committedEntry(git, head, file), stagedEntry(git, file)]);
    if ((await diskBlob(git, root, file)) !== blobOf(committed)) continue;
    if (staged !== undefined && !(await blobsInHistory(git, file)).has(blobOf(staged)!)) continue;
    repaired.set(file, committed);
  }
  if (repaired.size === 0) return [];
  const held = await holdIndex(git, root);
  if (!held)
    return ['CMS local: o índice do git está em uso por outro programa; confira "git status" antes do próximo commit.'];
  try {
    await held.replace(repaired);
  } finally {
    await held.release();
  }
  return [...repaired.keys()].map(
    (file) =>
      `CMS local: o índice do git tinha uma versão anterior de ${file}, que o próximo "git commit" traria de volta; agora tem a que está no histórico.`,
  );
}

/** How old a temporary folder of an earlier version of the CMS must be to be certainly left over. */
const leftOverAfterMs = 60 * 60 * 1000;

/** The temporary indexes that earlier versions of the CMS made in the system's temporary folder, and left when killed. */
async function removeOldTemporaryIndexes(): Promise<string[]> {
  const folder = os.tmpdir();
  const names = (await fs.readdir(folder).catch(() => [])).filter((name) => name.startsWith('invero-cms-index-'));
  let removed = 0;
  for (const name of names) {
    const stats = await fs.lstat(path.join(folder, name)).catch(() => undefined);
    if (!stats?.isDirectory() || stats.uid !== process.getuid?.() || Date.now() - stats.mtimeMs < leftOverAfterMs)
      continue;
    await fs.rm(path.join(folder, name), { recursive: true, force: true });
    removed++;
  }
  return removed > 0
    ? [`CMS local: apagadas ${removed} pastas temporárias que versões anteriores do CMS deixaram em ${folder}.`]
    : [];
}

/**
 * Puts right what a killed `npm run cms` left in the checkout at `root` (`git`: undefined where it is
 * not one), and answers what it did, a line each. Nothing when another `npm run cms` is publishing
 * there right now.
 */
export async function putRightWhatWasLeft(
  root: string,
  git: Git | undefined,
  files: ContentFiles,
  record: RecordVersion,
): Promise<string[]> {
  const told = [...(await removeTemporaryFiles(files)), ...(await removeOldTemporaryIndexes())];
  if (!git) return told;
  const journal = await journalOf(git, root);
  const left = await journal.read();
  if (left && isRunning(left.pid) && left.pid !== process.pid) return told;
  if (await removeLeftLock(git, root)) {
    told.push('CMS local: removida a trava do índice do git (index.lock) que uma publicação interrompida deixou.');
  }
  for (const name of ['invero-cms-next-index', 'invero-cms-tree-index']) {
    await fs.rm(await gitPath(git, root, name), { force: true });
  }
  if (left) told.push(await finishPublish(git, root, left, files, record));
  // Done, or not worth keeping (a journal cut short is no publish: it is written whole before any file).
  await journal.remove();
  return [...told, ...(await repairStaleIndex(git, root))];
}
