import { fromJS, List, Map as ImmutableMap } from 'immutable';
import { say } from '../../schema/messages/catalogue/index.ts';
import { whenWords } from '../../schema/messages/words.ts';
import {
  DRAFT_DISCARD,
  DRAFT_LOCAL_BACKUP_RETRIEVED,
  fixReducer,
  store,
  wrapBackupStorage,
  type BackupStorage,
} from '../decap/door/internals.ts';
import { showField } from '../decap/fixes/mark-field.ts';
import { openDraft } from '../decap/fixes/open-draft.ts';
import { askQuestion, button, closeQuestion, element, lineList } from '../ui/panel.ts';
import { showUntilSaved } from '../refusal/until-saved.ts';
import { changeLines, ofEntry } from '../session/words/change-words.ts';
import type { SaveSession } from '../session/save-session.ts';
import { changesBetween } from '../yaml/changes.ts';
import { readWritten } from '../yaml/read.ts';

/*
 * A draft left in the browser (Decap backs up an entry being edited every couple of seconds) is
 * offered back in the editor's own words, in place of Decap's browser dialog ("Um backup local foi
 * recuperado…", whose Cancelar deleted it for good): when it was written, which fields it changes,
 * "Continuar de onde parei" or "Descartar", which asks once more. Until it is answered nothing
 * deletes or overwrites it — not leaving the entry, not Decap's next backup — so no question
 * dismissed ever loses it. Beside each backup, the text its draft began from and when it was
 * written are kept (the draft's "side"), so that a draft restored after someone else published is
 * merged with their change at its save, never written over it.
 */

/** What Decap read back from a backup: the entry, its text, and its data as the format read it. */
interface BackupEntry {
  collection: string;
  slug?: string;
  path?: string;
  data: unknown;
}

/** Beside each backup: the text its draft began from, and when it was last written. */
interface Side {
  base?: string;
  at: number;
}

const restore = 'INVERO_DRAFT_RESTORE';

const keyOf = (collection: unknown, slug: unknown) => `${String(collection)}.${typeof slug === 'string' ? slug : ''}`;
const sideKey = (key: string) => `invero.draft.${key}`;

function readSide(key: string): Side | undefined {
  try {
    const side = JSON.parse(localStorage.getItem(sideKey(key)) ?? 'null') as Side | null;
    return side && typeof side.at === 'number' ? side : undefined;
  } catch {
    return undefined;
  }
}

/** The backups found and not yet answered, by entry: nothing deletes or overwrites one until it is. */
const held = new Map<string, { entry: BackupEntry; offered: boolean }>();

const isHeld = (key: string) => held.has(key);

/** Decap's backup of an entry's draft, in the browser's storage: "backup.<collection>" and ".<slug>" when it has one. */
const backupPrefix = 'backup.';

/** Decap's backup storage as it was, for deleting a draft once the editor chose to. */
let storage: BackupStorage | undefined;

/**
 * Decap's backups (written through localForage, which Decap's packages share) kept while their draft
 * is held, and each written with its side. Decap writes a backup every couple of seconds while a
 * draft has changes, and deletes it when the entry is left or saved.
 */
function keepBackups(session: SaveSession, own: BackupStorage): BackupStorage {
  storage = own;
  const heldKey = (name: string) => (name.startsWith(backupPrefix) ? name.slice(backupPrefix.length) : undefined);
  const setItem = <T>(name: string, value: T) => {
    const key = heldKey(name);
    if (key === undefined) return own.setItem(name, value);
    if (isHeld(key)) return Promise.resolve(value);
    const path = (value as { path?: unknown } | null)?.path;
    const side: Side = { base: typeof path === 'string' ? session.baseOf(path) : undefined, at: Date.now() };
    localStorage.setItem(sideKey(key), JSON.stringify(side));
    return own.setItem(name, value);
  };
  const removeItem = (name: string) => {
    const key = heldKey(name);
    if (key !== undefined && isHeld(key)) return Promise.resolve();
    if (key !== undefined) localStorage.removeItem(sideKey(key));
    return own.removeItem(name);
  };
  return { setItem, removeItem };
}

/** The held draft of `key`, now answered: no longer kept from Decap. */
function answer(key: string): BackupEntry | undefined {
  const answered = held.get(key);
  held.delete(key);
  closeQuestion();
  return answered?.entry;
}

/** Deletes the held draft for good: Decap's backup and its side. */
function discard(key: string): void {
  answer(key);
  localStorage.removeItem(sideKey(key));
  void storage?.removeItem(`${backupPrefix}${key}`);
}

/** Brings the held draft into the form; its save compares it with the version it began from. */
function restoreDraft(session: SaveSession, key: string, base: string | undefined): void {
  const answered = answer(key);
  if (!answered) return;
  store.dispatch({ type: restore, payload: { entry: answered } });
  const path = answered.path;
  if (path && base !== undefined) session.opened(path, base);
  const baseData = base === undefined ? {} : readWritten(base)?.data;
  const first = changesBetween(baseData, answered.data)[0];
  const show = first ? [button(say('cms-show-field'), () => void showField(first.path))] : [];
  showUntilSaved(say('cms-draft-restored'), 'info', lineList(changeLines(path, baseData, answered.data)), ...show);
}

/** Asks about the open entry's held draft, once the entry is open: which fields it changes, and since when. */
function offer(session: SaveSession): void {
  const draft = openDraft();
  const key = draft && keyOf(draft.collection, draft.slug);
  const found = key === undefined ? undefined : held.get(key);
  if (!draft || !key || !found || found.offered) return;
  found.offered = true;
  const side = readSide(key);
  const opened = draft.path === undefined ? undefined : session.baseOf(draft.path);
  const base = side?.base ?? opened;
  const baseData = base === undefined ? {} : readWritten(base)?.data;
  const changes = changeLines(draft.path, baseData, found.entry.data);
  // A backup of nothing but the version it began from: there is nothing to offer.
  if (changes.length === 0) return discard(key);
  const area = element('div');
  const choose = () =>
    area.replaceChildren(
      button(say('cms-draft-continue'), () => restoreDraft(session, key, base)),
      button(say('cms-draft-discard'), () => {
        const question = say('cms-draft-discard-confirm');
        area.replaceChildren(
          element('p', `${question.message} ${question.hint}`),
          button(say('cms-draft-discard-yes'), () => discard(key)),
          button(say('cms-draft-keep'), choose),
        );
      }),
    );
  choose();
  // Published again since the draft began: its save will put the two together.
  const since = side?.base !== undefined && opened !== undefined && side.base !== opened;
  askQuestion(
    say('cms-draft-found', {
      of: ofEntry(draft.path),
      when: side ? whenWords(new Date(side.at)) : undefined,
      count: changes.length,
    }),
    lineList(changes),
    ...(since ? [element('p', say('cms-draft-published-since').message)] : []),
    area,
  );
}

export function offerDrafts(session: SaveSession): void {
  wrapBackupStorage((own) => keepBackups(session, own));
  fixReducer((_before, after, action) => {
    if (action.type === DRAFT_LOCAL_BACKUP_RETRIEVED) {
      const { entry } = action.payload as { entry: BackupEntry };
      held.set(keyOf(entry.collection, entry.slug), { entry, offered: false });
      // Decap asks with the browser's dialog as soon as the backup is in its state: the question is ours.
      return { ...after, entryDraft: after.entryDraft.delete('localBackup') };
    }
    if (action.type === restore) {
      // What Decap's own DRAFT_CREATE_FROM_LOCAL_BACKUP makes of a backup: a changed draft of it.
      const entry = fromJS((action.payload as { entry: BackupEntry }).entry) as ImmutableMap<string, unknown>;
      const entryDraft = after.entryDraft.withMutations((draft) =>
        draft
          .set('entry', entry.set('newRecord', !entry.get('path')))
          .set('fieldsMetaData', ImmutableMap())
          .set('fieldsErrors', ImmutableMap())
          .set('notes', List())
          .set('hasChanged', true)
          .set('key', crypto.randomUUID()),
      );
      return { ...after, entryDraft };
    }
    // Leaving the entry: the question goes with it, the draft stays held for the next visit.
    if (action.type === DRAFT_DISCARD) {
      for (const found of held.values()) found.offered = false;
      closeQuestion();
    }
    return after;
  });
  store.subscribe(() => offer(session));
}
