import type { CmsEventListener } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import type { SaveSession } from './session/save-session.ts';

/**
 * Decap's pre-save event: the session writes the entry's data into the file's text, for the format's
 * `toFile` to hand to the backend, where the guard checks it (session/guard.ts). Nothing returned:
 * Decap keeps the entry's data.
 */
export function preSaveListener(session: SaveSession): CmsEventListener {
  return {
    name: 'preSave',
    handler: ({ entry }) => {
      session.prepareSave(entry as ImmutableMap<string, unknown>);
      return undefined;
    },
  };
}
