import type { Config } from '@react-router/dev/config';
import { isPublishing } from './project/environment.ts';
import { buildDir } from './scripts/lib/environment.ts';
import { contentPagePaths, galleryPath, notFoundPath } from './src/content.server.ts';

export default {
  appDirectory: 'src',
  // `npm run build` builds into a fresh folder and swaps it in only when everything succeeded.
  buildDirectory: buildDir,
  ssr: false,
  // Every page file becomes static HTML; so does the 404 page, which static hosts serve for unknown paths.
  // The gallery is a prerenderable route during development; the published build leaves it out (routes.ts).
  prerender: () => [...contentPagePaths(), notFoundPath, ...(isPublishing ? [] : [galleryPath])],
  // Opt in to React Router 8's behaviour now: the upgrade stays a version bump, and route modules are split.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
