/**
 * The CMS at /admin/ (Decap), a bundle of its own that the public pages never load: Decap's core
 * with the parts the configuration uses, the generated configuration, the YAML format that keeps
 * each file as written, the check before every save, and the preview drawn by the site's own sections.
 */
import CMS from 'decap-cms-core';
import { say } from '../schema/messages/catalogue/index.ts';
import { cmsNames } from '../schema/generate/cms-fields.ts';
import { cmsInitConfig } from './cms-config.ts';
import { showEntrySchedules } from './decap/entry-schedules.ts';
import { registerDecapParts } from './decap/parts.ts';
import { showNotConnected } from './not-connected.ts';
import './phone/phone.css';
import './top-bar/decap-header.css';
import { addPhonePreviewToggle } from './phone/preview-toggle.ts';
import { PagePreview } from './preview/PagePreview.tsx';
import { settingsPreview } from './preview/SettingsPreview.tsx';
import { registerSiteStyles } from './preview/styles.ts';
import { watchBlockedRequests } from './session/blocked-requests.ts';
import { startSaveSession } from './session/register.ts';
import { takeRunSecret } from './session/run-secret.ts';
import { registerPortugueseWording } from './wording.ts';

const localBackend = import.meta.env.INVERO_CMS_LOCAL_BACKEND;
// First: the secret leaves the address before anything else runs (session/run-secret.ts).
const localSecret = localBackend ? takeRunSecret() : undefined;
// Before anything sends a request: a failed write then says whether the admin's own policy blocked it.
watchBlockedRequests();

registerDecapParts(CMS);
showEntrySchedules();
registerPortugueseWording(CMS);
startSaveSession(CMS, localSecret);
CMS.registerPreviewTemplate(cmsNames.pages, PagePreview);
CMS.registerPreviewTemplate(cmsNames.siteFile, settingsPreview('site'));
CMS.registerPreviewTemplate(cmsNames.companiesFile, settingsPreview('companies'));
registerSiteStyles(CMS);

const config = cmsInitConfig({ localBackend, online: import.meta.env.INVERO_CMS_ONLINE });
if (localBackend && !localSecret) showNotConnected(say('cms-secret-missing'));
else if (config) {
  CMS.init({ config });
  addPhonePreviewToggle();
} else showNotConnected(say('cms-not-connected'));
