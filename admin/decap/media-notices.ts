import { say } from '../../schema/messages/catalogue/index.ts';
import { showNotice } from '../refusal/panel.ts';
import type { SaveSession } from '../session/save-session.ts';
import { store } from './store.ts';

/** Decap's notices about photos, written in English in its code rather than in its locale. */
const englishNotices = [
  { start: 'Failed to persist media: ', id: 'cms-photo-not-sent' },
  { start: 'Failed to delete media: ', id: 'cms-photo-not-deleted' },
] as const;

/**
 * Decap's English notices of a photo not sent or not deleted are taken away before they are drawn
 * (a listener of the store runs before React renders it): a refusal of the guard is already on
 * screen in the form's words; any other failure is said in Portuguese, with its detail.
 */
export function sayMediaFailuresInPortuguese(session: SaveSession): void {
  let lastRefusal = '';
  session.on('refused', (refusal) => (lastRefusal = refusal.message));
  store.subscribe(() => {
    for (const { id, message } of store.getState().notifications.notifications) {
      if (typeof message !== 'string') continue;
      const english = englishNotices.find(({ start }) => message.startsWith(start));
      if (!english) continue;
      store.dispatch({ type: 'NOTIFICATION_DISMISS', id });
      const detail = message.slice(english.start.length);
      if (lastRefusal === '' || !detail.includes(lastRefusal.split('\n')[0]!)) {
        showNotice(say(english.id, { detail }), 'refusal');
      }
    }
  });
}
