import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../scripts/serve/static-server.ts';

const files: Record<string, string | Buffer> = {
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
function makeSite(): { dir: string; root: string } {
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
function send(server: StaticServer, rawPath: string, method = 'GET', headers: OutgoingHttpHeaders = {}) {
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

const gzip = { 'accept-encoding': 'gzip, deflate, br' };

let site: { dir: string; root: string };
let server: StaticServer;
beforeAll(async () => {
  site = makeSite();
  server = await startStaticServer(site.root);
});
afterAll(async () => {
  await server?.close();
  rmSync(site.dir, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('listens on loopback only, on the port the system picked', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
  });

  it('answers a malformed address with 400, and keeps serving', async () => {
    for (const malformed of ['/%', '/%ZZ', '/%E0%A4%A', '/assets/%c0', '/a%00b']) {
      const reply = await send(server, malformed);
      expect(reply.status, malformed).toBe(400);
      const next = await send(server, '/');
      expect(next.status, `after ${malformed}`).toBe(200);
    }
  });

  it('answers methods other than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const reply = await send(server, '/', method);
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow, method).toBe('GET, HEAD');
    }
    expect((await send(server, '/')).status).toBe(200);
  });

  it('serves a page from its .html at its address, and a folder from its index.html at the address with a slash', async () => {
    for (const [address, file] of [
      ['/a', 'a.html'],
      ['/a?x=1', 'a.html'],
      ['/docs/', 'docs/index.html'],
      ['/', 'index.html'],
    ] as const) {
      const reply = await send(server, address);
      expect(reply.status, address).toBe(200);
      expect(reply.headers['content-type'], address).toBe('text/html; charset=utf-8');
      expect(reply.body.toString(), address).toBe(files[file]);
    }
  });

  it('redirects the other forms of an address to it with 308, as Cloudflare Pages does, keeping the query', async () => {
    for (const [address, location] of [
      ['/a/', '/a'],
      ['/a.html', '/a'],
      ['/a/?x=1', '/a?x=1'],
      ['/docs', '/docs/'],
      ['/docs?x=1', '/docs/?x=1'],
      ['/docs/index.html', '/docs/'],
      ['/docs/index', '/docs/'],
      ['/index.html', '/'],
      ['/index', '/'],
    ] as const) {
      const reply = await send(server, address);
      expect(reply.status, address).toBe(308);
      expect(reply.headers.location, address).toBe(location);
      expect(reply.headers['x-frame-options'], address).toBe('DENY');
      expect(reply.body.length, address).toBe(0);
    }
  });

  it('answers an unknown address with the 404 page and status 404, never stored', async () => {
    for (const address of ['/nope', '/a/nope/', '/assets/missing-abc123.js', '/assets/app-abc123.js/', '/nope.html']) {
      const reply = await send(server, address);
      expect(reply.status, address).toBe(404);
      expect(reply.headers['content-type'], address).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control'], address).toBe('no-store');
      expect(reply.body.toString(), address).toBe(files['404.html']);
    }
  });

  it('does not serve the 404 page as a page of its own', async () => {
    for (const address of ['/404.html', '/404']) {
      const reply = await send(server, address);
      expect(reply.status, address).toBe(404);
      expect(reply.body.toString(), address).toBe(files['404.html']);
    }
  });

  it('never serves _headers nor dotfiles', async () => {
    for (const address of ['/_headers', '/.secret', '/a/.hidden', '/%2esecret', '/_headers?x']) {
      const reply = await send(server, address);
      expect(reply.status, address).toBe(404);
      expect(reply.body.toString(), address).toBe(files['404.html']);
    }
  });

  it('refuses to leave the site folder', async () => {
    for (const address of ['/../outside.txt', '/%2e%2e/outside.txt', '/a/..%2f..%2foutside.txt', '/..%5coutside.txt']) {
      const reply = await send(server, address);
      expect(reply.status, address).toBe(404);
      expect(reply.body.toString(), address).not.toContain('SECRET');
    }
  });

  it('applies every matching _headers rule, joining a repeated header', async () => {
    const a = await send(server, '/a');
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(a.headers['x-test']).toBe('all, a');
    expect(a.headers['content-security-policy']).toBe("default-src 'self'");
    const home = await send(server, '/');
    expect(home.headers['x-test']).toBe('all');
    expect(home.headers['content-security-policy']).toBeUndefined();
    expect((await send(server, '/nope')).headers['x-frame-options']).toBe('DENY');
  });

  it('takes caching from _headers, and has everything else revalidated, as the hosts do', async () => {
    const asset = await send(server, '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await send(server, '/')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await send(server, '/logo.png')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await send(server, '/a/')).headers['cache-control']).toBeUndefined();
  });

  it('caches nothing for good by itself: without the rule in _headers, an asset is revalidated', async () => {
    const other = makeSite();
    writeFileSync(path.join(other.root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    const own = await startStaticServer(other.root);
    try {
      const asset = await send(own, '/assets/app-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    } finally {
      await own.close();
      rmSync(other.dir, { recursive: true, force: true });
    }
  });

  it('gzips text when the client accepts it, and only then', async () => {
    const zipped = await send(server, '/', 'GET', gzip);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.body).toString()).toBe(files['index.html']);
    expect(zipped.body.length).toBeLessThan(Buffer.byteLength(files['index.html'] as string));

    for (const headers of [{}, { 'accept-encoding': 'gzip;q=0, identity' }]) {
      const plain = await send(server, '/', 'GET', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body.toString()).toBe(files['index.html']);
    }

    const image = await send(server, '/logo.png', 'GET', gzip);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toEqual(files['logo.png']);
  });

  it('answers HEAD with the headers and length of GET, and no body', async () => {
    for (const [address, headers] of [
      ['/', gzip],
      ['/', {}],
      ['/assets/app-abc123.js', gzip],
      ['/logo.png', {}],
      ['/nope', gzip],
    ] as const) {
      const label = `${address} ${JSON.stringify(headers)}`;
      const get = await send(server, address, 'GET', headers);
      const head = await send(server, address, 'HEAD', headers);
      expect(head.status, label).toBe(get.status);
      expect(head.body.length, label).toBe(0);
      expect(Number(head.headers['content-length']), label).toBe(get.body.length);
      expect(Number(get.headers['content-length']), label).toBe(get.body.length);
      expect(head.headers['content-encoding'], label).toBe(get.headers['content-encoding']);
      expect(head.headers.etag, label).toBe(get.headers.etag);
    }
  });

  it('answers a request for a copy the client already has with 304', async () => {
    for (const headers of [{}, gzip]) {
      const first = await send(server, '/', 'GET', headers);
      const { etag, 'last-modified': lastModified } = first.headers;
      expect(etag).toMatch(/^(W\/)?".+"$/);
      expect(lastModified).toMatch(/ GMT$/);

      const byTag = await send(server, '/', 'GET', { ...headers, 'if-none-match': etag });
      expect(byTag.status).toBe(304);
      expect(byTag.body.length).toBe(0);
      expect(byTag.headers.etag).toBe(etag);
      expect((await send(server, '/', 'GET', { ...headers, 'if-none-match': `"other", ${etag}` })).status).toBe(304);
      expect((await send(server, '/', 'GET', { ...headers, 'if-none-match': '"other"' })).status).toBe(200);

      const byDate = await send(server, '/', 'GET', { ...headers, 'if-modified-since': lastModified });
      expect(byDate.status).toBe(304);
      const older = { ...headers, 'if-modified-since': 'Sat, 01 Jan 2000 00:00:00 GMT' };
      expect((await send(server, '/', 'GET', older)).status).toBe(200);
    }
  });

  it('ignores an If-Modified-Since date later than its own clock, and sends the whole page', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toUTCString();
    for (const method of ['GET', 'HEAD']) {
      const reply = await send(server, '/', method, { 'if-modified-since': tomorrow });
      expect(reply.status, method).toBe(200);
      expect(reply.headers['last-modified'], method).toMatch(/ GMT$/);
    }
    const whole = await send(server, '/', 'GET', { 'if-modified-since': tomorrow });
    expect(whole.body.toString()).toBe(files['index.html']);
  });

  it('serves the new site after a rebuild swaps the folder, with a new ETag', async () => {
    const other = makeSite();
    const own = await startStaticServer(other.root);
    try {
      const before = await send(own, '/a', 'GET', gzip);
      // The way a build on a CI machine swaps it in: the whole folder renamed over the old one's name.
      const next = makeSite();
      writeFileSync(path.join(next.root, 'a.html'), '<!doctype html><p>page a, rebuilt</p>');
      writeFileSync(path.join(next.root, 'b.html'), '<p>new page</p>');
      renameSync(other.root, `${other.root}.previous`);
      renameSync(next.root, other.root);
      rmSync(next.dir, { recursive: true, force: true });

      const after = await send(own, '/a', 'GET', { ...gzip, 'if-none-match': String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(gunzipSync(after.body).toString()).toBe('<!doctype html><p>page a, rebuilt</p>');
      expect((await send(own, '/b')).status).toBe(200);
    } finally {
      await own.close();
      rmSync(other.dir, { recursive: true, force: true });
    }
  });
});
