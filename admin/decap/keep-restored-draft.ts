import { fixReducer } from './store.ts';

/** What makes a new draft of the entry on screen: its load from the backend, or an empty new entry. */
const draftFromLoad = new Set(['DRAFT_CREATE_FROM_ENTRY', 'DRAFT_CREATE_EMPTY']);
/** What ends the draft restored from the backup: leaving the entry, or saving it. */
const draftEnds = new Set(['DRAFT_DISCARD', 'ENTRY_PERSIST_REQUEST', 'ENTRY_DELETE_REQUEST']);

/**
 * A draft restored from the browser's backup is kept. Decap asks whether to restore it as soon as it
 * reads the backup, while the entry itself is still loading from the backend (after a reload, the
 * media library loads first); when the answer came first, the load that finished after it replaced
 * the restored draft with the file as saved, and the backup brought nothing back. That one load is
 * skipped for the draft.
 */
export function keepRestoredDrafts(): void {
  let restored = false;
  fixReducer((state, next, action) => {
    const type = String(action.type);
    if (type === 'DRAFT_CREATE_FROM_LOCAL_BACKUP') restored = true;
    else if (draftEnds.has(type)) restored = false;
    else if (restored && state && draftFromLoad.has(type)) {
      restored = false;
      return { ...next, entryDraft: state.entryDraft };
    }
    return next;
  });
}
