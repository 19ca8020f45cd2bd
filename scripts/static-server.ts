import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const compressible = /\.(html|js|css|json|data|svg|txt|xml|webmanifest)$/;

/** `_headers` rules (the format Netlify and Cloudflare Pages read): an address pattern, then indented headers. */
function readHeaderRules(root: string): { pattern: RegExp; headers: [string, string][] }[] {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a built site the way a static host does: `/x` → `x/index.html`, unknown paths → `404.html`
 * with status 404, fingerprinted assets cached for good, text gzipped. Listens on loopback only.
 */
export function startStaticServer(root: string, port = 0, host = '127.0.0.1'): Promise<StaticServer> {
  const gzipped = new Map<string, Buffer>();

  const resolveFile = (pathname: string): string | undefined => {
    const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidate = path.join(root, safe);
    if (!candidate.startsWith(root)) return undefined;
    for (const file of [candidate, path.join(candidate, 'index.html')]) {
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
  };

  const server: Server = createServer((request, response) => {
    let pathname: string;
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      pathname = '/';
    }
    const found = resolveFile(pathname);
    const file = found ?? path.join(root, '404.html');
    const status = found ? 200 : 404;
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404');
      return;
    }
    const headers: Record<string, string> = {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // Like a static host: every matching rule adds its headers; a repeated header joins its values.
    for (const rule of readHeaderRules(root)) {
      if (!rule.pattern.test(pathname)) continue;
      for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
    if (compressible.test(file) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      // Keyed by modification time too: a rebuild swaps new files in under the same names.
      const { mtimeMs, size } = statSync(file);
      const key = `${file}:${mtimeMs}:${size}`;
      let body = gzipped.get(key);
      if (!body) {
        body = gzipSync(readFileSync(file));
        gzipped.set(key, body);
      }
      response.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
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
