import { say } from '../../../schema/messages/catalogue/index.ts';
import { showFailure } from '../../session/words/failure-notice.ts';
import { RefusedSave } from '../../session/refusal.ts';
import type { SaveSession } from '../../session/save-session.ts';
import { decapNotices, NOTIFICATION_DISMISS, store } from '../door/internals.ts';

/** Decap's notices about photos, written in English in its code rather than in its locale. */
const englishNotices = [
  { start: decapNotices.photoNotSent, id: 'cms-photo-not-sent' },
  { start: decapNotices.photoNotDeleted, id: 'cms-photo-not-deleted' },
] as const;

/**
 * Calls `handle` with each of Decap's notices in the store, before it is drawn (a listener of the
 * store runs before React renders it); a notice it answers true for is taken away.
 */
export function takeAwayNotices(handle: (message: unknown) => boolean): void {
  store.subscribe(() => {
    for (const { id, message } of store.getState().notifications.notifications) {
      if (handle(message)) store.dispatch({ type: NOTIFICATION_DISMISS, id });
    }
  });
}

/**
 * Decap's English notices of a photo not sent or not deleted are taken away: a refusal of the guard
 * is already on screen in the form's words; any other failure is said in Portuguese, with why
 * (failure-words.ts): Decap's notice holds the error only as text, so the error itself is the one
 * the session was told of as the write failed.
 */
export function sayMediaFailuresInPortuguese(session: SaveSession, local: () => boolean): void {
  let lastRefusal = '';
  let lastFailure: unknown;
  session.on('refused', (refusal) => (lastRefusal = refusal.message));
  session.on('failed', (error) => (lastFailure = error));
  takeAwayNotices((message) => {
    if (typeof message !== 'string') return false;
    const english = englishNotices.find(({ start }) => message.startsWith(start));
    if (!english) return false;
    const detail = message.slice(english.start.length);
    if (lastRefusal === '' || !detail.includes(lastRefusal.split('\n')[0]!)) {
      showFailure(lastFailure ?? detail, local(), say(english.id));
    }
    lastFailure = undefined;
    return true;
  });
}

/** Decap's notices of an entry not saved, and not deleted: "Nada foi salvo. " and the error as one block. */
const entryFailures: string[] = [decapNotices.entryNotSaved, decapNotices.entryNotDeleted];

/**
 * Decap's notices of an entry not saved or not deleted (its words before the error's, the error as
 * one block of text, gone in 8 s) are taken away: a refusal of the session is already on screen in
 * its own notice, with each place on its line; any other failure is said in the notice that stays,
 * in Portuguese, with what to do (failure-words.ts).
 */
export function sayEntryFailuresInPortuguese(local: () => boolean): void {
  takeAwayNotices((message) => {
    const keyed = message as { key?: unknown; details?: unknown } | undefined;
    if (typeof keyed?.key !== 'string' || !entryFailures.includes(keyed.key)) return false;
    if (!(keyed.details instanceof RefusedSave)) showFailure(keyed.details, local());
    return true;
  });
}
