/**
 * The local backend of `npm run cms` over raw HTTP, as an attacker would call it: on a temporary
 * repository with files that must stay out of reach (each holding a marker), symlinks inside content/
 * that point out of it, and a file outside the repository. Every refused request answers 403 (or
 * 4xx) with no byte of any file, and afterwards every file has the bytes and the mtime it had.
 */
import { chmodSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSecret } from '../../../../admin/repository/local/run-secret.ts';
import { snapshot } from '../../../support/files.ts';
import {
  marker,
  repo,
  port,
  cmsOrigin,
  send,
  fromCms,
  asCms,
  action,
  persist,
  jpeg,
  startBackendForThisFile,
} from './requests.ts';

startBackendForThisFile();

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
