import { guardedMethods } from './decap-names.ts';
import type { DecapReliance } from './reliance.ts';

/** What the admin relies on inside Decap's backends, its shared library and the widgets it draws with. */
export const backendAndWidgetReliances: readonly DecapReliance[] = [
  {
    what: "the relation widget's cache of options",
    why: 'relations.ts empties it for the collections a picker lists',
    package: 'decap-cms-widget-relation',
    module: 'dist/esm/RelationCache.js',
    exports: ['default'],
    members: { of: 'RelationCache', names: ['invalidateCollection'] },
  },
  {
    what: "decap-cms-lib-util's shared storage, fetch and API error",
    why: 'while-editing/drafts.ts reads the storage; repository/local/proxy.ts sends with Decap’s fetch and fails with its APIError',
    package: 'decap-cms-lib-util',
    module: 'dist/esm/index.js',
    exports: ['localForage', 'unsentRequest', 'APIError'],
  },
  {
    what: "the proxy backend's class",
    why: 'repository/local/proxy.ts extends it (below)',
    package: 'decap-cms-backend-proxy',
    module: 'dist/esm/index.js',
    exports: ['ProxyBackend'],
  },
  {
    what: "the proxy backend's one way to the server, and the methods the guard wraps",
    why: 'repository/local/proxy.ts replaces `request` to send this run’s secret; session/guarded-backend.ts guards the writes',
    package: 'decap-cms-backend-proxy',
    module: 'dist/esm/implementation.js',
    members: {
      of: 'ProxyBackend',
      names: ['request', ...guardedMethods],
    },
    text: ['this.proxyUrl', 'this.branch'],
  },
  {
    what: "the GitHub backend's methods the guard wraps, and its API object",
    why: 'session/guarded-backend.ts guards the writes; repository/github/repository.ts reads `api` for its checked commits',
    package: 'decap-cms-backend-github',
    module: 'dist/esm/implementation.js',
    members: {
      of: 'GitHub',
      names: guardedMethods,
    },
    text: ['this.api = '],
  },
  {
    what: "the GitHub backend's sign-in, which the sign-in by e-mail replaces",
    why: 'sign-in/email-backend.tsx draws its own sign-in screen, answers `currentUser` with the site’s function’s person, and signs in with no token (its API sends `Authorization` only for one)',
    package: 'decap-cms-backend-github',
    module: 'dist/esm/implementation.js',
    members: { of: 'GitHub', names: ['authComponent', 'authenticate', 'restoreUser', 'currentUser', 'logout'] },
    text: [
      'getUser: args => this.currentUser(args)',
      ': this.authenticate(user);',
      'const user = await this.api.user();',
    ],
  },
  {
    what: "the GitHub API object's requests",
    why: 'repository/github/repository.ts commits over the version it checked with the same requests Decap makes',
    package: 'decap-cms-backend-github',
    module: 'dist/esm/API.js',
    members: {
      of: 'API',
      names: [
        'request',
        'getDefaultBranch',
        'uploadBlob',
        'createTree',
        'createCommit',
        'patchRef',
        'handleRequestError',
      ],
    },
    // sign-in/email-backend.tsx: no token, no Authorization header; its errors named by what answered.
    text: [
      'this.branch = ',
      'this.originRepoURL = ',
      'if (this.token) {',
      'return this.handleRequestError(error, responseStatus);',
    ],
  },
  {
    what: "the list control's drawing of an item and its summary",
    why: 'widgets/ListControl.tsx extends it so a folded item opens from its summary',
    package: 'decap-cms-widget-list',
    module: 'dist/esm/ListControl.js',
    members: { of: 'ListControl', names: ['renderItem', 'objectLabel', 'handleItemCollapseToggle'] },
  },
  {
    what: "the object control's drawing of its fields, their checks and their controls kept by name",
    why: 'widgets/ObjectControl.tsx extends it (a button as a choice of three), and widgets/PhotoObjectControl.tsx that (a photo with its crop, the focus under the photo, and the question of its description)',
    package: 'decap-cms-widget-object',
    module: 'dist/esm/ObjectControl.js',
    members: {
      of: 'ObjectControl',
      names: ['controlFor', 'renderFields', 'validate', 'childRefs', 'processControlRef'],
    },
  },
];
