interface ImportMetaEnv {
  /**
   * The address of the CMS's local backend in `npm run cms` (set by scripts/vite/admin.ts, only in the dev
   * server); absent in the built site, whose CMS talks to the git host.
   */
  readonly INVERO_CMS_LOCAL_BACKEND?: string;
  /**
   * Where the built CMS saves, from the content's `cms` block (set by vite.admin.config.ts from
   * `npm run build`); absent when the block is.
   */
  readonly INVERO_CMS_ONLINE?: import('../schema/generate/cms-config.ts').CmsOnlineConfig;
  /**
   * The moment `npm run cms` was told to show (INVERO_NOW, set by scripts/vite/admin.ts in the dev
   * server only): the CMS's clock stands there (admin/clock.ts). Absent online: the real time.
   */
  readonly INVERO_NOW?: string;
}
