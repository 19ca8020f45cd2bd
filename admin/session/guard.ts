import { judgeUpload } from '../../schema/load/check-content.ts';
import { say, type MessageId, type Words } from '../../schema/messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../../schema/messages/issue.ts';
import type { PathChange } from '../../schema/rights.ts';
import { notHers } from '../sign-in/not-hers.ts';
import { readWritten } from '../yaml/read.ts';
import {
  contentIssues,
  copyOf,
  loadContent,
  pageTitle,
  photoAddress,
  type Content,
  type ContentSource,
} from './content.ts';
import { editorsListProblems } from './editors-list.ts';
import { endedWindows } from './ended-windows.ts';
import { formProblem, type FormProblem } from './words/form-words.ts';
import { photosNamed, photosTogetherProblems } from './photos-together.ts';
import { RefusedSave } from './refusal.ts';
import type { SaveSession } from './save-session.ts';
import type { Asset, DataFile } from '../repository/repository.ts';
import { placeProblems, repositoryPath } from './written-places.ts';

async function bytesOf(asset: Asset): Promise<Uint8Array<ArrayBuffer>> {
  const blob = asset.file ?? (await (await fetch(asset.url ?? '')).blob());
  return new Uint8Array(await blob.arrayBuffer());
}

export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const key = (issue: ContentIssue) => `${issue.file}\u0000${issue.yamlPath}\u0000${issue.message}`;

/**
 * What a change would add to the content's problems: every problem of the files it writes (the
 * editor fixes those in the form), and any other that was not there before (a link to the page it
 * renames, a photo it removes). Problems that were already elsewhere are not the change's.
 */
function problemsOf(
  before: Content,
  after: Content,
  written: readonly string[],
  own?: string,
  placeOnly?: (issue: ContentIssue) => boolean,
): FormProblem[] {
  const known = new Set(contentIssues(before).map(key));
  return contentIssues(after)
    .filter((issue) => written.includes(issue.file) || !known.has(key(issue)))
    .map((issue) => {
      const text = after.texts.get(issue.file);
      const problem = formProblem(issue, {
        data: text === undefined ? undefined : readWritten(text)?.data,
        own: issue.file === own,
        titleOf: (file) => pageTitle(after, file),
      });
      return placeOnly?.(issue) ? { ...problem, message: '', hint: '' } : problem;
    });
}

/**
 * What a deletion leaves that is only a use of what it deletes: the photo a field shows, a link to
 * the page. The refusal's title says it (used there; choose another first); each is told by its place
 * alone, not as a photo or page that "does not exist", which the editor still sees in the library.
 */
const usesOfDeleted = new Set<MessageId | undefined>(['image-missing', 'unknown-page']);

function refuse(session: SaveSession, title: Words, problems: FormProblem[], entryFile?: string): never {
  const refusal = new RefusedSave(title, problems, entryFile);
  session.tell('refused', refusal);
  throw refusal;
}

/** A file a write touches, as it is in the content before (added: none) and after it (deleted: none). */
const changeOf = (path: string, before: Content, after: Content): PathChange => {
  const exists = (content: Content) => content.texts.has(path) || content.photos.has(photoAddress(path));
  return { path, ...(exists(before) ? { before: true } : {}), ...(exists(after) ? { after: true } : {}) };
};

/** Refuses, before anything is written, what the person signed in by e-mail may not change (sign-in/not-hers.ts). */
function refuseWhatIsNotHers(
  session: SaveSession,
  before: Content,
  after: Content,
  paths: readonly string[],
  entryFile?: string,
): void {
  const changes = paths.map((path) => changeOf(repositoryPath(path), before, after));
  const theirs = notHers(session.person, before, after, changes, entryFile);
  if (theirs) refuse(session, theirs.title, theirs.problems, entryFile);
}

/** A photo's own problem, before any content names it: too big, or not a photo the site publishes. */
function photoProblem(path: string, bytes: Uint8Array): FormProblem | undefined {
  const judged = judgeUpload(bytes, photoAddress(path));
  if (judged.ok) return undefined;
  const issue = fileIssue(path, judged.words);
  return formProblem(issue, { data: undefined, own: true, titleOf: (file) => file });
}

/**
 * How a refused entry is told: its title (the count of problems it names), and whether its problems
 * are the open form's to mark (not for a version restored, which is not what the form shows).
 */
interface EntryRefusal {
  title?: (count: number) => Words;
  inForm?: boolean;
}

/**
 * An entry about to be saved (Decap's `persistEntry`): the content as the save would leave it,
 * checked by the rules of `npm run validate`; refused (nothing written) when the save would add a
 * problem. Photos this session already sent, unchanged, are not sent again. Answers what to send,
 * and what to do once it is written.
 */
export async function guardEntry(
  session: SaveSession,
  source: ContentSource,
  dataFiles: readonly DataFile[],
  assets: readonly Asset[],
  refusal: EntryRefusal = {},
): Promise<{ assets: Asset[]; written: () => void }> {
  const before = await loadContent(source);
  const after = copyOf(before);
  const targets = dataFiles.map((file) => file.newPath ?? file.path);
  for (const file of dataFiles) {
    if (file.newPath !== undefined && file.newPath !== file.path) after.texts.delete(file.path);
    after.texts.set(file.newPath ?? file.path, file.raw);
  }
  const toSend: { asset: Asset; hash: string }[] = [];
  const sent = new Map<string, Uint8Array>();
  const ownProblems: FormProblem[] = [];
  for (const asset of assets) {
    const bytes = await bytesOf(asset);
    const hash = await sha256(bytes);
    // Decap keeps every photo uploaded with an entry as a draft of it, and sends them all at each save.
    if (session.alreadySent(asset.path, hash) && before.photos.has(photoAddress(asset.path))) continue;
    const problem = photoProblem(asset.path, bytes);
    if (problem) ownProblems.push(problem);
    after.photos.set(photoAddress(asset.path), bytes);
    sent.set(photoAddress(repositoryPath(asset.path)), bytes);
    toSend.push({ asset, hash });
  }
  const { title = (count: number) => say('cms-save-refused', { count }), inForm = true } = refusal;
  const written = [...dataFiles.map((file) => file.path), ...targets, ...toSend.map(({ asset }) => asset.path)];
  refuseWhatIsNotHers(session, before, after, [...new Set(written)], inForm ? targets[0] : undefined);
  const placed = [
    ...targets.map((path) => ({ path, kind: 'text' as const })),
    ...assets.map(({ path }) => ({ path, kind: 'photo' as const })),
  ];
  const problems = [
    ...placeProblems(placed, before),
    ...ownProblems,
    ...problemsOf(before, after, targets, targets[0]),
    ...(await photosTogetherProblems(session, source, before, after, sent)),
    ...editorsListProblems(before, after, targets[0]),
    ...(inForm ? endedWindows(before, dataFiles, targets[0]) : []),
  ];
  if (problems.length > 0) refuse(session, title(problems.length), problems, inForm ? targets[0] : undefined);
  return {
    assets: toSend.map(({ asset }) => asset),
    written: () => {
      // What was written is what the editor's draft now continues from.
      for (const file of dataFiles)
        if (file.newPath !== undefined && file.newPath !== file.path) session.opened(file.path, undefined);
      for (const file of dataFiles) session.opened(file.newPath ?? file.path, file.raw);
      for (const { asset, hash } of toSend) session.photoSent(asset.path, hash);
      // Photos the saved files named before and no part of the content names now: replaced ones.
      const named = photosNamed(after.texts);
      const savedBefore = [...before.texts].filter(([file]) => dataFiles.some((written) => written.path === file));
      const dropped = [...photosNamed(savedBefore)].filter((src) => !named.has(src) && after.photos.has(src));
      for (const target of targets) session.tell('written', target);
      if (dropped.length > 0) session.tell('unused', dropped);
    },
  };
}

/** A photo about to be uploaded on its own (the media library, outside an entry): judged by its bytes. */
export async function guardUpload(session: SaveSession, source: ContentSource, asset: Asset): Promise<() => void> {
  const bytes = await bytesOf(asset);
  const name = asset.path.split('/').at(-1) ?? asset.path;
  const problems = [
    ...placeProblems([{ path: asset.path, kind: 'photo' }], { texts: new Map(), photos: new Map() }),
    ...[photoProblem(asset.path, bytes)].filter((problem) => problem !== undefined),
  ];
  if (problems.length > 0) refuse(session, say('cms-upload-refused', { photo: name }), problems);
  if (session.person) {
    // A photo that replaces one of the same name changes the pages that show it.
    const before = await loadContent(source);
    const after = copyOf(before);
    after.photos.set(photoAddress(repositoryPath(asset.path)), bytes);
    refuseWhatIsNotHers(session, before, after, [asset.path]);
  }
  const hash = await sha256(bytes);
  return () => session.photoSent(asset.path, hash);
}

/** A page or photo as a deletion names it: the page by its title, the photo by its file's name. */
const deletedName = (content: Content, path: string) =>
  content.texts.has(path)
    ? say('cms-other-page', { title: pageTitle(content, path) }).message
    : (path.split('/').at(-1) ?? path);

/**
 * Pages or photos about to be deleted (Decap's `deleteFiles`): refused, saying where, when anything
 * of the content names them — a link to the page (the menu, the footer, a button), the photo in a
 * field. Answers what to do once they are deleted, their names, for the commit message, and the
 * text each had (none for a photo), for what a deletion's undo puts back.
 */
export async function guardDelete(
  session: SaveSession,
  source: ContentSource,
  paths: readonly string[],
): Promise<{ written: () => void; names: string[]; texts: (string | undefined)[] }> {
  const before = await loadContent(source);
  const after = copyOf(before);
  for (const path of paths) {
    after.texts.delete(path);
    after.photos.delete(photoAddress(path));
  }
  refuseWhatIsNotHers(session, before, after, paths);
  const problems = problemsOf(before, after, [], undefined, (issue) => usesOfDeleted.has(issue.said?.id));
  if (problems.length > 0) {
    const first = paths[0] ?? '';
    const title = before.texts.has(first)
      ? say('cms-page-in-use', { page: `"${pageTitle(before, first)}"`, count: problems.length })
      : say('cms-photo-in-use', { photo: first.split('/').at(-1) ?? first, count: problems.length });
    refuse(session, title, problems);
  }
  return {
    names: paths.map((path) => deletedName(before, path)),
    texts: paths.map((path) => before.texts.get(path)),
    written: () => {
      for (const path of paths) {
        session.opened(path, undefined);
        session.tell('written', path);
      }
    },
  };
}
