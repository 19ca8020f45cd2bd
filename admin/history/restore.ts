import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { moveDraft, openDraft } from '../decap/open-draft.ts';
import { loadEntries, store } from '../decap/internals.ts';
import { savesLocally } from '../decap/store.ts';
import { showNotice } from '../refusal/panel.ts';
import { failureWords } from '../session/failure-words.ts';
import { entryHash } from '../session/content.ts';
import { putBack, type PutBack } from '../session/put-back.ts';
import { rebased } from '../session/reconcile.ts';
import { RefusedSave } from '../session/refusal.ts';
import type { SaveSession } from '../session/save-session.ts';
import { readWritten } from '../yaml/read.ts';

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

/**
 * Puts files back as they were (a version restored, a change undone, a page brought back) from the
 * screens: through the guard (session/put-back.ts), whose refusal is told by the session's screens;
 * any other failure said in the notice that stays. The open form of such a file then shows what
 * was written, and the pages' list is read anew when a page came or went. Answers whether it was
 * written.
 */
export async function restore(session: SaveSession, files: readonly PutBack[], message: string): Promise<boolean> {
  const afterwards = followOpenForm(session, files);
  try {
    await putBack(session, files, message);
  } catch (error) {
    if (!(error instanceof RefusedSave)) showNotice(failureWords(error, savesLocally()), 'refusal');
    return false;
  }
  afterwards();
  if (files.some((file) => isPage(file.path) && (file.text === undefined) !== (file.expected === undefined))) {
    const pages = store.getState().collections.get(cmsNames.pages);
    if (pages) void Promise.resolve(store.dispatch(loadEntries(pages)));
  }
  return true;
}
