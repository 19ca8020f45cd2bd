import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, defaultClientConditions, type InlineConfig, type Plugin, type ViteDevServer } from 'vite';
import { givenSiteClock, projectRoot } from '../../project/environment.ts';
import { localBackendUrl } from '../cms/backend-address.ts';
import { withLastBuiltPageFrames } from '../build/admin-site.ts';
import { cmsServerPort, outDir, servesEditors } from '../lib/environment.ts';
import { freePort } from '../lib/ports.ts';

const adminHtml = path.join(projectRoot, 'admin/index.html');

/** `npm run cms`: the dev server is there for an editor, who must never see the CMS reload by itself. */
const forEditors = servesEditors;

/**
 * Where the CMS's page keeps its live connection to its own server (Vite's client, which reloads
 * the page when its dependencies are bundled anew). For `npm run dev`, on the site's port: it drops,
 * and the page reloads, whenever the site's server restarts, as it does when a page is created,
 * renamed or deleted (the routes come from the page files). For `npm run cms` that reload turned
 * the open CMS white for seconds and lost what was typed: there the connection has a port of its
 * own on 127.0.0.1 (Vite refuses a connection without the token its page carries), which the
 * restarts of the site's server leave alone.
 */
async function liveConnection(site: ViteDevServer) {
  if (forEditors) return { port: await freePort(), host: '127.0.0.1' };
  return site.httpServer ? { server: site.httpServer } : false;
}

/**
 * For `npm run cms`, React, Decap and the CMS's own code as they run online: the production build of
 * each, which draws the form about twice as fast as the development build (no checks of props, no
 * component timings, no style labels worked out from stack traces) and prints no developer warnings.
 * An editor has no use for them, and the CMS's page never changes in place there (see
 * `liveConnection`). Its pre-bundled dependencies differ, so they are kept apart from `npm run dev`'s,
 * which a developer of the CMS uses with React's development build.
 */
const editorsBuild: { define: Record<string, string>; options: InlineConfig } = forEditors
  ? {
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      options: {
        cacheDir: path.join(projectRoot, 'node_modules/.vite-admin-editors'),
        oxc: { jsx: { development: false } },
        // Packages that ship both builds (Emotion's) by the "production" condition.
        resolve: {
          conditions: [
            ...defaultClientConditions.filter((condition) => condition !== 'development|production'),
            'production',
          ],
        },
      },
    }
  : { define: {}, options: {} };

/**
 * The CMS's own dev server (vite.admin.config.ts), inside the site's: Decap's dependencies are
 * resolved and pre-bundled apart from the site's (React Router 5 inside Decap, 7 in the site), and
 * `npm run dev` pays nothing for them until /admin/ is opened. The CMS it serves saves through the
 * local backend of `npm run cms` (scripts/cms/local-backend.ts).
 */
async function startAdminServer(site: ViteDevServer): Promise<ViteDevServer> {
  return createServer({
    configFile: path.join(projectRoot, 'vite.admin.config.ts'),
    appType: 'custom',
    // Like the site's (vite.config.ts): no other origin reads what the CMS's server answers.
    server: { middlewareMode: true, cors: false, ws: await liveConnection(site) },
    // admin/index.html's favicon, which Vite serves under the CMS's base in development.
    publicDir: path.join(projectRoot, 'src/public'),
    // Decap's own first module sets `global` for the old packages inside it, but the admin also
    // imports a few of Decap's modules directly, and the pre-bundling then splits Decap in chunks
    // that may run first: there `global` is the browser's `globalThis` from the start.
    optimizeDeps: { rolldownOptions: { transform: { define: { global: 'globalThis', ...editorsBuild.define } } } },
    define: {
      'import.meta.env.INVERO_CMS_LOCAL_BACKEND': JSON.stringify(localBackendUrl(cmsServerPort)),
      // The clock the site's dev server shows the content at: the CMS says "agendado" by the same one.
      'import.meta.env.INVERO_NOW': JSON.stringify(givenSiteClock() ?? ''),
      ...editorsBuild.define,
    },
    ...editorsBuild.options,
  });
}

/**
 * The CMS's server under `npm run cms`, kept for the life of the process: the site's dev server
 * restarts in place when the pages change (and this module is loaded anew with its configuration),
 * while the open CMS goes on asking its own server for what it loads later.
 */
const keptForEditors = Symbol.for('invero.admin-dev-server');
type ProcessWide = typeof globalThis & { [keptForEditors]?: Promise<ViteDevServer> };

/**
 * Decap's React Router 5 is installed as `react-router-dom`, which React Router's plugin, finding it,
 * pre-bundles for the site with the site's React Router 7 — and the dev server fails to start. The
 * site never imports it; the CMS's own server bundles it with its own React Router.
 */
const siteDevServerWithoutDecapRouter: Plugin = {
  name: 'invero-admin-router-apart',
  apply: 'serve',
  enforce: 'post',
  config(config) {
    const include = config.optimizeDeps?.include;
    if (include) config.optimizeDeps!.include = include.filter((id) => id !== 'react-router-dom');
  },
};

/**
 * /admin/ in the dev server (`npm run cms`, `npm run dev`): admin/index.html through Vite's HTML
 * transform, and admin/main.tsx with everything it imports served as modules, like the site's.
 */
export function adminInDev(): Plugin[] {
  let admin: Promise<ViteDevServer> | undefined;
  const serveAdmin: Plugin = {
    name: 'invero-admin',
    apply: 'serve',
    configureServer(server) {
      const adminServer = () =>
        forEditors
          ? ((globalThis as ProcessWide)[keptForEditors] ??= startAdminServer(server))
          : (admin ??= startAdminServer(server));
      // `npm run cms` is for the CMS: have it ready (its dependencies bundled) by the first visit.
      if (forEditors) void adminServer();
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return next();
        // The local backend answers the CMS's page at 127.0.0.1 only (scripts/cms/local-cms.ts says why):
        // opened as localhost, the CMS moves there rather than failing to find its backend.
        const localhostPort = /^localhost:(\d+)$/.exec(request.headers.host ?? '')?.[1];
        if (localhostPort) {
          const path = url.pathname === '/admin' ? '/admin/' : url.pathname;
          response.writeHead(307, { location: `http://127.0.0.1:${localhostPort}${path}${url.search}` }).end();
          return;
        }
        if (url.pathname === '/admin') {
          response.writeHead(301, { location: `/admin/${url.search}` }).end();
          return;
        }
        adminServer()
          .then(async (vite) => {
            if (url.pathname !== '/admin/' && url.pathname !== '/admin/index.html') {
              vite.middlewares(request, response, next);
              return;
            }
            const page = await vite.transformIndexHtml('/', await readFile(adminHtml, 'utf8'));
            const html = withLastBuiltPageFrames(page, outDir);
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(html);
          })
          .catch(next);
      });
    },
    async closeBundle() {
      // The site's server is closing (Ctrl+C, or a restart when pages were added): so does the CMS's,
      // except the one kept for editors, which ends with the process.
      const closing = admin;
      admin = undefined;
      await (await closing)?.close();
    },
  };
  return [serveAdmin, siteDevServerWithoutDecapRouter];
}
