import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { moveDraft, openDraft } from '../decap/fixes/open-draft.ts';
import { loadEntries, loadMedia, store } from '../decap/door/internals.ts';
import { savesLocally } from '../decap/door/store.ts';
import { showFailure } from '../session/words/failure-notice.ts';
import { entryHash } from '../session/content.ts';
import { putBack, type PhotoBack, type PutBack } from '../session/put-back.ts';
import { rebased } from '../session/reconcile.ts';
import { RefusedSave } from '../session/refusal.ts';
import type { SaveSession } from '../session/save-session.ts';
import { readWritten } from '../yaml/read.ts';
import { photosToBringBack } from './version-photos.ts';

const isPage = (path: string) => path.startsWith(`${cmsFiles.pagesFolder}/`);

/** The form of the entry on screen, when it is one of the files put back: it moves onto what was written. */
function followOpenForm(session: SaveSession, files: readonly PutBack[]): () => void {
  const draft = openDraft();
  const put = draft?.path === undefined ? undefined : files.find((file) => file.path === draft.path);
  if (!draft || !put) return () => {};
  const base = session.baseOf(put.path);
  return () => {
    if (put.text === undefined) {
      // Its file is gone: the file that took its place (a rename undone) opens, or the list.
      const back = files.find((file) => file.text !== undefined);
      window.location.hash = back ? entryHash(back.path) : `#/collections/${cmsNames.pages}`;
      return;
    }
    const data = readWritten(put.text)?.data;
    // What was typed and not yet published stays in the form, on top of the version put back.
    const kept = draft.changed && base !== undefined ? rebased(base, draft.data, put.text, 'theirs')?.data : undefined;
    moveDraft(session, put.path, put.text, data, kept ?? data);
  };
}

/** Runs a put-back from the screens; a refusal is told by the session's screens, any other failure said in the notice that stays. */
async function written(putting: () => Promise<void>): Promise<boolean> {
  try {
    await putting();
    return true;
  } catch (error) {
    if (!(error instanceof RefusedSave)) showFailure(error, savesLocally());
    return false;
  }
}

/** Decap's media library, read again: a photo that came back is in it. */
const reloadPhotos = () => void Promise.resolve(store.dispatch(loadMedia()));

/**
 * Puts files back as they were (a version restored, a change undone, a page brought back) from the
 * screens, through the guard (session/put-back.ts). With `from`, the version the texts are of, the
 * photos they show that are gone come back from it in the same write. The open form of such a file
 * then shows what was written, and the pages' list and the photos are read anew when a page or a
 * photo came or went. Answers whether it was written.
 */
export async function restore(
  session: SaveSession,
  files: readonly PutBack[],
  message: string,
  from?: string,
): Promise<boolean> {
  const afterwards = followOpenForm(session, files);
  let photos: PhotoBack[] = [];
  const done = await written(async () => {
    photos = from === undefined ? [] : await photosToBringBack(session, files, from);
    await putBack(session, files, message, photos);
  });
  if (!done) return false;
  afterwards();
  if (files.some((file) => isPage(file.path) && (file.text === undefined) !== (file.expected === undefined))) {
    const pages = store.getState().collections.get(cmsNames.pages);
    if (pages) void Promise.resolve(store.dispatch(loadEntries(pages)));
  }
  if (photos.length > 0) reloadPhotos();
  return true;
}

/** A photo deleted, put back as it was (through the guard), and the media library read again. Answers whether it was written. */
export async function bringPhotoBack(session: SaveSession, photo: PhotoBack, message: string): Promise<boolean> {
  const done = await written(() => putBack(session, [], message, [photo]));
  if (done) reloadPhotos();
  return done;
}
