/**
 * The local backend of `npm run cms` over raw HTTP, as an attacker would call it: on a temporary
 * repository with files that must stay out of reach (each holding a marker), symlinks inside content/
 * that point out of it, and a file outside the repository. Every refused request answers 403 (or
 * 4xx) with no byte of any file, and afterwards every file has the bytes and the mtime it had.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSecret } from '../../../admin/repository/local/run-secret.ts';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { contentDir } from '../../../project/environment.ts';
import { startLocalBackend, type LocalBackend } from '../../../scripts/cms/local-backend.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { snapshot } from '../../support/files.ts';
import { rawRequest, type RawReply } from '../../support/raw-http.ts';

/** In every file the backend must not reach; no answer may carry it. */
const marker = 'MARCADOR-SECRETO';

interface Repository {
  /** The temporary folder: the repository, and a file beside it. */
  dir: string;
  root: string;
  outsideFile: string;
}

function makeRepository(): Repository {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-backend-')));
  const root = path.join(dir, 'site');
  cpSync(contentDir, path.join(root, 'content'), { recursive: true });
  const outsideFile = path.join(dir, 'fora.txt');
  const secrets: Record<string, string> = {
    'fora.txt': 'outside the repository',
    'site/vite.config.ts': 'export default {};',
    'site/package.json': '{}',
    'site/.git/config': '[core]',
    'site/content/LEIA-ME.md': '# guia',
    'site/content/pages/.rascunho.yaml': 'path: /rascunho',
    'site/content/images/.env': 'TOKEN=1',
  };
  for (const [file, text] of Object.entries(secrets)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${text}\n# ${marker} ${file}\n`);
  }
  // Links inside content/ that the path rules accept by name: the backend must see them on disk.
  symlinkSync(outsideFile, path.join(root, 'content/pages/atalho.yaml'));
  symlinkSync(path.join(root, 'vite.config.ts'), path.join(root, 'content/images/atalho.jpg'));
  symlinkSync(path.join(dir, 'nao-existe.jpg'), path.join(root, 'content/images/quebrado.jpg'));
  mkdirSync(path.join(root, 'content/images/pasta.jpg'));
  execFileSync('mkfifo', [path.join(root, 'content/images/fila.jpg')]);
  return { dir, root, outsideFile };
}

let repo: Repository;
let backend: LocalBackend;
let port: number;
let cmsOrigin: string;
const logged: string[] = [];
/** This run's secret, as `npm run cms` makes one. */
const secret = 'f2Yp0c9kQ1sXvW7mZ3bR8nT4uH6jL5aE0dG2iK9oP1q';

const send = (headers: OutgoingHttpHeaders, body?: unknown, method = 'POST', urlPath = '/api/v1') =>
  rawRequest({ port, path: urlPath, method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

const fromCms = () => ({
  host: `127.0.0.1:${port}`,
  origin: cmsOrigin,
  'content-type': 'application/json',
  [runSecret.header]: secret,
});
/** The CMS's Host and Origin without the secret: what a page at the CMS's origin can send. */
const atCmsOrigin = () => ({ host: `127.0.0.1:${port}`, origin: cmsOrigin, 'content-type': 'application/json' });
const asCms = (body: unknown) => send(fromCms(), body);
const action = (name: string, params: object = {}) => ({ action: name, params: { branch: 'master', ...params } });
const getEntry = (file: string) => action('getEntry', { path: file });
const persist = (dataFiles: object[], assets: object[] = []) =>
  action('persistEntry', { dataFiles, assets, options: { commitMessage: 'x', useWorkflow: false, status: '' } });
const write = (file: string) => persist([{ slug: 'x', path: file, raw: `INJETADO ${marker}` }]);
const upload = (file: string) =>
  action('persistMedia', {
    // A real photo: what refuses it is where it goes.
    asset: { path: file, content: jpeg.toString('base64'), encoding: 'base64' },
    options: { commitMessage: 'x' },
  });

/** A real photo, small: what the CMS uploads. */
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c03' } })
    .jpeg()
    .toBuffer();
  repo = makeRepository();
  port = await freePort();
  cmsOrigin = `http://127.0.0.1:${await freePort()}`;
  backend = await startLocalBackend({ root: repo.root, port, cmsOrigin, secret, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await backend?.close();
  rmSync(repo.dir, { recursive: true, force: true });
});

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

describe('a page saved under another name (newPath)', () => {
  const home = 'content/pages/home.yaml';
  const raw = 'path: /\n# salva com outro nome\n';
  const movedTo = (newPath: string) => persist([{ slug: 'home', path: home, raw, newPath }]);
  const bad: [string, string][] = [
    ['a folder (decap-server crashed on it)', 'content/images'],
    ['the pages folder', 'content/pages'],
    ['a file of settings', 'content/site.yaml'],
    ['a photo', 'content/images/home.yaml'],
    ['out of content', 'vite.config.ts'],
    ['through ../', 'content/pages/../home2.yaml'],
    ['a symlink page', 'content/pages/atalho.yaml'],
  ];
  it.each(bad)('is refused when the new name is %s, and the server still answers', async (_, newPath) => {
    const before = snapshot(repo.dir);
    const reply = await asCms(movedTo(newPath));
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(snapshot(repo.dir)).toEqual(before);
    const info = await asCms({ action: 'info' });
    expect(info.status).toBe(200);
    expect(JSON.parse(info.text)).toMatchObject({ type: 'local_fs' });
  });

  it('is refused over another page, which keeps its text (409)', async () => {
    const before = snapshot(repo.dir);
    const reply = await asCms(movedTo('content/pages/assessoria.yaml'));
    expect(reply.status).toBe(409);
    expect(snapshot(repo.dir)).toEqual(before);
  });

  it('moves the page alone when the new name is a page of the same folder', async () => {
    const others = readdirSync(path.join(repo.root, 'content/pages')).filter((name) => name !== 'home.yaml');
    const reply = await asCms(movedTo('content/pages/inicio.yaml'));
    expect(reply.status, reply.text).toBe(200);
    expect(existsSync(path.join(repo.root, home))).toBe(false);
    expect(readFileSync(path.join(repo.root, 'content/pages/inicio.yaml'), 'utf8')).toBe(raw);
    expect(readdirSync(path.join(repo.root, 'content/pages')).filter((name) => name !== 'inicio.yaml')).toEqual(others);
  });
});

describe('the local backend serves the CMS', () => {
  it('answers its preflight, for its origin only', async () => {
    const reply = await send(
      {
        host: `localhost:${port}`,
        origin: cmsOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${runSecret.header}`,
      },
      undefined,
      'OPTIONS',
    );
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(cmsOrigin);
    // The secret's header too: it is what every request of the CMS carries.
    expect(reply.headers['access-control-allow-headers']).toBe(`content-type, ${runSecret.header}`);
  });

  it('reads the files of settings, the CMS may read its answer, and a missing page has no data', async () => {
    const reply = await asCms(
      action('entriesByFiles', { files: [{ path: 'content/site.yaml' }, { path: 'content/pages/nova.yaml' }] }),
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(cmsOrigin);
    const [site, missing] = JSON.parse(reply.text) as { data: string | null; file: { path: string } }[];
    expect(site!.data).toBe(readFileSync(path.join(repo.root, 'content/site.yaml'), 'utf8'));
    expect(missing).toEqual({ data: null, file: { path: 'content/pages/nova.yaml', id: null } });
  });

  it('lists the pages that are regular files, leaving out a symlink and a hidden file', async () => {
    const reply = await asCms(action('entriesByFolder', { folder: 'content/pages', extension: 'yaml', depth: 1 }));
    expect(reply.status).toBe(200);
    const listed = (JSON.parse(reply.text) as { file: { path: string } }[]).map((entry) => entry.file.path);
    const regular = readdirSync(path.join(repo.root, 'content/pages'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => `content/pages/${entry.name}`);
    expect(listed).toEqual(regular.sort());
    expect(reply.text).not.toContain(marker);
  });

  it('lists the photos that are regular files: a broken symlink, a symlink, a folder, a FIFO and a hidden file are skipped, not a 500', async () => {
    const reply = await asCms(action('getMedia', { mediaFolder: 'content/images' }));
    expect(reply.status, reply.text).toBe(200);
    const photos = JSON.parse(reply.text) as { name: string; path: string; content: string }[];
    // The content's own photos, whatever they are: the regular files of the folder, not hidden.
    const regular = readdirSync(path.join(repo.root, 'content/images'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => `content/images/${entry.name}`);
    expect(regular.length).toBeGreaterThan(0);
    expect(photos.map((photo) => photo.path).sort()).toEqual(regular.sort());
    for (const photo of photos) {
      expect(
        Buffer.from(photo.content, 'base64').equals(readFileSync(path.join(repo.root, photo.path))),
        photo.path,
      ).toBe(true);
    }
  });

  it('saves an upload and a page, and deletes a page', async () => {
    const photo = jpeg;
    const uploaded = await asCms(
      action('persistMedia', {
        asset: { path: 'content/images/nova.jpg', content: photo.toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'x' },
      }),
    );
    expect(uploaded.status).toBe(200);
    expect(JSON.parse(uploaded.text)).toMatchObject({
      name: 'nova.jpg',
      path: 'content/images/nova.jpg',
      encoding: 'base64',
    });
    expect(readFileSync(path.join(repo.root, 'content/images/nova.jpg')).equals(photo)).toBe(true);

    const saved = await asCms(persist([{ slug: 'nova', path: 'content/pages/nova.yaml', raw: 'path: /nova\n' }]));
    expect(saved.status).toBe(200);
    expect(readFileSync(path.join(repo.root, 'content/pages/nova.yaml'), 'utf8')).toBe('path: /nova\n');
    // The temporary file a save writes first is gone.
    expect(readdirSync(path.join(repo.root, 'content/pages')).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // A page saved again keeps its permissions (the save writes a new file and renames it over the old).
    const existing = path.join(repo.root, 'content/pages/consultorio.yaml');
    chmodSync(existing, 0o640);
    const resaved = await asCms(
      persist([{ slug: 'consultorio', path: 'content/pages/consultorio.yaml', raw: 'path: /c\n' }]),
    );
    expect(resaved.status).toBe(200);
    expect(statSync(existing).mode & 0o777).toBe(0o640);

    const deleted = await asCms(
      action('deleteFiles', { paths: ['content/pages/nova.yaml'], options: { commitMessage: 'x' } }),
    );
    expect(deleted.status).toBe(200);
    expect(existsSync(path.join(repo.root, 'content/pages/nova.yaml'))).toBe(false);
  });

  it('refuses a request over its size limit with 413, and keeps serving', async () => {
    const reply = await send({ ...fromCms(), 'content-length': String(60 * 1024 * 1024) }, undefined);
    expect(reply.status, reply.text).toBe(413);
    expect((await asCms({ action: 'info' })).status).toBe(200);
  });
});

describe('only photos are photos (the audit: .svg, .html and .yaml uploads were saved)', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/")</script></svg>';
  const uploadOf = (file: string, bytes: Buffer | string) =>
    action('persistMedia', {
      asset: { path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'x' },
    });
  const withPhoto = (file: string, bytes: Buffer | string) =>
    persist(
      [{ slug: 'home', path: 'content/pages/home.yaml', raw: 'path: /\n# com foto\n' }],
      [{ path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' }],
    );
  const refused: [string, object][] = [
    ['an SVG upload', uploadOf('content/images/evil.svg', svg)],
    ['an HTML upload', uploadOf('content/images/evil.html', '<script>alert(1)</script>')],
    ['a YAML upload', uploadOf('content/images/pagina.yaml', 'path: /x\n')],
    ['an SVG named .jpg', uploadOf('content/images/evil.jpg', svg)],
    ['HTML named .png', uploadOf('content/images/evil.png', '<!doctype html><script>alert(1)</script>')],
    ['an SVG saved with a page', withPhoto('content/images/evil.svg', svg)],
    ['an SVG named .webp saved with a page', withPhoto('content/images/evil.webp', svg)],
  ];
  it.each(refused)('refuses %s (415, in Portuguese), and writes nothing', async (_, body) => {
    const before = snapshot(repo.dir);
    const reply = await asCms(body);
    expect(reply.status, reply.text).toBe(415);
    expect(JSON.parse(reply.text)).toEqual({ error: expect.stringMatching(/foto/) });
    expect(snapshot(repo.dir)).toEqual(before);
  });

  it.each([
    ['JPEG', 'jpg', () => jpeg],
    ['PNG', 'png', () => sharp(jpeg).png().toBuffer()],
    ['WebP', 'webp', () => sharp(jpeg).webp().toBuffer()],
    ['AVIF', 'avif', () => sharp(jpeg).avif().toBuffer()],
  ])('saves a %s photo', async (_, extension, bytes) => {
    const file = `content/images/formato.${extension}`;
    const photo = await bytes();
    const reply = await asCms(uploadOf(file, photo));
    expect(reply.status, reply.text).toBe(200);
    expect(readFileSync(path.join(repo.root, file)).equals(photo)).toBe(true);
  });
});

describe('writes checked against the version of the content they were checked against', () => {
  const page = 'content/pages/consultorio.yaml';
  const onDisk = (file: string) => readFileSync(path.join(repo.root, file), 'utf8');
  const version = async () => {
    const reply = await asCms(action('contentVersion'));
    expect(reply.status, reply.text).toBe(200);
    return (JSON.parse(reply.text) as { version: string }).version;
  };
  const persistOver = (over: string, raw: string) =>
    action('persistEntry', {
      dataFiles: [{ slug: 'consultorio', path: page, raw }],
      assets: [],
      options: { commitMessage: 'x', over },
    });

  it('says the version, which stays while nothing changes and moves with any write, by the CMS or by hand', async () => {
    const first = await version();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await version()).toBe(first);
    writeFileSync(path.join(repo.root, 'content/site.yaml'), `${onDisk('content/site.yaml')}# à mão\n`);
    const second = await version();
    expect(second).not.toBe(first);
    expect((await asCms(persistOver(second, 'path: /consultorio\n'))).status).toBe(200);
    expect(await version()).not.toBe(second);
  });

  it('writes over the version it names, and refuses (412, in Portuguese) one that moved: nothing written', async () => {
    const old = await version();
    writeFileSync(path.join(repo.root, page), 'path: /consultorio\n# outra janela\n');
    const before = snapshot(repo.dir);
    const refused = await asCms(persistOver(old, 'path: /consultorio\n# esta janela\n'));
    expect(refused.status, refused.text).toBe(412);
    expect(JSON.parse(refused.text)).toEqual({
      error: expect.stringContaining('O conteúdo mudou desde que o CMS conferiu esta gravação') as unknown,
    });
    const photo = { path: 'content/images/tarde.jpg', content: jpeg.toString('base64'), encoding: 'base64' };
    expect((await asCms(action('persistMedia', { asset: photo, options: { over: old } }))).status).toBe(412);
    expect((await asCms(action('deleteFiles', { paths: [page], over: old }))).status).toBe(412);
    expect(snapshot(repo.dir)).toEqual(before);
  });

  it('lets one of two writes over the same version through, and refuses the other', async () => {
    const over = await version();
    const replies = await Promise.all([
      asCms(persistOver(over, 'path: /consultorio\n# primeira\n')),
      asCms(persistOver(over, 'path: /consultorio\n# segunda\n')),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 412]);
    const won = replies.findIndex((reply) => reply.status === 200) === 0 ? 'primeira' : 'segunda';
    expect(onDisk(page)).toContain(won);
  });

  it('says when each entry was last written', async () => {
    const reply = await asCms(getEntry(page));
    const entry = JSON.parse(reply.text) as { file: { changedAt: string } };
    expect(new Date(entry.file.changedAt).getTime()).toBe(statSync(path.join(repo.root, page)).mtime.getTime());
  });
});
