/**
 * What the server of `npm run cms` (and of `npm run dev`) writes into the CMS's page for its run, each
 * in a meta tag: the address of its local backend, and the moment it shows the content at
 * (INVERO_NOW). The CMS's code is then the same for every run: `npm run cms` builds it once as it
 * starts (scripts/vite/admin.ts), as the site's build does for /admin/, where neither tag is written
 * and the CMS saves to the git host at the real time.
 */
export const runSettingNames = { localBackend: 'invero-local-backend', clock: 'invero-now' } as const;

export type RunSettings = { [setting in keyof typeof runSettingNames]?: string };

/** The content of the page's meta tag `name`; undefined when it is absent or empty, and outside a page. */
export function pageMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/** A setting of this run, as its server wrote it into the page. */
export const runSetting = (setting: keyof RunSettings): string | undefined => pageMeta(runSettingNames[setting]);
