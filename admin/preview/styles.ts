import type { CMS } from 'decap-cms-core';
import siteCss from '../../src/styles/global.css?inline';

/**
 * The site's stylesheets inside the preview frame. The global sheet (reset, tokens, layout) comes in
 * as text, so that it styles the preview and never the CMS around it; the section components'
 * CSS modules, which the preview imports, are already in this document (scoped class names, so
 * harmless to the CMS): a stylesheet link once built, style elements in the dev server.
 */
export function registerSiteStyles(cms: CMS): void {
  cms.registerPreviewStyle(siteCss, { raw: true });
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    cms.registerPreviewStyle(link.href);
  }
  for (const style of document.querySelectorAll('style[data-vite-dev-id]')) {
    cms.registerPreviewStyle(style.textContent, { raw: true });
  }
}
