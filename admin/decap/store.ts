import type { Map as ImmutableMap } from 'immutable';
import createRootReducer from 'decap-cms-core/dist/esm/reducers/combinedReducer.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import type { AnyAction } from 'redux';
import { guardedBackendNames } from '../cms-config.ts';
import { plainData } from './plain-data.ts';

/**
 * Decap's Redux store (a module of decap-cms-core, the one its components connect to), for what its
 * public API does not offer: marking a field with an error, the draft's media, its notices. Only
 * the parts of its state the admin reads are typed here.
 */
export interface DecapState {
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

export { store };

/** A fix to Decap's reducers: from the state before an action and Decap's state after it, the state kept. */
export type ReducerFix = (before: DecapState | undefined, after: DecapState, action: AnyAction) => DecapState;

const reducerFixes: ReducerFix[] = [];

/**
 * Runs `fix` after Decap's own reducers on every action. The store takes one reducer: the fixes are
 * applied in turn on Decap's, so each fix stays its own module.
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

/** Whether the CMS saves into this machine's files (`npm run cms`) rather than to the repository online. */
export function savesLocally(): boolean {
  const config = store.getState().config as { backend?: { name?: unknown } } | undefined;
  return config?.backend?.name === guardedBackendNames.local;
}

/** The entry being edited, if any: its data's path in the repository (none for a new one). */
export function openEntryPath(): string | undefined {
  const path = store.getState().entryDraft.getIn(['entry', 'path']);
  return typeof path === 'string' && path !== '' ? path : undefined;
}

/** A media file as Decap keeps it in its state. */
export interface DecapMediaFile {
  name: string;
  path: string;
}

const asFiles = (value: unknown): DecapMediaFile[] => {
  const plain = plainData(value);
  return Array.isArray(plain) ? (plain as DecapMediaFile[]) : [];
};

/** The photos Decap knows: the media library's, and those uploaded into the draft but not yet saved. */
export function knownMediaFiles(): DecapMediaFile[] {
  const { mediaLibrary, entryDraft } = store.getState();
  return [...asFiles(mediaLibrary.get('files')), ...asFiles(entryDraft.getIn(['entry', 'mediaFiles']))];
}
