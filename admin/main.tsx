/**
 * The CMS at /admin/ (Decap), a bundle of its own that the public pages never load, and the one place
 * that lists what it is: Decap's core with the parts the configuration uses, every part of our own in
 * the order it joins, and the generated configuration. All of it only in a tab of its own, at the
 * editor's own address (tab/where.ts). Each line of `start()` starts one part; nothing registers
 * itself from elsewhere. Decap's own layout on a phone and its header's styles come with the two CSS
 * imports below; the screens put their buttons in the top bar themselves (top-bar/top-bar.ts).
 * docs/o-editor-por-dentro.md draws the rooms; docs/caminhos.md walks a save through them.
 */
import CMS from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { keepTextFormat } from '../schema/generate/cms-config.ts';
import { cmsNames } from '../schema/generate/cms-fields.ts';
import { say } from '../schema/messages/catalogue/index.ts';
import { cmsInitConfig, guardedBackendNames } from './cms-config.ts';
import { openEntriesByAddress } from './decap/fixes/entry-address.ts';
import { showEntrySchedules } from './decap/fixes/entry-schedules.ts';
import { tellRefusedFields } from './decap/fixes/field-errors.ts';
import { sayEntryFailuresInPortuguese, sayMediaFailuresInPortuguese } from './decap/fixes/media-notices.ts';
import { followOpenDrafts } from './decap/fixes/open-draft.ts';
import { forgetPickerOptionsOnWrite } from './decap/fixes/relations.ts';
import { keepSavedEntry } from './decap/fixes/saved-entry.ts';
import { savesLocally } from './decap/door/store.ts';
import { registerDecapParts } from './decap/swaps/parts.ts';
import { showPublications } from './going-live/publications-view.ts';
import { offerDeletedFiles } from './past-versions/deleted-view.ts';
import { offerHistory } from './past-versions/history-view.ts';
import './phone/phone.css';
import { addPhonePreviewToggle } from './phone/preview-toggle.ts';
import { preparePhotosBeforeUpload } from './photos/upload.ts';
import { PagePreview } from './preview/PagePreview.tsx';
import { settingsPreview } from './preview/SettingsPreview.tsx';
import { registerSiteStyles } from './preview/styles.ts';
import { showSessionScreens } from './refusal/screens.ts';
import { githubRepository } from './repository/github/repository.ts';
import { throughTheFunction } from './repository/github/through-the-function.ts';
import { localProxyBackend } from './repository/local/proxy.ts';
import { localRepository } from './repository/local/repository.ts';
import { takeRunSecret } from './repository/local/run-secret.ts';
import { offerSearch } from './search/search-screen.ts';
import { watchBlockedRequests } from './session/blocked-requests.ts';
import { guardedBackend } from './session/guarded-backend.ts';
import { preSaveListener } from './session/pre-save.ts';
import { SaveSession } from './session/save-session.ts';
import { emailSignIn } from './sign-in/email-backend.tsx';
import { startNewPagesAsHers } from './sign-in/new-page.ts';
import { showSignedIn } from './sign-in/screens.ts';
import { forgetStoredSignIn, tokenForThisTab } from './tab/token.ts';
import { elsewhere, stayAway } from './tab/where.ts';
import './top-bar/decap-header.css';
import { showNotConnected } from './ui/not-connected.ts';
import { warnOfLongPages } from './weight/long-page.ts';
import { offerDrafts } from './while-editing/drafts.ts';
import { watchOpenEntry } from './while-editing/watch.ts';
import { registerPortugueseWording } from './wording.ts';
import { runSetting, writtenOnlineConfig } from './run-settings.ts';

const localBackend = runSetting('localBackend');
const online = writtenOnlineConfig();
const editorUrl = online?.editorUrl;

/** The editor, in a tab of its own at its own address. */
function start(): void {
  // First: the secret leaves the address before anything else runs (repository/local/run-secret.ts).
  const localSecret = localBackend ? takeRunSecret() : undefined;
  // Before anything sends a request: a failed write then says whether the admin's own policy blocked it.
  watchBlockedRequests();

  // At the public pages' address (no `cms.editorUrl`), the GitHub token stays in this tab (tab/token.ts).
  const tokenInTab = online !== undefined && editorUrl === undefined;
  if (tokenInTab) forgetStoredSignIn();

  // Decap: its parts, each page's schedule on the list of pages, its words in Portuguese.
  registerDecapParts(CMS);
  showEntrySchedules();
  registerPortugueseWording(CMS);

  // The save session of this visit, handed to all that takes part in a save: the YAML format that
  // writes only what changed, the pre-save event, and the three backends, each guarded over its
  // repository (local; GitHub; GitHub through the site's function for a person signed in by e-mail).
  const session = new SaveSession();
  CMS.registerCustomFormat(keepTextFormat, 'yaml', session.formatter);
  CMS.registerEventListener(preSaveListener(session));
  const local = localProxyBackend(localSecret);
  const github = tokenInTab ? tokenForThisTab(GitHubBackend) : GitHubBackend;
  CMS.registerBackend(guardedBackendNames.local, guardedBackend(local, session, localRepository));
  CMS.registerBackend(guardedBackendNames.github, guardedBackend(github, session, githubRepository));
  const email = emailSignIn(GitHubBackend, session);
  CMS.registerBackend(guardedBackendNames.email, guardedBackend(email, session, throughTheFunction));

  // Signed in by e-mail: who she is, what she may change, a new page hers (nothing shows for anyone else).
  showSignedIn(session);
  startNewPagesAsHers(session);

  // What a save did: a refusal, a collision, a photo (the notice that stays until no longer true).
  showSessionScreens(session);

  // The open entry while it is edited: the text its draft began from, someone else's save told as
  // it happens, a draft left in the browser offered back.
  followOpenDrafts(session);
  offerDrafts(session);
  watchOpenEntry(session);

  // Fixes to Decap that keep the editor's place: a change after a save seen as a change, an entry
  // opened by its address, pickers that know a new page, no English notice, the refused fields named.
  keepSavedEntry(session);
  openEntriesByAddress();
  forgetPickerOptionsOnWrite(session);
  sayMediaFailuresInPortuguese(session, savesLocally);
  sayEntryFailuresInPortuguese(savesLocally);
  tellRefusedFields(session);

  // After Publicar, and before: each change followed to the live site (with its undo), each entry's
  // history (a version restored, a page or photo deleted brought back).
  showPublications(session);
  offerHistory(session);
  offerDeletedFiles(session);

  // Around the form: the search of every entry's text, a page too long, photos made fit to send.
  offerSearch(session);
  warnOfLongPages(session);
  preparePhotosBeforeUpload();

  // The preview, drawn by the site's own sections and styles.
  CMS.registerPreviewTemplate(cmsNames.pages, PagePreview);
  CMS.registerPreviewTemplate(cmsNames.siteFile, settingsPreview('site'));
  CMS.registerPreviewTemplate(cmsNames.companiesFile, settingsPreview('companies'));
  registerSiteStyles(CMS);

  const config = cmsInitConfig({ localBackend, online });
  if (localBackend && !localSecret) showNotConnected(say('cms-secret-missing'));
  else if (config) {
    CMS.init({ config });
    addPhonePreviewToggle();
  } else showNotConnected(say('cms-not-connected'));
}

// Before anything else: never inside a frame, in a window another page opened, or away from its own
// address, where another page's scripts reach it (tab/where.ts).
const away = elsewhere(window, editorUrl);
if (away) stayAway(away, editorUrl);
else start();
