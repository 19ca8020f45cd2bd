import { fromJS, type Map as ImmutableMap } from 'immutable';
import type { SaveSession } from '../../session/save-session.ts';
import { deepEqual } from '../../yaml/data.ts';
import { mergeEdits } from '../../yaml/merge.ts';
import { readWritten } from '../../yaml/read.ts';
import { ENTRY_PERSIST_FAILURE, ENTRY_PERSIST_REQUEST, ENTRY_PERSIST_SUCCESS, fixReducer } from '../door/internals.ts';
import { plainData } from '../door/plain-data.ts';
import { redrawnFor } from './open-draft.ts';

type Entry = ImmutableMap<string, unknown>;

/**
 * After a save, Decap's stored entry is the one saved. Decap tells a draft with changes from one
 * without by comparing its data with the entry as loaded from the backend (`entries.entities`, in
 * DRAFT_CHANGE_FIELD), but a save only marks the draft unchanged (ENTRY_PERSIST_SUCCESS) and leaves
 * the loaded entry as it was opened. So after publishing a change, putting the field back to its
 * value at opening made the draft equal the old entry: "Publicado", no Publicar button, no warning on
 * leaving, and the file kept the published value (seen by others too: ecomplus/storefront#483).
 * The data saved is the draft's when the save was asked for (what Decap serialised and sent); once
 * the backend wrote it, it becomes the stored entry's data.
 *
 * A save written together with someone else's change (the session tells it `merged`) wrote more
 * than the draft held, and one with pasted unseen characters taken out wrote less: the stored entry
 * and the form become what was written — the other person's change shown, the cleaned text in its
 * field, what was typed while the save was under way kept on top — or the next save, made from a
 * form without it, would take it back out (or the form would say "saved" beside a text the file has not).
 */
export function keepSavedEntry(session: SaveSession): void {
  let saving: Entry | undefined;
  let merged: string | undefined;
  session.on('merged', (file) => (merged = file));
  fixReducer((state, next, action) => {
    const type = String(action.type);
    if (type === ENTRY_PERSIST_REQUEST) {
      saving = state?.entryDraft.get('entry') as Entry | undefined;
      merged = undefined;
    } else if (type === ENTRY_PERSIST_FAILURE) saving = undefined;
    else if (type === ENTRY_PERSIST_SUCCESS && saving) {
      const draft = saving;
      saving = undefined;
      const { collectionName, entrySlug } = action.payload as { collectionName: string; entrySlug: string };
      const key = `${collectionName}.${entrySlug}`;
      // A new entry has no stored entry yet: Decap loads it under its new name.
      if (!next.entries.hasIn(['entities', key])) return next;
      const now = next.entryDraft.get('entry') as Entry;
      const path = draft.get('path');
      const written = typeof path === 'string' ? session.baseOf(path) : undefined;
      const writtenData = written === undefined ? undefined : readWritten(written)?.data;
      // Written otherwise than the draft held: with someone else's change, or with what a paste left
      // unseen taken out (session/pre-save.ts) — the form shows what the file now says, not the pasted text.
      if (writtenData !== undefined && (path === merged || !deepEqual(plainData(draft.get('data')), writtenData))) {
        const data = mergeEdits(plainData(draft.get('data')), plainData(now.get('data')), writtenData, 'mine').data;
        const saved = next.entries.updateIn(['entities', key], (stored) =>
          (stored as Entry).set('data', fromJS(writtenData)).set('raw', written),
        );
        const entryDraft = next.entryDraft
          .setIn(['entry', 'data'], fromJS(data))
          .setIn(['entry', 'raw'], written)
          .set('hasChanged', !deepEqual(data, writtenData));
        return { ...next, entries: saved, entryDraft: redrawnFor(entryDraft, plainData(now.get('data')), data) };
      }
      const saved = next.entries.updateIn(['entities', key], (stored) =>
        (stored as Entry).set('data', draft.get('data')).set('meta', draft.get('meta')),
      );
      // Decap marks the draft unchanged; what was typed while the save was under way is a change.
      const changed = ['data', 'meta'].some((part) => !(draft.get(part) as Entry).equals(now.get(part)));
      return { ...next, entries: saved, entryDraft: next.entryDraft.set('hasChanged', changed) };
    }
    return next;
  });
}
