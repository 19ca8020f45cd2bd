import type { CmsConfig } from 'decap-cms-core';
import { parse } from 'yaml';
import configText from './config.yml?raw';

/** The site's own mark, served by the site itself (src/public/favicon.svg). */
const logoUrl = '/favicon.svg';

/**
 * The configuration `CMS.init` gets: the generated admin/config.yml (never written by hand), read
 * here rather than fetched by Decap, plus what depends on where the CMS runs. In `npm run cms` the
 * local decap-server saves into the working copy; a built site never looks for one, so its page
 * asks no address on the visitor's machine (and its CSP does not allow one).
 */
export function cmsInitConfig(): CmsConfig {
  const generated = parse(configText) as CmsConfig;
  const localBackend = import.meta.env.INVERO_CMS_LOCAL_BACKEND;
  return {
    ...generated,
    load_config_file: false,
    logo: { src: logoUrl, show_in_header: true },
    local_backend: localBackend ? { url: localBackend } : false,
  };
}
