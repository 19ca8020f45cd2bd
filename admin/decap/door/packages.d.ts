/*
 * The Decap packages the CMS is assembled from ship no types of their own (decap-cms-core does):
 * what admin/decap/swaps/parts.ts uses of each; and the parts of Decap the admin reaches beyond its public
 * types: its two backends, to guard them (session/guarded-backend.ts), and its store, reducers,
 * actions and caches, which only admin/decap/door/internals.ts imports (reliances.ts says why), typed as
 * far as the admin uses them.
 */

/** A widget package: `Widget()` is what `CMS.registerWidget` takes; its control, to build on. */
interface DecapWidgetPackage {
  Widget(options?: object): import('decap-cms-core').CmsWidgetParam;
  controlComponent: import('react').ComponentType<never>;
}

declare module 'decap-cms-widget-boolean' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-image' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-list' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-number' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-object' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-relation' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-select' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-string' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-text' {
  const widget: DecapWidgetPackage;
  export default widget;
}

declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('../../session/guarded-backend.ts').BackendClass;
}
declare module 'decap-cms-backend-proxy' {
  /** Decap's proxy backend, with its one way to the server (`request`, which repository/local/proxy.ts replaces). */
  export const ProxyBackend: new (...args: never[]) => import('../../session/guarded-backend.ts').Backend & {
    proxyUrl: string;
    branch: string;
    request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
  };
}

declare module 'decap-cms-lib-util' {
  /** The browser storage Decap's packages share (localforage's one instance): Decap's backups of drafts are in it. */
  export const localForage: {
    setItem<T>(key: string, value: T): Promise<T>;
    getItem<T>(key: string): Promise<T | null>;
    removeItem(key: string): Promise<void>;
    ready(): Promise<void>;
  };
  /** Decap's fetch, which gives up after 60 s. */
  export const unsentRequest: { fetchWithTimeout(input: string, init: RequestInit): Promise<Response> };
  /** The error Decap's backends throw for an answer that is not 2xx, with its status. */
  export class APIError extends Error {
    constructor(message: string, status: number, api: string);
    status: number;
  }
}

declare module 'decap-cms-locales' {
  /** Decap's phrases in one language, by screen and purpose. */
  type DecapPhrases = { [key: string]: string | DecapPhrases };
  export const pt: DecapPhrases;
  export const en: DecapPhrases;
}

declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: import('redux').Store<import('./internals.ts').DecapState>;
}

declare module 'decap-cms-core/dist/esm/reducers/combinedReducer.js' {
  export default function createRootReducer(): import('redux').Reducer<import('./internals.ts').DecapState>;
}

declare module 'decap-cms-core/dist/esm/actions/entries.js' {
  export const DRAFT_CLEAR_ERRORS: 'DRAFT_CLEAR_ERRORS';
  export const DRAFT_CREATE_EMPTY: 'DRAFT_CREATE_EMPTY';
  export const DRAFT_CREATE_FROM_ENTRY: 'DRAFT_CREATE_FROM_ENTRY';
  export const DRAFT_DISCARD: 'DRAFT_DISCARD';
  export const REMOVE_DRAFT_ENTRY_MEDIA_FILE: 'REMOVE_DRAFT_ENTRY_MEDIA_FILE';
  export const DRAFT_LOCAL_BACKUP_RETRIEVED: 'DRAFT_LOCAL_BACKUP_RETRIEVED';
  export const ENTRY_PERSIST_FAILURE: 'ENTRY_PERSIST_FAILURE';
  export const ENTRY_PERSIST_REQUEST: 'ENTRY_PERSIST_REQUEST';
  export const ENTRY_PERSIST_SUCCESS: 'ENTRY_PERSIST_SUCCESS';
  /** A thunk: dispatched, it checks the draft's fields and saves it through the backend (the Publicar button). */
  export function persistEntry(
    collection: import('immutable').Map<string, unknown> | undefined,
  ): import('redux').AnyAction;
  /** A thunk: dispatched, it lists the collection's entries anew from the backend (a page brought back, one deleted). */
  export function loadEntries(collection: import('immutable').Map<string, unknown>): import('redux').AnyAction;
  export function loadEntry(
    collection: import('immutable').Map<string, unknown>,
    slug: string,
  ): import('redux').AnyAction;
  export function retrieveLocalBackup(
    collection: import('immutable').Map<string, unknown>,
    slug: string,
  ): import('redux').AnyAction;
  export function changeDraftFieldValidation(
    uniqueFieldId: string,
    errors: { type: string; parentIds: string[]; message: string }[],
  ): import('redux').AnyAction;
}

declare module 'decap-cms-core/dist/esm/routing/history.js' {
  /** The hash history Decap's router follows (the `history` package, version 4): what the admin reads of it. */
  export const history: {
    location: { pathname: string };
    /** Called after each move Decap let happen (a blocked one, never); answers how to stop listening. */
    listen(listener: (location: { pathname: string }, action: 'PUSH' | 'POP' | 'REPLACE') => void): () => void;
  };
}

declare module 'decap-cms-core/dist/esm/actions/media.js' {
  /** What a preview's `getAsset` is, for an entry: a photo's address as the CMS has it, loaded into the store on first ask. */
  export function boundGetAsset(
    dispatch: import('redux').Dispatch,
    collection: import('immutable').Map<string, unknown> | undefined,
    entry: import('immutable').Map<string, unknown>,
  ): (path: string) => { url: string };
}

declare module 'decap-cms-core/dist/esm/actions/mediaLibrary.js' {
  /** A thunk: dispatched, it deletes the photo through the backend and updates the media library. */
  export function deleteMedia(file: object): import('redux').AnyAction;
  /** A thunk: dispatched, it reads the media library's photos from the backend again. */
  export function loadMedia(): import('redux').AnyAction;
}

declare module 'decap-cms-core/dist/esm/actions/notifications.js' {
  export const NOTIFICATION_DISMISS: 'NOTIFICATION_DISMISS';
  export const NOTIFICATION_SEND: 'NOTIFICATION_SEND';
}

declare module 'decap-cms-core/dist/esm/actions/search.js' {
  export const SEARCH_CLEAR: 'SEARCH_CLEAR';
}

declare module 'decap-cms-core/dist/esm/constants/validationErrorTypes.js' {
  /** The kinds of a field's error: PRESENCE, a required field left empty; CUSTOM, one set from outside. */
  const validationErrorTypes: { PRESENCE: 'PRESENCE'; CUSTOM: 'CUSTOM' };
  export default validationErrorTypes;
}

declare module 'decap-cms-widget-relation/dist/esm/RelationCache.js' {
  const relationCache: { invalidateCollection(collection: string): void };
  export default relationCache;
}
