/**
 * The local backend of `npm run cms` over raw HTTP, as an attacker would call it: on a temporary
 * repository with files that must stay out of reach (each holding a marker), symlinks inside content/
 * that point out of it, and a file outside the repository. Every refused request answers 403 (or
 * 4xx) with no byte of any file, and afterwards every file has the bytes and the mtime it had.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../support/files.ts';
import { repo, asCms, action, getEntry, persist, jpeg, startBackendForThisFile } from './requests.ts';

startBackendForThisFile();

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
