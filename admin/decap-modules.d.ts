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

