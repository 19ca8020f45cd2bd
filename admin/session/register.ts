import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import type { CMS } from 'decap-cms-core';
import { keepTextFormat } from '../../schema/generate/cms-config.ts';
import { guardedBackendNames } from '../cms-config.ts';
import { keepRestoredDrafts } from '../decap/keep-restored-draft.ts';
import {
  quietRefusedEntryDeletions,
  quietRefusedEntrySaves,
  sayMediaFailuresInPortuguese,
} from '../decap/media-notices.ts';
import { nameEmptyRequiredFields } from '../decap/required-fields.ts';
import { keepSavedEntry } from '../decap/saved-entry.ts';
import { forgetPickerOptionsOnWrite } from '../decap/relations.ts';
import { preparePhotosBeforeUpload } from '../photos/upload.ts';
import { preSaveListener } from '../pre-save.ts';
import { showSessionScreens } from '../refusal/screens.ts';
import { githubRepository } from './github-repository.ts';
import { guardedBackend } from './guarded-backend.ts';
import { localRepository } from './local-repository.ts';
import { SaveSession } from './save-session.ts';

/**
 * The save session of this visit of the CMS, handed to all that takes part in a save: the YAML
 * format, the pre-save event, the two backends (guarded), the screens that tell what happened
 * (refusals, photos), and the fixes to Decap that keep the editor's place (a restored backup kept,
 * a change after a save seen as a change, pickers that know a new page, no English notice about a
 * photo, one notice of a refused save or deletion, required fields left empty named by their place).
 * Called once, before `CMS.init`.
 */
export function startSaveSession(cms: CMS): SaveSession {
  const session = new SaveSession();
  cms.registerCustomFormat(keepTextFormat, 'yaml', session.formatter);
  cms.registerEventListener(preSaveListener(session));
  cms.registerBackend(guardedBackendNames.local, guardedBackend(ProxyBackend, session, localRepository));
  cms.registerBackend(guardedBackendNames.github, guardedBackend(GitHubBackend, session, githubRepository));
  showSessionScreens(session);
  keepRestoredDrafts();
  keepSavedEntry();
  forgetPickerOptionsOnWrite(session);
  sayMediaFailuresInPortuguese(session);
  quietRefusedEntryDeletions();
  quietRefusedEntrySaves();
  nameEmptyRequiredFields(session);
  preparePhotosBeforeUpload();
  return session;
}
