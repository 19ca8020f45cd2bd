/**
 * What the CMS relies on inside Decap beyond its public API, and why: each reliance names the
 * module of Decap's ES build (what the bundle reads) and what it must still hold. The code that uses
 * them reaches them through admin/decap/door/internals.ts only (ESLint refuses Decap's inner modules
 * anywhere else), and tests/admin/decap-reliances.test.ts checks each against the installed
 * packages: a Decap update that moves one fails there, with a line naming it, before an editor sees it.
 * Plain data, read by the bundler (scripts/vite/decap-parts.ts) and the tests as well as the admin.
 */

/**
 * A Decap package, as named under node_modules; or a library Decap draws with, where npm put it
 * (beside Decap's packages, or inside one of them).
 */
type DecapPackage = `decap-cms-${string}` | 'react-select';

export interface DecapReliance {
  /** What is relied on, as the failing test names it. */
  what: string;
  /** Why, and where the admin uses it. */
  why: string;
  package: DecapPackage;
  /** The module, from the package's folder (its `module` entry for the package's own name). */
  module: string;
  /** Named exports it must keep (`default` for the default one). */
  exports?: readonly string[];
  /** Methods or fields a class of the module must keep. */
  members?: { of: string; names: readonly string[] };
  /** Keys the object it exports by default must keep. */
  keys?: readonly string[];
  /** Code it must still contain, word for word. */
  text?: readonly string[];
  /**
   * For what the admin reads of the page Decap draws (admin/decap/door/page-reliances.ts): each selector,
   * position or key as the admin's code writes it, which that code must still hold.
   */
  readAs?: readonly string[];
}

/** The slices of Decap's state the admin reads (internals.ts types them). */
export const decapStateSlices = [
  'entryDraft',
  'entries',
  'mediaLibrary',
  'config',
  'collections',
  'notifications',
  'medias',
] as const;
export type DecapSlice = (typeof decapStateSlices)[number];

/** Decap's notices the admin takes away to say them in its own words: locale keys, and English written in code. */
export const decapNotices = {
  requiredFieldEmpty: 'ui.toast.missingRequiredField',
  entryNotSaved: 'ui.toast.onFailToPersist',
  entryNotDeleted: 'ui.toast.onFailToDelete',
  photoNotSent: 'Failed to persist media: ',
  photoNotDeleted: 'Failed to delete media: ',
} as const;

const core = 'decap-cms-core';

/** Where Decap's core keeps the signed-in user (its `LocalStorageAuthStore`): its login and, from a GitHub sign-in, the token. */
export const decapUserKey = 'decap-cms-user';

/** What a backend does that session/guarded-backend.ts wraps or reads (Decap's `Implementation`). */
const guardedMethods = [
  'entriesByFolder',
  'entriesByFiles',
  'getMedia',
  'getEntry',
  'persistEntry',
  'persistMedia',
  'deleteFiles',
];
const entryActions = 'dist/esm/actions/entries.js';

export const decapReliances: readonly DecapReliance[] = [
  {
    what: "Decap's store, built from its root reducer",
    why: 'the admin reads Decap’s state and dispatches to the store its components connect to; fixReducer (internals.ts) puts the same root reducer back with the fixes after it',
    package: core,
    module: 'dist/esm/redux/index.js',
    exports: ['store'],
    text: ['createStore(createRootReducer()'],
  },
  {
    what: "Decap's root reducer",
    why: 'fixReducer replaces the store’s reducer with this one followed by the admin’s fixes (open-draft.ts, saved-entry.ts, while-editing/drafts.ts)',
    package: core,
    module: 'dist/esm/reducers/combinedReducer.js',
    exports: ['default'],
  },
  {
    what: "the slices of Decap's state the admin reads",
    why: 'DecapState (internals.ts) types them; a slice renamed would read as undefined',
    package: core,
    module: 'dist/esm/reducers/index.js',
    keys: decapStateSlices,
  },
  {
    what: 'publishing the open draft as its Publicar button does',
    why: 'open-draft.ts publishes for field-errors.ts (once errors of removed fields are gone) and while-editing/ways-on.ts (after moving onto the other version)',
    package: core,
    module: entryActions,
    exports: ['persistEntry'],
  },
  {
    what: "Decap's router history",
    why: 'decap/fixes/entry-address.ts hears each move of the editor from one address to another once Decap let it happen (a change left unsaved asks first)',
    package: core,
    module: 'dist/esm/routing/history.js',
    exports: ['history'],
  },
  {
    what: 'loading an entry into the editor, with the draft it may have left in the browser',
    why: 'decap/fixes/entry-address.ts opens the entry an address names when the editor is already drawn for another (Decap loads an entry only as its editor mounts)',
    package: core,
    module: entryActions,
    exports: ['loadEntry', 'retrieveLocalBackup'],
  },
  {
    what: "loading a collection's entries again",
    why: 'past-versions/restore.ts refreshes the list of pages after a page deleted is brought back, so the list shows it without a reload',
    package: core,
    module: entryActions,
    exports: ['loadEntries'],
  },
  {
    what: "Decap's photo lookup bound to the store, as its preview gets it",
    why: 'past-versions/drawing.tsx draws a version with the preview template, which asks for photos the way Decap hands them to a preview',
    package: core,
    module: 'dist/esm/actions/media.js',
    exports: ['boundGetAsset'],
  },
  {
    what: "marking a field with Decap's own error, and taking one away",
    why: 'mark-field.ts shows the session’s refusals on their fields; field-errors.ts clears those of fields removed',
    package: core,
    module: entryActions,
    exports: ['changeDraftFieldValidation', 'DRAFT_CLEAR_ERRORS'],
  },
  {
    what: "the draft's actions the admin's reducer fixes follow",
    why: 'open-draft.ts learns the text a draft began from; while-editing/drafts.ts asks about a backup in Portuguese instead of the browser’s dialog',
    package: core,
    module: entryActions,
    exports: ['DRAFT_CREATE_FROM_ENTRY', 'DRAFT_LOCAL_BACKUP_RETRIEVED', 'DRAFT_DISCARD'],
  },
  {
    what: "the action of a new entry's empty draft",
    why: 'sign-in/new-page.ts starts a new page of a person who signs in by e-mail with her company, as a default would',
    package: core,
    module: entryActions,
    exports: ['DRAFT_CREATE_EMPTY'],
  },
  {
    what: "the action of a photo leaving the open draft's media",
    why: 'deleted-photo.ts keeps a published entry saved when a photo of the library is deleted from inside it',
    package: core,
    module: entryActions,
    exports: ['REMOVE_DRAFT_ENTRY_MEDIA_FILE'],
  },
  {
    what: "a save's actions",
    why: 'saved-entry.ts makes the stored entry the one saved (ENTRY_PERSIST_SUCCESS carries collectionName and entrySlug)',
    package: core,
    module: entryActions,
    exports: ['ENTRY_PERSIST_REQUEST', 'ENTRY_PERSIST_SUCCESS', 'ENTRY_PERSIST_FAILURE'],
    text: ['entrySlug'],
  },
  {
    what: "the kinds of Decap's field errors",
    why: 'field-errors.ts says a required field left empty (PRESENCE) in the catalogue’s words; mark-field.ts marks with CUSTOM',
    package: core,
    module: 'dist/esm/constants/validationErrorTypes.js',
    exports: ['default'],
    keys: ['PRESENCE', 'CUSTOM'],
  },
  {
    what: "the ids Decap gives a field's control",
    why: 'mark-field.ts finds a field of the form by its label’s `for`, "<key>-field-<n>"',
    package: core,
    module: 'dist/esm/components/Editor/EditorControlPane/EditorControl.js',
    text: ['-field-`)'],
  },
  {
    what: "Decap's notices the admin says in its own words",
    why: 'media-notices.ts and field-errors.ts take them away; the refusal or the failure is told in Portuguese instead',
    package: core,
    module: entryActions,
    text: [decapNotices.requiredFieldEmpty, decapNotices.entryNotSaved, decapNotices.entryNotDeleted],
  },
  {
    what: "Decap's English notices of a photo not sent or not deleted",
    why: 'media-notices.ts recognises them by how they begin',
    package: core,
    module: 'dist/esm/actions/mediaLibrary.js',
    text: [decapNotices.photoNotSent, decapNotices.photoNotDeleted],
  },
  {
    what: 'deleting a photo through Decap',
    why: 'refusal/screens.ts offers to delete a replaced photo, through the guarded backend',
    package: core,
    module: 'dist/esm/actions/mediaLibrary.js',
    exports: ['deleteMedia'],
  },
  {
    what: "Decap's media library read again",
    why: 'past-versions/restore.ts reloads the library after a photo came back from the history: Decap reads it once, when the library is first opened',
    package: core,
    module: 'dist/esm/actions/mediaLibrary.js',
    exports: ['loadMedia'],
  },
  {
    what: "Decap's notices, sent and dismissed",
    why: 'photos/upload.ts says a photo was made smaller; media-notices.ts takes English notices away',
    package: core,
    module: 'dist/esm/actions/notifications.js',
    exports: ['NOTIFICATION_SEND', 'NOTIFICATION_DISMISS'],
  },
  {
    what: "forgetting the pickers' searches",
    why: 'relations.ts empties the store’s memory of searches and the relation widget’s cache after every write, so a new page is offered',
    package: core,
    module: 'dist/esm/actions/search.js',
    exports: ['SEARCH_CLEAR'],
  },
  {
    what: "the relation widget's cache of options",
    why: 'relations.ts empties it for the collections a picker lists',
    package: 'decap-cms-widget-relation',
    module: 'dist/esm/RelationCache.js',
    exports: ['default'],
    members: { of: 'RelationCache', names: ['invalidateCollection'] },
  },
  {
    what: "Decap's backups of drafts, through the localForage its packages share",
    why: 'while-editing/drafts.ts wraps that instance’s setItem and removeItem (internals.ts), keeping a backup until the editor answers about it',
    package: core,
    module: 'dist/esm/backend.js',
    text: ["from 'decap-cms-lib-util'", 'localForage.setItem(', 'localForage.removeItem(', "const baseKey = 'backup'"],
  },
  {
    what: 'where the core keeps the signed-in user: what the backend’s sign-in hands it, in localStorage',
    why: 'tab/token.ts hands it a user without the token when the editor shares its address with the public pages, and forgets what an older editor stored there',
    package: core,
    module: 'dist/esm/backend.js',
    text: [
      `storageKey = '${decapUserKey}'`,
      'window.localStorage.setItem(this.storageKey, JSON.stringify(userData))',
      'return this.implementation.authenticate(credentials).then(user => {',
    ],
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
    what: "the search page's results, as Decap's collection screen draws them",
    why: 'admin/search/results-place.ts stands in for EntriesSearch (bundle-swaps.ts) and reads the words searched from the props Collection.js gives it',
    package: core,
    module: 'dist/esm/components/Collection/Collection.js',
    text: ["import EntriesSearch from './Entries/EntriesSearch'", '_jsx(EntriesSearch, {', 'searchTerm: searchTerm'],
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
