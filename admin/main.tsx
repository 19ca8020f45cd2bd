/**
 * The CMS at /admin/ (Decap), a bundle of its own that the public pages never load: the generated
 * configuration, the YAML format that keeps each file as written, the check before every save, and
 * the preview drawn by the site's own sections.
 */
import CMS from 'decap-cms-app';
import { cmsNames } from '../schema/generate/cms-fields.ts';
import { cmsInitConfig } from './cms-config.ts';
import { showNotConnected } from './not-connected.ts';
import { PagePreview } from './preview/PagePreview.tsx';
import { registerSiteStyles } from './preview/styles.ts';
import { startSaveSession } from './session/register.ts';
import { registerPortugueseWording } from './wording.ts';

startSaveSession(CMS);
CMS.registerPreviewTemplate(cmsNames.pages, PagePreview);
registerSiteStyles(CMS);

registerPortugueseWording(CMS);

const config = cmsInitConfig({
  localBackend: import.meta.env.INVERO_CMS_LOCAL_BACKEND,
  online: import.meta.env.INVERO_CMS_ONLINE,
});
if (config) CMS.init({ config });
else showNotConnected();
