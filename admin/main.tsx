/**
 * The CMS at /admin/ (Decap), a bundle of its own that the public pages never load: Decap's core
 * with the parts the configuration uses, the generated configuration, the YAML format that keeps
 * each file as written, the check before every save, and the preview drawn by the site's own sections;
 * all of it only in a tab of its own, at the editor's own address (tab/where.ts).
 */
import CMS from 'decap-cms-core';
import { say } from '../schema/messages/catalogue/index.ts';
import { cmsNames } from '../schema/generate/cms-fields.ts';
import { cmsInitConfig } from './cms-config.ts';
import { showEntrySchedules } from './decap/fixes/entry-schedules.ts';
import { registerDecapParts } from './decap/swaps/parts.ts';
import { showNotConnected } from './ui/not-connected.ts';
import './phone/phone.css';
import './top-bar/decap-header.css';
import { addPhonePreviewToggle } from './phone/preview-toggle.ts';
import { PagePreview } from './preview/PagePreview.tsx';
import { settingsPreview } from './preview/SettingsPreview.tsx';
import { registerSiteStyles } from './preview/styles.ts';
import { watchBlockedRequests } from './session/blocked-requests.ts';
import { startSaveSession } from './session/register.ts';
import { takeRunSecret } from './repository/local/run-secret.ts';
import { elsewhere, stayAway } from './tab/where.ts';
import { forgetStoredSignIn } from './tab/token.ts';
import { registerPortugueseWording } from './wording.ts';

const localBackend = import.meta.env.INVERO_CMS_LOCAL_BACKEND;
const online = import.meta.env.INVERO_CMS_ONLINE;
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

  registerDecapParts(CMS);
  showEntrySchedules();
  registerPortugueseWording(CMS);
  startSaveSession(CMS, { localSecret, tokenInTab });
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
