import { cmsNames } from '../../../schema/generate/cms-fields.ts';
import type { SaveSession } from '../../session/save-session.ts';
import { relationCache, SEARCH_CLEAR, store } from '../door/internals.ts';

/**
 * Pickers that know the new page. Decap answers a picker's search from two memories: the relation
 * widget's, which keeps the options it first found for each search (the empty one included) for the
 * whole visit, and the store's, which hands a search made again within 10 s the answer of the first.
 * After a page was created or deleted, a page picker listed the old pages until the editor typed.
 * Every write empties both, for the collections a picker may list (the pages; the companies, in
 * the "geral" files).
 */
export function forgetPickerOptionsOnWrite(session: SaveSession): void {
  session.on('written', () => {
    relationCache.invalidateCollection(cmsNames.pages);
    relationCache.invalidateCollection(cmsNames.files);
    store.dispatch({ type: SEARCH_CLEAR });
  });
}
