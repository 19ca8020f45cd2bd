import type { Config } from '@react-router/dev/config';
import { isPublishing } from './project/environment.ts';
import { buildDir } from './scripts/lib/environment.ts';
import { contentPagePaths, galleryPath, notFoundPath } from './src/content.server.ts';

export default {
  appDirectory: 'src',
  // `npm run build` builds into a fresh folder and swaps it in only when everything succeeded.
  buildDirectory: buildDir,
  // The pages are static HTML, but not a single-page app: `ssr: false` is React Router's SPA mode,
  // whose build insists on writing a fallback page that hydrates the whole router, which no page of
  // this site loads (src/root.tsx). Rendering on the server here means only at build time: every
  // address is prerendered below, and nothing else is published (scripts/build/finish-site.ts).
  ssr: true,
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
