import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentDir } from './scripts/lib/environment.ts';
import { adminInDev } from './scripts/vite/admin.ts';
import { builtStylesheet } from './scripts/vite/built-stylesheet.ts';
import { contentPreview } from './scripts/vite/content-preview.ts';
import { iconSpriteInDev } from './scripts/vite/icon-sprite.ts';

export default defineConfig({
  plugins: [reactRouter(), builtStylesheet(), contentPreview(contentDir), iconSpriteInDev(), adminInDev()],
  // Static files copied as they are (the favicon); the top level keeps to the project's folders.
  publicDir: 'src/public',
  // Find every dependency when the dev server starts, so the first page load does not re-optimise.
  optimizeDeps: { entries: ['src/**/*.tsx'] },
  build: {
    // Evergreen browsers only: no legacy transforms or polyfills in the bundles.
    target: 'es2022',
    // One small stylesheet (≈ 5 KB gzip) for the whole site, written into every page (src/layout/SiteStylesheet.tsx).
    cssCodeSplit: false,
  },
});
