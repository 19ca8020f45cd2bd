import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentDir } from './project/environment.ts';
import { servesEditors } from './scripts/lib/environment.ts';
import { adminInDev } from './scripts/vite/admin.ts';
import { builtStylesheet } from './scripts/vite/built-stylesheet.ts';
import { contentPreview } from './scripts/vite/content-preview.ts';
import { devGuard } from './scripts/vite/dev-guard.ts';
import { iconSpriteInDev } from './scripts/vite/icon-sprite.ts';
import { imagesInDev } from './scripts/vite/images.ts';
import { keepServing } from './scripts/vite/keep-serving.ts';
import { quietLogger } from './scripts/vite/quiet-logger.ts';
import { shortClassNames } from './scripts/vite/short-class-names.ts';

export default defineConfig({
  plugins: [
    devGuard(contentDir, servesEditors),
    reactRouter(),
    builtStylesheet(),
    shortClassNames(),
    contentPreview(contentDir),
    iconSpriteInDev(),
    imagesInDev(contentDir),
    adminInDev(),
    quietLogger(),
    keepServing(),
  ],
  // Static files copied as they are (the favicon); the top level keeps to the project's folders.
  publicDir: 'src/public',
  // No page of another origin reads what the dev server answers (its sources, the content, the CMS):
  // Vite's default lets any http://localhost or 127.0.0.1 port read it. Its default check of the
  // Host header stays, which refuses another name pointed at 127.0.0.1 (DNS rebinding).
  server: { cors: false },
  // Find every dependency when the dev server starts, so the first page load does not re-optimise.
  optimizeDeps: { entries: ['src/**/*.tsx'] },
  build: {
    // Evergreen browsers only: no legacy transforms or polyfills in the bundles.
    target: 'es2022',
    // One small stylesheet (≈ 5 KB gzip) for the whole site, written into every page (src/layout/SiteStylesheet.tsx),
    // which keeps the part it can use (scripts/build/page-stylesheet.ts).
    cssCodeSplit: false,
  },
});
