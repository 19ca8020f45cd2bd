import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, type Connect, type Plugin, type ViteDevServer } from 'vite';
import type { RunSettings } from '../../admin/run-settings.ts';
import { givenSiteClock, projectRoot } from '../../project/environment.ts';
import { localBackendUrl } from '../cms/backend-address.ts';
import { isRunning } from '../cms/git-index.ts';
import { buildAdminBundle, withLastBuiltPageFrames, withRunSettings } from '../build/admin-site.ts';
import { cmsServerPort, outDir, servesEditors } from '../lib/environment.ts';
import { fileAt } from '../lib/site-files.ts';
import { contentTypes } from '../serve/static-server.ts';

/**
 * What the CMS's page is told of this run (admin/run-settings.ts): where its local backend answers,
 * and the clock the site's dev server shows the content at, by which the CMS says "agendado".
 */
const runSettings: RunSettings = { localBackend: localBackendUrl(cmsServerPort), clock: givenSiteClock() };

/** The CMS's page as this run serves it: its settings, and the weight of the pages built last. */
const servedPage = (html: string) => withLastBuiltPageFrames(withRunSettings(html, runSettings), outDir);

function sendPage(response: ServerResponse, html: string): void {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-cache');
  response.end(servedPage(html));
}

/**
 * `npm run cms`: the CMS as /admin/ publishes it, built once as the server starts into a folder of
 * this process (`claimBuildFolder`). An editor's tab then loads one bundle, as online, rather than
 * the hundreds of modules of a development server; and nothing there can reload it by itself, which
 * turned the open CMS white for seconds and lost what was typed. Kept for the life of the process:
 * the site's dev server restarts in place when the pages change (and this module is loaded anew),
 * while the open CMS goes on asking for what it loads later.
 */
const builtForEditors = Symbol.for('invero.admin-built');
type ProcessWide = typeof globalThis & { [builtForEditors]?: Promise<string> };

/**
 * This process's folder for its build of the CMS, in `home` (a folder per `npm run cms`, by its
 * process), removed as it exits; those of processes no longer running (killed, `kill -9`), removed
 * first.
 */
export function claimBuildFolder(home: string): string {
  mkdirSync(home, { recursive: true });
  for (const left of readdirSync(home)) {
    if (!isRunning(Number(left))) rmSync(path.join(home, left), { recursive: true, force: true });
  }
  const folder = path.join(home, String(process.pid));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

async function buildForEditors(): Promise<string> {
  const folder = claimBuildFolder(path.join(projectRoot, 'node_modules/.cache/invero-cms'));
  const failure = await buildAdminBundle(folder);
  if (failure) throw new Error(failure);
  return folder;
}

/** A file of the built CMS: its page, and its assets by their own names (nothing else, nothing hidden). */
const builtFile = /^\/admin\/(?:assets\/[\w-][\w.-]*)?$/;

/** /admin/ from the CMS built for editors. */
function sendBuilt(folder: string, pathname: string, response: ServerResponse): void {
  const found = builtFile.test(pathname)
    ? fileAt(path.join(folder, pathname.slice('/admin/'.length) || 'index.html'))
    : undefined;
  if (!found) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Não encontrado.');
    return;
  }
  if (path.basename(found.file) === 'index.html') return sendPage(response, readFileSync(found.file, 'utf8'));
  response.writeHead(200, {
    'content-type': contentTypes[path.extname(found.file)] ?? 'application/octet-stream',
    // Named by their content: a new build has new names.
    'cache-control': 'public, max-age=31536000, immutable',
  });
  response.end(readFileSync(found.file));
}

/**
 * `npm run dev`, for a developer of the CMS: its own dev server (vite.admin.config.ts), inside the
 * site's, which reloads the CMS as its code changes. Decap's dependencies are resolved and
 * pre-bundled apart from the site's (React Router 5 inside Decap, 7 in the site), and `npm run dev`
 * pays nothing for them until /admin/ is opened.
 */
async function startAdminServer(site: ViteDevServer): Promise<ViteDevServer> {
  return createServer({
    configFile: path.join(projectRoot, 'vite.admin.config.ts'),
    appType: 'custom',
    // Like the site's (vite.config.ts): no other origin reads what the CMS's server answers. Its live
    // connection is the site's: it drops, and the page reloads, whenever the site's server restarts.
    server: { middlewareMode: true, cors: false, ws: site.httpServer ? { server: site.httpServer } : false },
    // admin/index.html's favicon, which Vite serves under the CMS's base in development.
    publicDir: path.join(projectRoot, 'src/public'),
    // Decap's own first module sets `global` for the old packages inside it, but the admin also
    // imports a few of Decap's modules directly, and the pre-bundling then splits Decap in chunks
    // that may run first: there `global` is the browser's `globalThis` from the start.
    optimizeDeps: { rolldownOptions: { transform: { define: { global: 'globalThis' } } } },
  });
}

/** /admin/ from the CMS's dev server: admin/index.html through Vite's HTML transform, and its modules. */
async function sendFromDevServer(
  vite: ViteDevServer,
  pathname: string,
  request: Connect.IncomingMessage,
  response: ServerResponse,
  next: Connect.NextFunction,
): Promise<void> {
  if (pathname !== '/admin/' && pathname !== '/admin/index.html') return vite.middlewares(request, response, next);
  const html = await vite.transformIndexHtml('/', readFileSync(path.join(projectRoot, 'admin/index.html'), 'utf8'));
  sendPage(response, html);
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

/** /admin/ in the dev server: built for editors (`npm run cms`), from its sources for developers (`npm run dev`). */
export function adminInDev(): Plugin[] {
  let admin: Promise<ViteDevServer> | undefined;
  const serveAdmin: Plugin = {
    name: 'invero-admin',
    apply: 'serve',
    configureServer(server) {
      // `npm run cms` is for the CMS: have it built by the first visit.
      const built = servesEditors ? ((globalThis as ProcessWide)[builtForEditors] ??= buildForEditors()) : undefined;
      // A failed build is said in the terminal, and to each visit of /admin/.
      built?.catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
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
        const sent = built
          ? built.then((folder) => sendBuilt(folder, url.pathname, response))
          : (admin ??= startAdminServer(server)).then((vite) =>
              sendFromDevServer(vite, url.pathname, request, response, next),
            );
        sent.catch(next);
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
