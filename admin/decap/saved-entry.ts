import type { Map as ImmutableMap } from 'immutable';
import { fixReducer } from './store.ts';

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
 */
export function keepSavedEntry(): void {
  let saving: Entry | undefined;
  fixReducer((state, next, action) => {
    const type = String(action.type);
    if (type === 'ENTRY_PERSIST_REQUEST') saving = state?.entryDraft.get('entry') as Entry | undefined;
    else if (type === 'ENTRY_PERSIST_FAILURE') saving = undefined;
    else if (type === 'ENTRY_PERSIST_SUCCESS' && saving) {
      const draft = saving;
      saving = undefined;
      const { collectionName, entrySlug } = action.payload as { collectionName: string; entrySlug: string };
      const key = `${collectionName}.${entrySlug}`;
      // A new entry has no stored entry yet: Decap loads it under its new name.
      if (!next.entries.hasIn(['entities', key])) return next;
      const saved = next.entries.updateIn(['entities', key], (stored) =>
        (stored as Entry).set('data', draft.get('data')).set('meta', draft.get('meta')),
      );
      // Decap marks the draft unchanged; what was typed while the save was under way is a change.
      const now = next.entryDraft.get('entry') as Entry;
      const changed = ['data', 'meta'].some((part) => !(draft.get(part) as Entry).equals(now.get(part)));
      return { ...next, entries: saved, entryDraft: next.entryDraft.set('hasChanged', changed) };
    }
    return next;
  });
}
