interface ImportMetaEnv {
  /**
   * The address of decap-server's API in `npm run cms` (set by scripts/vite/admin.ts, only in the dev
   * server); absent in the built site, whose CMS talks to the git host.
   */
  readonly INVERO_CMS_LOCAL_BACKEND?: string;
}
