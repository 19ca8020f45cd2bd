/*
 * The parts of Decap's packages the admin reaches beyond decap-cms-core's public types: its two
 * backends, to guard them (session/guarded-backend.ts), and its store, reducers and caches
 * (decap/), typed as far as the admin uses them.
 */
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('./session/guarded-backend.ts').BackendClass;
}

declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('./session/guarded-backend.ts').BackendClass;
}

declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: import('redux').Store<import('./decap/store.ts').DecapState>;
}

declare module 'decap-cms-core/dist/esm/reducers/combinedReducer.js' {
  export default function createRootReducer(): import('redux').Reducer<import('./decap/store.ts').DecapState>;
}

declare module 'decap-cms-core/dist/esm/actions/entries.js' {
  export function changeDraftFieldValidation(
    uniqueFieldId: string,
    errors: { type: string; parentIds: string[]; message: string }[],
  ): import('redux').AnyAction;
}

declare module 'decap-cms-core/dist/esm/actions/mediaLibrary.js' {
  /** A thunk: dispatched, it deletes the photo through the backend and updates the media library. */
  export function deleteMedia(file: object): import('redux').AnyAction;
}

declare module 'decap-cms-widget-relation/dist/esm/RelationCache.js' {
  const relationCache: { invalidateCollection(collection: string): void };
  export default relationCache;
}
