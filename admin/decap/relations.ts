import relationCache from 'decap-cms-widget-relation/dist/esm/RelationCache.js';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import type { SaveSession } from '../session/save-session.ts';

/**
 * Pickers that know the new page. Decap's relation widget keeps, for the whole visit, the options it
 * first found for each search (the empty one included): after a page was created or deleted, a
 * page picker listed the old pages until the editor typed. Every write empties that memory for the
 * collections a picker may list (the pages; the companies, in the "geral" files).
 */
export function forgetPickerOptionsOnWrite(session: SaveSession): void {
  session.on('written', () => {
    relationCache.invalidateCollection(cmsNames.pages);
    relationCache.invalidateCollection(cmsNames.files);
  });
}
