import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { projectRoot } from '../../project/environment.ts';
import { localBackendUrl } from '../cms/backend-address.ts';
import { cmsServerPort } from '../lib/environment.ts';

const adminHtml = path.join(projectRoot, 'admin/index.html');

/**
 * The CMS's own dev server (vite.admin.config.ts), inside the site's: Decap's dependencies are
 * resolved and pre-bundled apart from the site's (React Router 5 inside Decap, 7 in the site), and
 * `npm run dev` pays nothing for them until /admin/ is opened. It shares the site's port, HMR
 * included (its socket answers on /admin/). The CMS it serves saves through the local backend of
 * `npm run cms` (scripts/cms/local-backend.ts).
 */
function startAdminServer(site: ViteDevServer): Promise<ViteDevServer> {
  return createServer({
    configFile: path.join(projectRoot, 'vite.admin.config.ts'),
    appType: 'custom',
    // Like the site's (vite.config.ts): no other origin reads what the CMS's server answers.
    server: { middlewareMode: true, cors: false, ws: site.httpServer ? { server: site.httpServer } : false },
    // admin/index.html's favicon, which Vite serves under the CMS's base in development.
    publicDir: path.join(projectRoot, 'src/public'),
    define: { 'import.meta.env.INVERO_CMS_LOCAL_BACKEND': JSON.stringify(localBackendUrl(cmsServerPort)) },
  });
}

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
      const adminServer = () => (admin ??= startAdminServer(server));
      // `npm run cms` is for the CMS: have it ready (its dependencies bundled) by the first visit.
      if (process.env.INVERO_CMS === '1') void adminServer();
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
            const html = await vite.transformIndexHtml('/', await readFile(adminHtml, 'utf8'));
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(html);
          })
          .catch(next);
      });
    },
    async closeBundle() {
      // The site's server is closing (Ctrl+C, or a restart when pages were added): so does the CMS's.
      const closing = admin;
      admin = undefined;
      await (await closing)?.close();
    },
  };
  return [serveAdmin, siteDevServerWithoutDecapRouter];
}
