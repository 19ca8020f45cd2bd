import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../../scripts/serve/static-server.ts';
import { files, makeSite, send, gzip, server, serveSiteForThisFile } from './site.ts';

serveSiteForThisFile();

describe('startStaticServer', () => {
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
