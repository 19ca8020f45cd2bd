import type { CmsConfig } from 'decap-cms-core';
import { parse } from 'yaml';
import type { CmsOnlineConfig, CmsConfig as GeneratedConfig } from '../schema/generate/cms-config.ts';
import configText from './config.yml?raw';

/** The generated configuration (admin/config.yml), as read: the collections and their fields, for the form's words too. */
export const generatedConfig = parse(configText) as GeneratedConfig;

/** Where the CMS can save: what the dev server or the build wrote into its page (run-settings.ts). */
export interface SaveTargets {
  localBackend?: string;
  online?: CmsOnlineConfig;
}

/**
 * The names the guarded backends (session/guarded-backend.ts) are registered under, the only
 * backends the CMS has: Decap's own proxy and GitHub classes are never registered bare
 * (decap/swaps/parts.ts), so a configuration naming them finds nothing to save through.
 */
export const guardedBackendNames = { local: 'invero-local', github: 'invero-github', email: 'invero-email' } as const;

/** The site's own mark, served by the site itself (src/public/favicon.svg). */
const logoUrl = '/favicon.svg';

/**
 * The configuration `CMS.init` gets: the generated admin/config.yml (never written by hand), read
 * here rather than fetched by Decap, plus where the CMS saves, always through a guarded backend
 * (session/guarded-backend.ts). In `npm run cms` the local backend (scripts/cms/local-backend.ts)
 * saves into the working copy, through Decap's proxy backend, named directly rather than through
 * Decap's `local_backend` (which would use its own, unguarded); a built site saves to the GitHub
 * repository of the content's `cms` block — with a GitHub account, or through the site's own function
 * for a person who signed in by e-mail (sign-in/email-backend.tsx) — and never looks for a local
 * server, so its page asks no address on the visitor's machine (and its CSP does not allow one).
 * Undefined: neither, so nowhere to save.
 */
export function cmsInitConfig({ localBackend, online }: SaveTargets): CmsConfig | undefined {
  // How people sign in and where the editor lives are the admin's to know, not Decap's: the first
  // chooses the backend, the second where the admin runs (tab/where.ts).
  const { signIn, editorUrl: _ownAddress, ...decap } = online ?? {};
  const backend = localBackend
    ? { name: guardedBackendNames.local, proxy_url: localBackend }
    : online && { ...online.backend, name: guardedBackendNames[signIn === 'email' ? 'email' : 'github'] };
  if (!backend) return undefined;
  return {
    ...(generatedConfig as unknown as CmsConfig),
    load_config_file: false,
    logo: { src: logoUrl, show_in_header: true },
    ...decap,
    // Decap's types list its own backends' names only.
    backend: backend as unknown as CmsConfig['backend'],
    local_backend: false,
  };
}
