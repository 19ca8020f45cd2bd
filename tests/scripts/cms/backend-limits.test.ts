/**
 * The local backend's names and caps over HTTP (issue 26, findings 8 and 9): the audit's file names
 * (over 255 bytes, U+202E, a leading space, %2e%2e%2f, fullwidth dots, an NFD twin) are refused with
 * a 4xx and the words of `npm run validate`, never a 500; a request over a cap is refused with 413 or
 * 429 and a Portuguese line, before the work it bounds; and no answer, not even a fault's, names
 * where the repository is on this machine.
 */
import { cpSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSecret } from '../../../admin/repository/local/run-secret.ts';
import { photoTooBig } from '../../../schema/load/photo-bytes.ts';
import { misnamed } from '../../../schema/load/file-names.ts';
import { say, type Words } from '../../../schema/messages/catalogue/index.ts';
import { backendLimits } from '../../../scripts/cms/backend-limits.ts';
import { contentDir } from '../../../project/environment.ts';
import { startLocalBackend, type LocalBackend } from '../../../scripts/cms/local-backend.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { snapshot } from '../../support/files.ts';
import { rawRequest, type RawReply } from '../../support/raw-http.ts';

const secret = 'Vb1Zq9cT0wL3nX8mR4yK7hD2sF6gJ5pA0eU3iO9tW1r';
let root: string;
let backend: LocalBackend;
let port: number;
let cmsOrigin: string;
let socketFile: Server;
/** Every answer the tests got: none may name the repository's place on this machine. */
const answers: string[] = [];

/**
 * A request as the CMS's tab sends it (its Origin and this run's secret), with `body` as it is, on a
 * connection of its own: a kept one the server ends as idle just as a busy process writes the next
 * request on it is a reset there, which a browser sends again and Node's fetch does not (a POST).
 */
async function asCms(body: string): Promise<RawReply> {
  const { host, pathname } = new URL(backend.url);
  const headers = { host, origin: cmsOrigin, 'content-type': 'application/json', [runSecret.header]: secret };
  const answer = await rawRequest({ port, path: pathname, method: 'POST', headers, body });
  answers.push(answer.text);
  return answer;
}

const action = (name: string, params: object = {}) =>
  JSON.stringify({ action: name, params: { branch: 'master', ...params } });
const write = (file: string) =>
  action('persistEntry', { dataFiles: [{ slug: 'x', path: file, raw: 'path: /x\n' }], assets: [], options: {} });
const upload = (file: string, content: string, extra: object = {}) =>
  action('persistMedia', { asset: { path: file, content, encoding: 'base64' }, options: { ...extra } });
const refusalOf = ({ message, hint }: Words) => JSON.stringify({ error: `${message} ${hint}` });

/** A real photo, small. */
let jpeg: string;

beforeAll(async () => {
  jpeg = (
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c03' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  root = path.join(realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-limits-'))), 'site');
  cpSync(contentDir, path.join(root, 'content'), { recursive: true });
  // A file the backend cannot open (a socket, where a page would be): a fault, answered with a 500.
  socketFile = createServer().listen(path.join(root, 'content/pages/tomada.yaml'));
  // A page too large for the loader, which the backend does not send back either.
  writeFileSync(path.join(root, 'content/pages/enorme.yaml'), `path: /enorme\n#${'x'.repeat(90 * 1024)}\n`);
  port = await freePort();
  cmsOrigin = `http://127.0.0.1:${await freePort()}`;
  backend = await startLocalBackend({ root, port, cmsOrigin, secret, log: () => {} });
});
afterAll(async () => {
  await backend?.close();
  socketFile?.close();
  rmSync(path.dirname(root), { recursive: true, force: true });
});

describe('the audit’s file names', () => {
  const names: [string, string][] = [
    ['over 255 bytes', 'a'.repeat(300)],
    ['with U+202E', 'servicos\u202egpj'],
    ['with a leading space', ' servicos'],
    ['with %2e%2e%2f', '%2e%2e%2fservicos'],
    ['with fullwidth dots', 'servicos\uff0e\uff0e'],
    ['the NFD twin of servicos with a cedilla', 'servic\u0327os'],
  ];

  it.each(names)(
    '%s: a page, a photo, a read and a deletion are refused (400) with validate’s words',
    async (_, base) => {
      const before = snapshot(path.join(root, 'content'));
      const [page, photo] = [`${base}.yaml`, `${base}.jpg`];
      const pageWords = refusalOf(misnamed(page, 'page')!);
      expect(await asCms(write(`content/pages/${page}`))).toMatchObject({ status: 400, text: pageWords });
      expect(await asCms(upload(`content/images/${photo}`, jpeg))).toMatchObject({
        status: 400,
        text: refusalOf(misnamed(photo, 'photo')!),
      });
      expect(await asCms(action('getEntry', { path: `content/pages/${page}` }))).toMatchObject({
        status: 400,
        text: pageWords,
      });
      const deletion = await asCms(action('deleteFiles', { paths: [`content/pages/${page}`] }));
      expect(deletion).toMatchObject({ status: 400, text: pageWords });
      expect(snapshot(path.join(root, 'content'))).toEqual(before);
    },
  );
});

describe('the caps', () => {
  it('a request without photos over the text cap: 413, whatever it asks', async () => {
    const padded = action('getEntry', { path: 'content/site.yaml', pad: 'x'.repeat(backendLimits.textRequestBytes) });
    const reply = await asCms(padded);
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(refusalOf(say('cms-text-request-too-big', { limitKb: 1024 })));
  });

  it('a body over the request cap: 413, which the caller reads (the connection is not cut under it)', async () => {
    const huge = upload('content/images/grande.jpg', 'A'.repeat(backendLimits.requestBytes));
    const reply = await asCms(huge);
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(refusalOf(say('cms-request-too-big', { limitMb: 50 })));
  });

  it('a photo over the upload limit: 413 before its bytes are decoded, nothing written', async () => {
    const before = snapshot(path.join(root, 'content'));
    const content = 'A'.repeat(backendLimits.photoChars + 4);
    const reply = await asCms(upload('content/images/grande.jpg', content));
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(refusalOf(photoTooBig('images/grande.jpg', (content.length / 4) * 3)));
    expect(snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('a page’s text over what the loader reads: 413, nothing written', async () => {
    const raw = `path: /x\n#${'x'.repeat(backendLimits.textBytes)}\n`;
    const entry = { slug: 'x', path: 'content/pages/x.yaml', raw };
    const reply = await asCms(action('persistEntry', { dataFiles: [entry], assets: [], options: {} }));
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(refusalOf(say('file-too-big', { sizeKb: 83, limitKb: 83 })));
  });

  it('a page on disk over what the loader reads is not sent back: 413', async () => {
    const reply = await asCms(action('getEntry', { path: 'content/pages/enorme.yaml' }));
    expect(reply.status).toBe(413);
    expect(reply.text).not.toContain('xxxxxxxx');
  });

  it.each([
    ['entriesByFiles, the audit’s 150,000 entries', 'files', 150_000],
    ['entriesByFiles, one over the cap', 'files', backendLimits.filesPerRequest + 1],
    ['deleteFiles, one over the cap', 'paths', backendLimits.filesPerRequest + 1],
  ] as const)('%s: 413, before any file is read', async (_, list, count) => {
    const files = Array.from({ length: count }, () =>
      list === 'files' ? { path: 'content/site.yaml' } : 'content/pages/home.yaml',
    );
    const name = list === 'files' ? 'entriesByFiles' : 'deleteFiles';
    const reply = await asCms(action(name, { [list]: files }));
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(refusalOf(say('cms-too-many-files', { count, limit: backendLimits.filesPerRequest })));
  });

  it('entriesByFiles at the cap is answered, within the cap on each file', async () => {
    const files = Array.from({ length: backendLimits.filesPerRequest }, () => ({ path: 'content/site.yaml' }));
    const reply = await asCms(action('entriesByFiles', { files }));
    expect(reply.status).toBe(200);
    expect(reply.text.length).toBeLessThan(backendLimits.filesPerRequest * 2 * backendLimits.textBytes);
  });

  it('uploads at once beyond the cap: 429 with a Portuguese line, and the others go on', async () => {
    // Uploads (over the text cap) that hold their places, their bodies not sent yet.
    const body = upload('content/images/em-vez.jpg', jpeg, { pad: 'x'.repeat(backendLimits.textRequestBytes) });
    const held = Array.from({ length: backendLimits.uploadsAtOnce }, () => heldUpload(body));
    await Promise.all(held.map((upload) => upload.held));
    const refused = await asCms(body);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.text).toBe(refusalOf(say('cms-busy', { uploads: backendLimits.uploadsAtOnce })));
    expect(await Promise.all(held.map((upload) => upload.finish()))).toEqual(held.map(() => 200));
    expect((await asCms(body)).status).toBe(200);
  });
});

describe('no answer names where the repository is', () => {
  it('a fault (a socket where a page would be): 500 with the error’s code, no path', async () => {
    const reply = await asCms(action('getEntry', { path: 'content/pages/tomada.yaml' }));
    expect(reply.status).toBe(500);
    expect(reply.text).toBe(refusalOf(say('unexpected-error', { detail: 'ENXIO, open' })));
  });

  it('nor any other answer above', () => {
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.filter((text) => text.includes(root) || text.includes('/proc/'))).toEqual([]);
  });
});

/**
 * An upload that holds its place: it asks to send its body (Expect: 100-continue), and the backend
 * says to go on only as it takes the request in, in the same turn as it takes the place. `held`
 * once it has; `finish` sends the body and gives the status.
 */
function heldUpload(body: string) {
  const bytes = Buffer.from(body);
  const headers = {
    origin: cmsOrigin,
    [runSecret.header]: secret,
    'content-type': 'application/json',
    'content-length': bytes.length,
    expect: '100-continue',
  };
  const request = httpRequest({ host: '127.0.0.1', port, path: '/api/v1', method: 'POST', headers, agent: false });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)));
    request.on('error', reject);
  });
  const held = new Promise<void>((resolve) => request.on('continue', () => resolve()));
  request.flushHeaders();
  return {
    held,
    finish: () => {
      request.end(bytes);
      return status;
    },
  };
}
