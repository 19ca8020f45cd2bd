/**
 * The one write that matters: moving the branch. Blobs, trees and commits the editor makes are
 * unreachable objects until a branch points at them, so the whole rule is enforced here, against
 * what the branch holds at this moment, whatever requests came before:
 *
 * - the new commit's only parent is the branch's head now, so the move is a fast-forward of exactly
 *   one commit; GitHub then moves the branch without force only while that head is still the head
 *   (a commit whose only ancestor line runs through the checked head is a fast-forward from nothing
 *   else), so nothing can slip in between the check and the move;
 * - the commit is hers (the function wrote her as its author);
 * - every file that differs between the head's tree and the new commit's is one she may change, by
 *   the list of the head, and every file it writes is where the site reads it (rights.ts).
 */
import { sameAddress, type Editor } from '../../schema/editors.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import type { GitHub } from './github.ts';
import { blobText, editorsIn, headOf, snapshot, type Place } from './repository.ts';
import {
  isContentYaml,
  misplacedWrite,
  refusedChanges,
  type ContentTexts,
  type FileChange,
  type TreeFile,
} from './rights.ts';

export type MoveCheck =
  { ok: true } | { ok: false; moved: true } | { ok: false; moved?: false; words: Words; files?: string[] };

interface GitCommit {
  parents: { sha: string }[];
  tree: { sha: string };
  author: { email: string };
}

/** The files that differ between two sides, by path. */
export function changesBetween(
  before: ReadonlyMap<string, TreeFile>,
  after: ReadonlyMap<string, TreeFile>,
): FileChange[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return paths.flatMap((path) => {
    const [was, next] = [before.get(path), after.get(path)];
    const same = was && next && was.sha === next.sha && was.mode === next.mode && was.type === next.type;
    return same ? [] : [{ path, before: was, after: next }];
  });
}

async function contentTexts(github: GitHub, place: Place, files: ReadonlyMap<string, TreeFile>): Promise<ContentTexts> {
  const yaml = [...files].filter(([path, file]) => isContentYaml(path) && file.type === 'blob');
  const texts = await Promise.all(yaml.map(([, file]) => blobText(github, place.root, file.sha)));
  return new Map(yaml.map(([path], index) => [path, texts[index]!]));
}

/** Whether `email` may move the branch to `sha`, checked against the branch as it is now. */
export async function checkMove(github: GitHub, place: Place, email: string, sha: string): Promise<MoveCheck> {
  const head = await headOf(github, place);
  const response = await github.call(`${place.root}/git/commits/${sha}`);
  if (!response.ok) return { ok: false, moved: true };
  const commit = (await response.json()) as GitCommit;
  if (commit.parents.length !== 1 || commit.parents[0]!.sha !== head) return { ok: false, moved: true };
  const [before, after] = await Promise.all([snapshot(github, place.root, head), snapshot(github, place.root, sha)]);
  const editor: Editor | undefined = (await editorsIn(github, place.root, before))?.find(
    (listed) => sameAddress(listed.email) === sameAddress(email),
  );
  if (!editor) return { ok: false, words: say('online-not-listed', { email }) };
  const changes = changesBetween(before, after);
  if (sameAddress(commit.author.email) !== sameAddress(editor.email)) {
    return { ok: false, words: say('online-not-yours', { files: changes.map((change) => change.path) }) };
  }
  const misplaced = misplacedWrite(changes);
  if (misplaced) return { ok: false, words: misplaced.words, files: [misplaced.path] };
  const [textsBefore, textsAfter] = await Promise.all([
    contentTexts(github, place, before),
    contentTexts(github, place, after),
  ]);
  const refused = refusedChanges(editor, changes, textsBefore, textsAfter);
  return refused.length
    ? { ok: false, words: say('online-not-yours', { files: refused }), files: refused }
    : { ok: true };
}
