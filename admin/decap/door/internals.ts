/**
 * The one door to Decap's internals: every module of Decap's beyond its public API that the admin
 * uses (its store and reducers, actions, caches, shared storage, a backend to extend) is imported
 * here and nowhere else (ESLint refuses them elsewhere). What each is relied on for, and why, is in
 * reliances.ts, and tests/admin/decap-reliances.test.ts checks each against the installed packages.
 * Decap's inner modules ship no types: packages.d.ts types them as far as the admin uses them.
 */
import createRootReducer from 'decap-cms-core/dist/esm/reducers/combinedReducer.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { localForage } from 'decap-cms-lib-util';
import type { Map as ImmutableMap } from 'immutable';
import type { AnyAction } from 'redux';
import type { DecapSlice } from './decap-names.ts';

/** The slices of Decap's state the admin reads, as far as it reads them. */
interface Slices {
  entryDraft: ImmutableMap<string, unknown>;
  /** The entries as loaded (`entities`, by "<collection>.<slug>"): what a draft is compared with. */
  entries: ImmutableMap<string, unknown>;
  mediaLibrary: ImmutableMap<string, unknown>;
  /** The configuration, as Decap loaded it (its backend is made from it). */
  config: unknown;
  /** The collections of the configuration, by name. */
  collections: ImmutableMap<string, ImmutableMap<string, unknown>>;
  notifications: { notifications: { id: string; message: unknown }[] };
  /** The photos loaded so far: a new object whenever one arrives (its reducer copies on change). */
  medias: object;
}

/**
 * Decap's Redux state, for what its public API does not offer (a field marked with an error, the
 * draft's media, its notices): only the slices reliances.ts declares, which the test finds among
 * Decap's reducers.
 */
export type DecapState = Pick<Slices, DecapSlice>;

/** Decap's Redux store: the one its components connect to. */
export { store };

/** A fix to Decap's reducers: from the state before an action and Decap's state after it, the state kept. */
export type ReducerFix = (before: DecapState | undefined, after: DecapState, action: AnyAction) => DecapState;

const reducerFixes: ReducerFix[] = [];

/**
 * Runs `fix` after Decap's own reducers on every action. The store takes one reducer: Decap's root
 * reducer (the one its store was made with) runs first, then the fixes in turn, so each fix stays
 * its own module.
 */
export function fixReducer(fix: ReducerFix): void {
  if (reducerFixes.length === 0) {
    const decap = createRootReducer();
    store.replaceReducer((state, action) =>
      reducerFixes.reduce((after, each) => each(state, after, action), decap(state, action)),
    );
  }
  reducerFixes.push(fix);
}

/** The two ways Decap writes to and deletes from the browser storage its packages share. */
export interface BackupStorage {
  setItem: <T>(key: string, value: T) => Promise<T>;
  removeItem: (key: string) => Promise<void>;
}

/**
 * Puts `wrap`'s storage in place of the shared localForage's setItem and removeItem, through which
 * Decap writes and deletes its backups of drafts; `wrap` gets the storage's own, to write through.
 * localforage puts its storage's methods on the instance once it is ready, over any set before.
 */
export function wrapBackupStorage(wrap: (own: BackupStorage) => BackupStorage): void {
  void localForage.ready().then(() => {
    const own = {
      setItem: localForage.setItem.bind(localForage),
      removeItem: localForage.removeItem.bind(localForage),
    };
    const { setItem, removeItem } = wrap(own);
    localForage.setItem = setItem;
    localForage.removeItem = removeItem;
  });
}

export {
  changeDraftFieldValidation,
  DRAFT_CLEAR_ERRORS,
  DRAFT_CREATE_EMPTY,
  DRAFT_CREATE_FROM_ENTRY,
  DRAFT_DISCARD,
  DRAFT_LOCAL_BACKUP_RETRIEVED,
  ENTRY_PERSIST_FAILURE,
  ENTRY_PERSIST_REQUEST,
  ENTRY_PERSIST_SUCCESS,
  loadEntries,
  loadEntry,
  persistEntry,
  retrieveLocalBackup,
  REMOVE_DRAFT_ENTRY_MEDIA_FILE,
} from 'decap-cms-core/dist/esm/actions/entries.js';
export { boundGetAsset } from 'decap-cms-core/dist/esm/actions/media.js';
export { history } from 'decap-cms-core/dist/esm/routing/history.js';
export { deleteMedia, loadMedia } from 'decap-cms-core/dist/esm/actions/mediaLibrary.js';
export { NOTIFICATION_DISMISS, NOTIFICATION_SEND } from 'decap-cms-core/dist/esm/actions/notifications.js';
export { SEARCH_CLEAR } from 'decap-cms-core/dist/esm/actions/search.js';
export { default as validationErrorTypes } from 'decap-cms-core/dist/esm/constants/validationErrorTypes.js';
export { default as relationCache } from 'decap-cms-widget-relation/dist/esm/RelationCache.js';
export { APIError, unsentRequest } from 'decap-cms-lib-util';
export { ProxyBackend } from 'decap-cms-backend-proxy';
export { decapNotices } from './decap-names.ts';
