/*
 * The names Decap gives what the admin reads of it: the slices of its state, its notices, the key of
 * its signed-in user, the methods of a backend. Each is relied on (core-reliances.ts and
 * backend-reliances.ts check them against the installed packages); plain data, read by the admin and the tests.
 */

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

/** Where Decap's core keeps the signed-in user (its `LocalStorageAuthStore`): its login and, from a GitHub sign-in, the token. */
export const decapUserKey = 'decap-cms-user';

/** What a backend does that session/guarded-backend.ts wraps or reads (Decap's `Implementation`). */
export const guardedMethods = [
  'entriesByFolder',
  'entriesByFiles',
  'getMedia',
  'getEntry',
  'persistEntry',
  'persistMedia',
  'deleteFiles',
];
