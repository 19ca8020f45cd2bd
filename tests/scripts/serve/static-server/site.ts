/** A built site in a folder of its own, served by the static server for the file, and requests to it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../../scripts/serve/static-server.ts';

export const files: Record<string, string | Buffer> = {
  // Long enough that gzip changes its length.
  'index.html': `<!doctype html><title>home</title>${'<p>página inicial</p>'.repeat(100)}`,
  'a.html': '<!doctype html><p>page a</p>',
  'docs/index.html': '<!doctype html><p>a folder of its own</p>',
  '404.html': '<!doctype html><p>not found page</p>',
  'assets/app-abc123.js': 'console.log("app");\n'.repeat(50),
  'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  '.secret': 'SECRET dotfile',
  'a/.hidden': 'SECRET nested dotfile',
  _headers: [
    '/*',
    '  X-Frame-Options: DENY',
    '  X-Test: all',
    '',
    '/a',
    '  X-Test: a',
    "  Content-Security-Policy: default-src 'self'",
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n'),
};

/** A tiny built site in a temp folder, with a file beside it that must stay out of reach. */
export function makeSite(): { dir: string; root: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'invero-static-'));
  writeFileSync(path.join(dir, 'outside.txt'), 'SECRET outside the site');
  const root = path.join(dir, 'site');
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return { dir, root };
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with the path sent exactly as written (`fetch` would normalise `/%` or `/../x`). A
 * server that never answers fails the test here rather than at the test timeout.
 */
export function send(server: StaticServer, rawPath: string, method = 'GET', headers: OutgoingHttpHeaders = {}) {
  const { hostname, port } = new URL(server.url);
  return new Promise<Reply>((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer to ${method} ${rawPath} within 5 s`)));
    req.on('error', reject);
    req.end();
  });
}

export const gzip = { 'accept-encoding': 'gzip, deflate, br' };

export let site: { dir: string; root: string };
export let server: StaticServer;

/**
 * The site served to the calling file's tests, made before them and removed after: called by each
 * file, since a module shared by the unit files is loaded once per worker (vitest.config.ts).
 */
export function serveSiteForThisFile(): void {
  beforeAll(async () => {
    site = makeSite();
    server = await startStaticServer(site.root);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(site.dir, { recursive: true, force: true });
  });
}
