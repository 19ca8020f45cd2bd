import { say } from '../../schema/messages/catalogue/index.ts';
import { showNotice } from '../refusal/panel.ts';
import { RefusedSave } from '../session/refusal.ts';
import type { SaveSession } from '../session/save-session.ts';
import { store } from './store.ts';

/** Decap's notices about photos, written in English in its code rather than in its locale. */
const englishNotices = [
  { start: 'Failed to persist media: ', id: 'cms-photo-not-sent' },
  { start: 'Failed to delete media: ', id: 'cms-photo-not-deleted' },
] as const;

/**
 * Calls `handle` with each of Decap's notices in the store, before it is drawn (a listener of the
 * store runs before React renders it); a notice it answers true for is taken away.
 */
export function takeAwayNotices(handle: (message: unknown) => boolean): void {
  store.subscribe(() => {
    for (const { id, message } of store.getState().notifications.notifications) {
      if (handle(message)) store.dispatch({ type: 'NOTIFICATION_DISMISS', id });
    }
  });
}

/**
 * Decap's English notices of a photo not sent or not deleted are taken away: a refusal of the guard
 * is already on screen in the form's words; any other failure is said in Portuguese, with its detail.
 */
export function sayMediaFailuresInPortuguese(session: SaveSession): void {
  let lastRefusal = '';
  session.on('refused', (refusal) => (lastRefusal = refusal.message));
  takeAwayNotices((message) => {
    if (typeof message !== 'string') return false;
    const english = englishNotices.find(({ start }) => message.startsWith(start));
    if (!english) return false;
    const detail = message.slice(english.start.length);
    if (lastRefusal === '' || !detail.includes(lastRefusal.split('\n')[0]!)) {
      showNotice(say(english.id, { detail }), 'refusal');
    }
    return true;
  });
}

/** Whether a notice of Decap's is its `key` notice of a failure the guard refused (its error, our refusal). */
const refusedByGuard = (key: string) => (message: unknown) => {
  const keyed = message as { key?: unknown; details?: unknown } | undefined;
  return keyed?.key === key && keyed.details instanceof RefusedSave;
};

/**
 * Decap's notice of an entry not deleted ("Falha ao excluir a entrada: " and the whole refusal as one
 * block of text) is taken away when the guard refused it: the refusal is already on screen, in its
 * own notice, with each place on its line. Any other failure keeps Decap's notice.
 */
export function quietRefusedEntryDeletions(): void {
  takeAwayNotices(refusedByGuard('ui.toast.onFailToDelete'));
}

/**
 * The same for an entry not saved ("Nada foi salvo." and the refusal in one block): our refusal
 * alone; any other failure keeps Decap's notice.
 */
export function quietRefusedEntrySaves(): void {
  takeAwayNotices(refusedByGuard('ui.toast.onFailToPersist'));
}
