import type { List, Map as ImmutableMap } from 'immutable';
import { fixReducer, REMOVE_DRAFT_ENTRY_MEDIA_FILE } from '../door/internals.ts';

/**
 * Deleting a photo of the library from inside an entry (the offer after a replaced photo, "Apagar a
 * foto") leaves the entry as saved: Decap marks its draft changed whenever a photo leaves the library,
 * and a page just published went back to "Alterações não salvas". Only a photo sent with this draft,
 * still unsaved, is a change of the draft when it goes.
 */
export function keepEntrySavedWhenAPhotoGoes(): void {
  fixReducer((before, after, action) => {
    if (action.type !== REMOVE_DRAFT_ENTRY_MEDIA_FILE || !before || before.entryDraft.get('hasChanged')) return after;
    const draftPhotos = before.entryDraft.getIn(['entry', 'mediaFiles']) as
      List<ImmutableMap<string, unknown>> | undefined;
    const id = (action.payload as { id?: unknown } | undefined)?.id;
    // The entry's photos are every photo of its folder; those sent with this draft are marked `draft`.
    if (draftPhotos?.some((photo) => photo.get('id') === id && photo.get('draft') === true)) return after;
    return { ...after, entryDraft: after.entryDraft.set('hasChanged', false) };
  });
}
