import type { CmsEventListener } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import { cleanPastedTexts } from './pasted-text.ts';
import type { SaveSession } from './save-session.ts';

/**
 * Decap's pre-save event: the texts made what they look like (session/pasted-text.ts: what a paste left
 * unseen taken out, and the editor told), then the session writes the entry's data into the file's
 * text, for the format's `toFile` to hand to the backend, where the guard checks it (session/guard.ts).
 * The cleaned data is returned, for Decap to save; nothing when there was nothing to clean.
 */
export function preSaveListener(session: SaveSession): CmsEventListener {
  return {
    name: 'preSave',
    handler: ({ entry }) => {
      const saved = entry as ImmutableMap<string, unknown>;
      const data = saved.get('data') as ImmutableMap<string, unknown>;
      const cleaned = cleanPastedTexts(data, saved.get('path') as string | undefined);
      session.prepareSave(cleaned ? saved.set('data', cleaned) : saved);
      return cleaned;
    },
  };
}
