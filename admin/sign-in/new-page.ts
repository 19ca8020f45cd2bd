import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { DRAFT_CREATE_EMPTY, fixReducer } from '../decap/door/internals.ts';
import type { SaveSession } from '../session/save-session.ts';
import { newPageCompany } from './person.ts';

/**
 * A new page of a person who signs in by e-mail and edits one company's pages only starts as that
 * company's, as a default of the field would (the field is then fixed to it: screens.ts); anyone
 * else's new page starts empty, as Decap makes it. Whatever the field holds, the guard refuses a page
 * that would not be hers (not-hers.ts), on that field.
 */
export function startNewPagesAsHers(session: SaveSession): void {
  fixReducer((_, after, action) => {
    const company = session.person && newPageCompany(session.person);
    if (!company || action.type !== DRAFT_CREATE_EMPTY) return after;
    const entry = after.entryDraft;
    if (entry.getIn(['entry', 'collection']) !== cmsNames.pages || entry.getIn(['entry', 'data', 'company']))
      return after;
    return { ...after, entryDraft: entry.setIn(['entry', 'data', 'company'], company) };
  });
}
