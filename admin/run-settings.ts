/**
 * What the server of `npm run cms` (and of `npm run dev`) writes into the CMS's page for its run, each
 * in a meta tag: the address of its local backend, and the moment it shows the content at
 * (INVERO_NOW). The CMS's code is then the same for every run: `npm run cms` builds it once as it
 * starts (scripts/vite/admin.ts), as the site's build does for /admin/, where neither tag is written
 * and the CMS saves to the git host at the real time, where the build writes (`onlineConfigMeta`).
 */
import type { CmsOnlineConfig } from '../schema/generate/cms-config.ts';

export const runSettingNames = { localBackend: 'invero-local-backend', clock: 'invero-now' } as const;

export type RunSettings = { [setting in keyof typeof runSettingNames]?: string };

/** The content of the page's meta tag `name` (this one's, by default); undefined when it is absent or empty, and outside a page. */
export function pageMeta(name: string, page: Document | undefined = globalThis.document): string | undefined {
  return page?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/** A setting of this run, as its server wrote it into the page. */
export const runSetting = (setting: keyof RunSettings): string | undefined => pageMeta(runSettingNames[setting]);

/**
 * The meta tag in which the site's build writes where the published CMS saves: the content's `cms`
 * block (scripts/build/admin-site.ts). In the page rather than in the bundle, the bundle is one for
 * every site and every run, built once and kept (scripts/build/admin-cache.ts).
 */
export const onlineConfigMeta = 'invero-cms-online';

/**
 * Where the published CMS saves, as the build wrote it into the page (this one, by default); undefined
 * where it wrote nothing (no `cms` block, `npm run cms`).
 */
export function writtenOnlineConfig(page?: Document): CmsOnlineConfig | undefined {
  const written = pageMeta(onlineConfigMeta, page);
  return written === undefined ? undefined : (JSON.parse(written) as CmsOnlineConfig);
}
