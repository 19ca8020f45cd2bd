/**
 * Serves a built site the way a static host does. Our own code rather than sirv (read, version 3.0.2):
 * sirv sends every file it finds with status 200, so the 404 page needs a second sender anyway; it
 * cannot gzip on the fly (the build writes no .gz files); with `dev: false` it lists the files once at
 * startup, so a rebuilt dist/ would go unseen, and with `dev: true` it no longer hides dotfiles; and it
 * knows neither If-Modified-Since nor a 400 for a malformed address. What was left for it was one
 * statSync and one readFileSync.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileAt, hostAnswer, notFoundFile, type FoundFile, type HostAnswer } from '../lib/site-files.ts';
import { compressible, headersFor, isFresh, withRuleHeaders, type Headers } from './host-headers.ts';

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Dotfiles (`.` and `..` among them, so no way out of the root) and the host's own configuration. */
const hidden = /^(\.|_headers$|_redirects$)/;

/** The request's path, decoded; undefined when malformed (a lone `%`, broken UTF-8, a NUL). */
function requestPath(url = ''): string | undefined {
  const raw = url.replace(/\?.*/s, '');
  if (!raw.startsWith('/')) return undefined;
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** The 404 page answers unknown addresses only: at its own name it is not a page of the site. */
const notFoundNames = new Set([notFoundFile, path.basename(notFoundFile, '.html')]);

/** What the host answers for a path (site-files.ts): never a hidden file, nor the 404 page. */
function findPage(root: string, pathname: string): HostAnswer | undefined {
  // `\` splits too, as browsers treat it, and as path.join would on Windows.
  const segments = pathname.split(/[/\\]/).filter(Boolean);
  if (segments.some((segment) => hidden.test(segment))) return undefined;
  if (segments.length === 1 && notFoundNames.has(segments[0]!)) return undefined;
  return hostAnswer(root, segments, /[/\\]$/.test(pathname));
}

/** Whether Accept-Encoding allows gzip, by name or by `*`, and not with `q=0`. */
function acceptsGzip(header = ''): boolean {
  const allowed = new Map(
    header.split(',').map((entry) => {
      const [coding = '', ...params] = entry.split(';');
      return [coding.trim().toLowerCase(), !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))];
    }),
  );
  return allowed.get('gzip') ?? allowed.get('*') ?? false;
}

/** The real folder `root` names now; undefined when there is no site there. */
function siteFolder(root: string): string | undefined {
  try {
    return realpathSync(root);
  } catch {
    return undefined;
  }
}

function plain(response: ServerResponse, status: number, headers: Headers = {}): void {
  response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end(`${status}`);
}

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The host's rules: `/x` → `x.html`, `/x/` and `/x.html` → 308 to `/x`, a folder's `index.html` at
 * `/folder/` (site-files.ts); unknown paths → `404.html` with status 404; headers and caching from
 * `_headers`; text gzipped, conditional requests. Listens on loopback only.
 */
export function startStaticServer(root: string, port = 0, host = '127.0.0.1'): Promise<StaticServer> {
  const siteRoot = path.resolve(root);
  // By the file's place in the site, replaced when the file changes: each build writes new files
  // under the same names, in a folder of its own.
  const gzipped = new Map<string, { stamp: string; body: Buffer }>();

  const gzipBody = (site: string, { file, stats }: FoundFile): Buffer => {
    const name = path.relative(site, file);
    const stamp = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    const cached = gzipped.get(name);
    if (cached?.stamp === stamp) return cached.body;
    const body = gzipSync(readFileSync(file));
    gzipped.set(name, { stamp, body });
    return body;
  };

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    site: string,
    status: number,
    found: FoundFile,
    headers: Headers,
  ) => {
    const gzip = compressible.test(found.file) && acceptsGzip(request.headers['accept-encoding']);
    const body = gzip ? gzipBody(site, found) : readFileSync(found.file);
    response.writeHead(status, {
      ...headers,
      'content-type': contentTypes[path.extname(found.file)] ?? 'application/octet-stream',
      'content-length': String(body.length),
      ...(gzip && { 'content-encoding': 'gzip' }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const respond = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, { allow: 'GET, HEAD' });
    const pathname = requestPath(request.url);
    if (pathname === undefined) return plain(response, 400);
    // The root may be a link that a build replaces at any moment (scripts/build/output-swap.ts):
    // resolved once, it gives this request one build's page, _headers and 404 page, never two builds'.
    const site = siteFolder(siteRoot);
    if (site === undefined) return plain(response, 404);
    const answer = findPage(site, pathname);
    if (answer?.location !== undefined) {
      // Like the host: a permanent redirect to the address the file is served at, the query kept.
      const query = /\?.*/s.exec(request.url ?? '')?.[0] ?? '';
      const { 'cache-control': _none, ...headers } = withRuleHeaders(site, pathname, {});
      return void response.writeHead(308, { ...headers, location: `${answer.location}${query}` }).end();
    }
    if (answer) {
      const page = answer.found;
      const headers = headersFor(site, pathname, page, true);
      if (isFresh(request, page.stats)) return void response.writeHead(304, headers).end();
      return send(request, response, site, 200, page, headers);
    }
    const notFound = fileAt(path.join(site, notFoundFile));
    if (!notFound) return plain(response, 404);
    send(request, response, site, 404, notFound, headersFor(site, pathname, notFound, false));
  };

  const server = createServer((request, response) => {
    try {
      respond(request, response);
    } catch (error) {
      // Say, a file a rebuild swapped away between stat and read: fail this request, not the server.
      console.error(error);
      if (response.headersSent) response.destroy();
      else plain(response, 500);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
