import { fromJS, Map as ImmutableMap } from 'immutable';
import type { SaveSession } from '../../session/save-session.ts';
import { deepEqual, sameListLengths } from '../../yaml/data.ts';
import { DRAFT_CREATE_FROM_ENTRY, fixReducer, persistEntry, store } from '../door/internals.ts';
import { plainData } from '../door/plain-data.ts';

/** The entry being edited, as the version screens read it. */
export interface OpenDraft {
  /** Its file; none for a new entry not yet saved. */
  path: string | undefined;
  collection: string;
  slug: string | undefined;
  /** What the form holds. */
  data: unknown;
  /** Whether the form differs from the version its draft began from. */
  changed: boolean;
  /** Whether a save of it is under way. */
  saving: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function openDraft(): OpenDraft | undefined {
  const draft = store.getState().entryDraft;
  const entry = draft.get('entry') as ImmutableMap<string, unknown> | undefined;
  const collection = text(entry?.get('collection'));
  if (!entry || !collection) return undefined;
  return {
    path: entry.get('newRecord') === true ? undefined : text(entry.get('path')),
    collection,
    slug: text(entry.get('slug')),
    data: plainData(entry.get('data')),
    changed: draft.get('hasChanged') === true,
    saving: entry.get('isPersisting') === true,
  };
}

const rebase = 'INVERO_DRAFT_REBASE';

/**
 * The draft, with its form drawn anew (a new key) only when its lists change length: Decap's list
 * keeps a key per item it drew. Otherwise the fields take the new values where they are, and the
 * editor keeps their place (the items open, the scroll).
 */
export function redrawnFor(
  entryDraft: ImmutableMap<string, unknown>,
  shown: unknown,
  data: unknown,
): ImmutableMap<string, unknown> {
  return sameListLengths(shown, data) ? entryDraft : entryDraft.set('key', crypto.randomUUID());
}

interface Rebase {
  /** The version the draft now continues from ('' when the file is gone), and that version's data. */
  text: string;
  baseData: unknown;
  /** What the form holds from now on. */
  data: unknown;
}

/**
 * The session learns the text each draft begins from as Decap makes it from the file it loaded;
 * and a draft can be moved onto another version of its file (`moveDraft`).
 */
export function followOpenDrafts(session: SaveSession): void {
  fixReducer((_before, after, action) => {
    if (action.type === DRAFT_CREATE_FROM_ENTRY) {
      const { path, raw } = (action.payload as { entry: { path?: unknown; raw?: unknown } }).entry;
      if (typeof path === 'string' && typeof raw === 'string') session.opened(path, raw);
      return after;
    }
    if (action.type !== rebase) return after;
    const { text: base, baseData, data } = action.payload as Rebase;
    const entry = after.entryDraft.get('entry') as ImmutableMap<string, unknown>;
    const key = `${String(entry.get('collection'))}.${String(entry.get('slug'))}`;
    // What the form is compared with, to tell a change: the version the draft now continues from.
    const entries = after.entries.hasIn(['entities', key])
      ? after.entries.updateIn(['entities', key], (stored) =>
          (stored as ImmutableMap<string, unknown>).set('data', fromJS(baseData)).set('raw', base),
        )
      : after.entries;
    const shown = plainData(entry.get('data'));
    const entryDraft = after.entryDraft
      .setIn(['entry', 'data'], fromJS(data))
      .setIn(['entry', 'raw'], base)
      .set('hasChanged', !deepEqual(data, baseData))
      .set('fieldsErrors', ImmutableMap());
    return { ...after, entries, entryDraft: redrawnFor(entryDraft, shown, data) };
  });
}

/**
 * Moves the open draft onto another version of its file: `text` (undefined: the file is gone) is
 * what it continues from, `data` what the form holds from now on.
 */
export function moveDraft(
  session: SaveSession,
  path: string,
  text: string | undefined,
  baseData: unknown,
  data: unknown,
) {
  store.dispatch({ type: rebase, payload: { text: text ?? '', baseData, data } satisfies Rebase });
  session.opened(path, text);
}

/**
 * Publishes the open draft, as its Publicar button does. What follows is told by the save's own
 * screens; a save that Decap's checks of the fields stop rejects unhandled, as from the button, and
 * is told there too (field-errors.ts).
 */
export function publishDraft(): void {
  const { collections, entryDraft } = store.getState();
  const collection = collections.get(String(entryDraft.getIn(['entry', 'collection'])));
  void (store.dispatch(persistEntry(collection) as never) as unknown as Promise<unknown>);
}
