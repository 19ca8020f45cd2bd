/**
 * The CMS at /admin/ (Decap), a bundle of its own that the public pages never load: the generated
 * configuration, the YAML format that keeps each file as written, the check before every save, and
 * the preview drawn by the site's own sections.
 */
import CMS from 'decap-cms-app';
import { keepTextFormat } from '../schema/generate/cms-config.ts';
import { cmsNames } from '../schema/generate/cms-fields.ts';
import { cmsInitConfig } from './cms-config.ts';
import { keepTextFormatter } from './file-texts.ts';
import { checkBeforeSave } from './pre-save.ts';
import { PagePreview } from './preview/PagePreview.tsx';
import { registerSiteStyles } from './preview/styles.ts';

CMS.registerCustomFormat(keepTextFormat, 'yaml', keepTextFormatter);
CMS.registerEventListener(checkBeforeSave);
CMS.registerPreviewTemplate(cmsNames.pages, PagePreview);
registerSiteStyles(CMS);

// Decap's Portuguese says "Falha ao persistir na entrada: …" before a refused save's reasons.
const pt = CMS.getLocale('pt') as { ui: { toast: Record<string, string> } };
CMS.registerLocale('pt', {
  ...pt,
  ui: { ...pt.ui, toast: { ...pt.ui.toast, onFailToPersist: 'Nada foi salvo. %{details}' } },
});

CMS.init({ config: cmsInitConfig() });
