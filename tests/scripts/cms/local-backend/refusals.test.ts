/**
 * The local backend of `npm run cms` over raw HTTP, as an attacker would call it: on a temporary
 * repository with files that must stay out of reach (each holding a marker), symlinks inside content/
 * that point out of it, and a file outside the repository. Every refused request answers 403 (or
 * 4xx) with no byte of any file, and afterwards every file has the bytes and the mtime it had.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSecret } from '../../../../admin/repository/local/run-secret.ts';
import { say } from '../../../../schema/messages/catalogue/index.ts';
import { snapshot } from '../../../support/files.ts';
import { type RawReply } from '../../../support/raw-http.ts';
import {
  marker,
  repo,
  port,
  cmsOrigin,
  logged,
  secret,
  send,
  fromCms,
  atCmsOrigin,
  asCms,
  action,
  getEntry,
  write,
  upload,
  startBackendForThisFile,
} from './requests.ts';

startBackendForThisFile();

describe('the local backend refuses', () => {
  const site = () => readFileSync(path.join(repo.root, 'content/site.yaml'), 'utf8');
  type Attack = [string, () => Promise<RawReply>];
  const attacks: Attack[] = [
    // Who calls: a content file the CMS may read, asked by anyone else.
    [
      'a foreign Host (DNS rebinding)',
      () => send({ ...fromCms(), host: `evil.example:${port}` }, getEntry('content/site.yaml')),
    ],
    [
      'a Host of another port',
      () => send({ ...fromCms(), host: `127.0.0.1:${port + 1}` }, getEntry('content/site.yaml')),
    ],
    [
      'another localhost origin',
      () => send({ ...fromCms(), origin: `http://127.0.0.1:${port + 7}` }, getEntry('content/site.yaml')),
    ],
    [
      'the CMS origin named localhost',
      () => send({ ...fromCms(), origin: cmsOrigin.replace('127.0.0.1', 'localhost') }, getEntry('content/site.yaml')),
    ],
    // This run's secret: what the CMS's page holds and another page at its origin does not (the audit's SVG).
    ['a read without the secret', () => send(atCmsOrigin(), getEntry('content/site.yaml'))],
    ['a write without the secret', () => send(atCmsOrigin(), write('content/pages/home.yaml'))],
    [
      'a write with a made-up secret',
      () => send({ ...atCmsOrigin(), [runSecret.header]: 'adivinhado' }, write('content/pages/home.yaml')),
    ],
    [
      'a write with the secret cut short',
      () => send({ ...atCmsOrigin(), [runSecret.header]: secret.slice(0, -1) }, write('content/pages/home.yaml')),
    ],
    [
      'a write with the secret and more',
      () => send({ ...atCmsOrigin(), [runSecret.header]: `${secret}x` }, write('content/pages/home.yaml')),
    ],
    ['an upload without the secret', () => send(atCmsOrigin(), upload('content/images/nova.jpg'))],
    ['a null origin', () => send({ ...fromCms(), origin: 'null' }, getEntry('content/site.yaml'))],
    [
      'no Origin',
      () => send({ host: `127.0.0.1:${port}`, 'content-type': 'application/json' }, getEntry('content/site.yaml')),
    ],
    [
      'a write from another origin',
      () => send({ ...fromCms(), origin: `http://127.0.0.1:${port + 7}` }, write('content/pages/home.yaml')),
    ],
    [
      'a write as text/plain with no Origin',
      () => send({ host: `127.0.0.1:${port}`, 'content-type': 'text/plain' }, write('content/pages/home.yaml')),
    ],
    [
      'a preflight from another origin',
      () =>
        send(
          {
            host: `127.0.0.1:${port}`,
            origin: `http://127.0.0.1:${port + 7}`,
            'access-control-request-method': 'POST',
          },
          undefined,
          'OPTIONS',
        ),
    ],
    // What is asked: reads out of content.
    ['../ out of the repository', () => asCms(getEntry('../fora.txt'))],
    ['../ from inside content', () => asCms(getEntry('content/pages/../../vite.config.ts'))],
    ['vite.config.ts', () => asCms(getEntry('vite.config.ts'))],
    ['.git/config', () => asCms(getEntry('.git/config'))],
    [
      'package.json',
      () => asCms(action('entriesByFiles', { files: [{ path: 'content/site.yaml' }, { path: 'package.json' }] })),
    ],
    ['an absolute path', () => asCms(getEntry(path.join(repo.root, 'vite.config.ts')))],
    ['an absolute path to a content file', () => asCms(getEntry(path.join(repo.root, 'content/site.yaml')))],
    ['backslashes', () => asCms(getEntry('content\\..\\vite.config.ts'))],
    ["the editors' guide", () => asCms(getEntry('content/LEIA-ME.md'))],
    ['a hidden page', () => asCms(getEntry('content/pages/.rascunho.yaml'))],
    ['a hidden photo', () => asCms(action('getMediaFile', { path: 'content/images/.env' }))],
    ['a symlink page pointing out of the repository', () => asCms(getEntry('content/pages/atalho.yaml'))],
    [
      'a symlink photo pointing at vite.config.ts',
      () => asCms(action('getMediaFile', { path: 'content/images/atalho.jpg' })),
    ],
    ['a FIFO photo', () => asCms(action('getMediaFile', { path: 'content/images/fila.jpg' }))],
    ['another folder listed', () => asCms(action('entriesByFolder', { folder: '.git', extension: '', depth: 9 }))],
    ['the repository listed as media', () => asCms(action('getMedia', { mediaFolder: '.' }))],
    // Writes and deletions out of content, or through a link.
    ['a write of vite.config.ts', () => asCms(write('vite.config.ts'))],
    ['a write of .git/config', () => asCms(write('.git/config'))],
    ['a write through ../', () => asCms(write('content/pages/../../package.json'))],
    ['a write through a symlink page', () => asCms(write('content/pages/atalho.yaml'))],
    ['an upload over vite.config.ts', () => asCms(upload('vite.config.ts'))],
    ['an upload through a symlink photo', () => asCms(upload('content/images/atalho.jpg'))],
    ['an upload over a folder', () => asCms(upload('content/images/pasta.jpg'))],
    [
      'a deletion of package.json',
      () => asCms(action('deleteFiles', { paths: ['package.json'], options: { commitMessage: 'x' } })),
    ],
    [
      'a deletion of site.yaml',
      () => asCms(action('deleteFiles', { paths: ['content/site.yaml'], options: { commitMessage: 'x' } })),
    ],
    [
      'a deletion of a symlink page',
      () => asCms(action('deleteFiles', { paths: ['content/pages/atalho.yaml'], options: { commitMessage: 'x' } })),
    ],
    // Actions the local CMS does not use.
    ['an editorial-workflow action', () => asCms(action('unpublishedEntries'))],
    [
      "decap-server's deleteFile",
      () => asCms(action('deleteFile', { path: 'content/pages/home.yaml', options: { commitMessage: 'x' } })),
    ],
    ['an unknown action', () => asCms(action('exec', { command: 'id' }))],
    ['a GET', () => send(fromCms(), undefined, 'GET')],
    ['another address', () => send(fromCms(), getEntry('content/site.yaml'), 'POST', '/api/v1/../../vite.config.ts')],
  ];

  let before: Record<string, string>;
  beforeAll(() => {
    before = snapshot(repo.dir);
  });

  it.each(attacks)('%s: 403, with nothing of any file in the answer', async (_, attack) => {
    const reply = await attack();
    expect(reply.status, reply.text).toBe(403);
    expect(JSON.parse(reply.text)).toEqual({ error: expect.stringMatching(/^Pedido recusado|não é um arquivo comum/) });
    expect(reply.text).not.toContain(marker);
    expect(reply.text).not.toContain(site().slice(0, 60));
  });

  it('a request with no Host: Node itself answers 400, before the backend reads anything', async () => {
    const reply = await send({ origin: cmsOrigin, 'content-type': 'application/json' }, getEntry('content/site.yaml'));
    expect(reply.status).toBe(400);
    expect(reply.text).not.toContain(site().slice(0, 60));
  });

  it('and leaves every file as it was: the same bytes, the same mtime, nothing added', () => {
    expect(snapshot(repo.dir)).toEqual(before);
  });

  it('and lets no other page read its refusals', async () => {
    const reply = await send({ ...fromCms(), origin: 'http://127.0.0.1:1' }, getEntry('content/site.yaml'));
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('and never logs the secret, nor what was sent in its place', () => {
    expect(logged.join('\n')).toContain('sem o segredo desta execução');
    expect(logged.join('\n')).not.toContain(secret.slice(0, 8));
    expect(logged.join('\n')).not.toContain('adivinhado');
  });

  it('and lets the CMS read a refusal for a missing secret (a tab left open from an earlier run), which names no secret', async () => {
    const reply = await send(atCmsOrigin(), getEntry('content/site.yaml'));
    expect(reply.status).toBe(403);
    expect(reply.headers['access-control-allow-origin']).toBe(cmsOrigin);
    const { message, hint } = say('cms-secret-refused', { adminUrl: `${cmsOrigin}/admin/` });
    expect(JSON.parse(reply.text)).toEqual({ error: `${message} ${hint}` });
    expect(reply.text).not.toContain(secret.slice(0, 8));
  });

  it('and logs the refusals quoted, so that a header cannot write to the terminal', async () => {
    await send({ ...fromCms(), origin: 'http://x\u001b[2J' }, getEntry('content/site.yaml')).catch(() => undefined);
    expect(logged.join('\n')).not.toContain('\u001b');
  });
});
