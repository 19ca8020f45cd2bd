import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../../scripts/serve/static-server.ts';
import { files, makeSite, send, server, serveSiteForThisFile } from './site.ts';

serveSiteForThisFile();

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
});
