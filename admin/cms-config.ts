import type { CmsConfig } from 'decap-cms-core';
import { parse } from 'yaml';
import type { CmsOnlineConfig } from '../schema/generate/cms-config.ts';
import configText from './config.yml?raw';

/** Where the CMS can save: what the dev server or the build told the bundle (admin/env.d.ts). */
export interface SaveTargets {
  localBackend?: string;
  online?: CmsOnlineConfig;
}

/** The site's own mark, served by the site itself (src/public/favicon.svg). */
const logoUrl = '/favicon.svg';

/**
 * The configuration `CMS.init` gets: the generated admin/config.yml (never written by hand), read
 * here rather than fetched by Decap, plus where the CMS saves. In `npm run cms` the local backend
 * (scripts/cms/local-backend.ts) saves into the working copy; a built site saves to the GitHub repository of the
 * content's `cms` block, and never looks for a local server, so its page asks no address on the
 * visitor's machine (and its CSP does not allow one). Undefined: neither, so nowhere to save.
 */
export function cmsInitConfig({ localBackend, online }: SaveTargets): CmsConfig | undefined {
  if (!localBackend && !online) return undefined;
  return {
    ...(parse(configText) as CmsConfig),
    load_config_file: false,
    logo: { src: logoUrl, show_in_header: true },
    // Locally, the backend is the local one from the start ("proxy", Decap's name for it): the CMS
    // registers no other (admin/decap/parts.ts), so there is nothing to fall back to.
    ...(online ?? { backend: { name: 'proxy', proxy_url: localBackend } }),
    local_backend: localBackend ? { url: localBackend } : false,
  };
}
