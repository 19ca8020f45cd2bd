interface ImportMetaEnv {
  /**
   * Where the built CMS saves, from the content's `cms` block (set by vite.admin.config.ts from
   * `npm run build`); absent when the block is.
   */
  readonly INVERO_CMS_ONLINE?: import('../schema/generate/cms-config.ts').CmsOnlineConfig;
}
