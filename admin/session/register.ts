import { GitHubBackend } from 'decap-cms-backend-github';
import type { CMS } from 'decap-cms-core';
import { keepTextFormat } from '../../schema/generate/cms-config.ts';
import { guardedBackendNames } from '../cms-config.ts';
import { tellRefusedFields } from '../decap/fixes/field-errors.ts';
import { sayEntryFailuresInPortuguese, sayMediaFailuresInPortuguese } from '../decap/fixes/media-notices.ts';
import { followOpenDrafts } from '../decap/fixes/open-draft.ts';
import { forgetPickerOptionsOnWrite } from '../decap/fixes/relations.ts';
import { keepSavedEntry } from '../decap/fixes/saved-entry.ts';
import { openEntriesByAddress } from '../decap/fixes/entry-address.ts';
import { savesLocally } from '../decap/door/store.ts';
import { offerDeletedFiles } from '../past-versions/deleted-view.ts';
import { offerHistory } from '../past-versions/history-view.ts';
import { showPublications } from '../going-live/publications-view.ts';
import { preparePhotosBeforeUpload } from '../photos/upload.ts';
import { preSaveListener } from './pre-save.ts';
import { showSessionScreens } from '../refusal/screens.ts';
import { offerSearch } from '../search/search-screen.ts';
import { offerSignInByEmail } from '../sign-in/register.ts';
import { tokenForThisTab } from '../tab/token.ts';
import { offerDrafts } from '../while-editing/drafts.ts';
import { watchOpenEntry } from '../while-editing/watch.ts';
import { warnOfLongPages } from '../weight/long-page.ts';
import { githubRepository } from '../repository/github/repository.ts';
import { guardedBackend } from './guarded-backend.ts';
import { localProxyBackend } from '../repository/local/proxy.ts';
import { localRepository } from '../repository/local/repository.ts';
import { SaveSession } from './save-session.ts';

/**
 * The save session of this visit of the CMS, handed to all that takes part in a save: the YAML
 * format, the pre-save event, the two backends (guarded, each over its repository), the screens
 * that tell what happened (refusals, collisions, photos), the versions of the open entry (the text
 * its draft began from, someone else's save told as it happens, a draft left in the browser offered
 * back), each change published followed to the live site (with its undo), each entry's history
 * (a version restored, a page deleted brought back), the search of every entry's text, and the fixes to Decap
 * that keep the editor's place (a change after a save seen as a change, an entry opened by its
 * address, pickers that know a new page, every save ending in words: no English notice, one notice of a refused save or deletion,
 * the fields Decap refused named by their place). Called once, before `CMS.init`, with this run's
 * secret of `npm run cms` when the tab holds one, and `tokenInTab` when the GitHub token must stay in
 * this tab's memory (tab/token.ts).
 */
export function startSaveSession(
  cms: CMS,
  { localSecret, tokenInTab = false }: { localSecret?: string; tokenInTab?: boolean } = {},
): SaveSession {
  const session = new SaveSession();
  cms.registerCustomFormat(keepTextFormat, 'yaml', session.formatter);
  cms.registerEventListener(preSaveListener(session));
  cms.registerBackend(
    guardedBackendNames.local,
    guardedBackend(localProxyBackend(localSecret), session, localRepository),
  );
  cms.registerBackend(
    guardedBackendNames.github,
    guardedBackend(tokenInTab ? tokenForThisTab(GitHubBackend) : GitHubBackend, session, githubRepository),
  );
  offerSignInByEmail(cms, session);
  showSessionScreens(session);
  followOpenDrafts(session);
  offerDrafts(session);
  watchOpenEntry(session);
  keepSavedEntry(session);
  openEntriesByAddress();
  forgetPickerOptionsOnWrite(session);
  sayMediaFailuresInPortuguese(session, savesLocally);
  sayEntryFailuresInPortuguese(savesLocally);
  tellRefusedFields(session);
  showPublications(session);
  offerHistory(session);
  offerDeletedFiles(session);
  offerSearch(session);
  warnOfLongPages(session);
  preparePhotosBeforeUpload();
  return session;
}
