import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { photosIn, readLocalImage } from '../../schema/load/images';
import { loadContent } from '../../schema/load/index';
import { makeWorkspace } from '../corpus/workspace';

const contentDir = mkdtempSync(path.join(tmpdir(), 'invero-images-'));
mkdirSync(path.join(contentDir, 'images'));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#64748b' } });

describe('a photo of content/images/, read', () => {
  it.each([
    ['jpeg', 'foto.jpg'],
    ['png', 'foto.png'],
    ['webp', 'foto.webp'],
    ['avif', 'foto.avif'],
  ] as const)('gives the size and format of a %s file, and names it by its bytes', async (format, name) => {
    const file = path.join(contentDir, 'images', name);
    await blank(300, 200).toFormat(format).toFile(file);
    const read = readLocalImage(contentDir, `images/${name}`);
    expect(read).toEqual({
      ok: true,
      image: {
        src: `images/${name}`,
        file,
        contentDir,
        width: 300,
        height: 200,
        format,
        hash: createHash('sha256').update(readFileSync(file)).digest('hex'),
      },
    });
  });

  it('gives the size a phone photo is shown at: turned a quarter by its orientation, as wide as the file is tall', async () => {
    await blank(300, 200).jpeg().withMetadata({ orientation: 6 }).toFile(path.join(contentDir, 'images/retrato.jpg'));
    const read = readLocalImage(contentDir, 'images/retrato.jpg');
    expect(read.ok && { width: read.image.width, height: read.image.height }).toEqual({ width: 200, height: 300 });
  });

  it('reads files in folders under images/, with any name an editor gives them', async () => {
    mkdirSync(path.join(contentDir, 'images/clínica'));
    await blank(40, 30).jpeg().toFile(path.join(contentDir, 'images/clínica/Sala de Espera.JPG'));
    const read = readLocalImage(contentDir, 'images/clínica/Sala de Espera.JPG');
    expect(read.ok && read.image.width).toBe(40);
  });
});

describe('the loaded content', () => {
  it('has each photo its pages use, once, with the size read from the file', () => {
    const ws = makeWorkspace();
    try {
      const page = ws.read('pages/servicos.yaml');
      const local = page.replace(
        /src: https:.*\n(\s+alt: .*\n)\s+width: 1200\n\s+height: 800\n/,
        'src: images/foto.jpg\n$1',
      );
      expect(local).not.toBe(page);
      ws.write('pages/servicos.yaml', local);
      ws.write(
        'pages/outra.yaml',
        local
          .replace('path: /servicos', 'path: /outra')
          .replace(/title: Serviços/, 'title: Outra')
          .replace('A página de serviços.', 'Outra página.'),
      );
      const loaded = loadContent(ws.contentDir);
      if (!loaded.ok) throw new Error(loaded.issues.map((issue) => issue.message).join('\n'));
      expect(Object.keys(loaded.content.images)).toEqual(['images/foto.jpg']);
      expect(loaded.content.images['images/foto.jpg']).toMatchObject({ width: 48, height: 32, format: 'jpeg' });
    } finally {
      ws.dispose();
    }
  });

  it('has no photo where the pages use another site’s', () => {
    const ws = makeWorkspace();
    try {
      writeFileSync(
        path.join(ws.contentDir, 'images', 'sobra.jpg'),
        readFileSync(path.join(ws.contentDir, 'images/foto.jpg')),
      );
      const loaded = loadContent(ws.contentDir);
      expect(loaded.ok && loaded.content.images).toEqual({});
    } finally {
      ws.dispose();
    }
  });
});

describe('the photos of the folder', () => {
  it('are its files, in folders too, named as the content names them, without folders or hidden files', () => {
    writeFileSync(path.join(contentDir, 'images', '.DS_Store'), '');
    expect(photosIn(contentDir).sort()).toEqual(
      [
        'images/clínica/Sala de Espera.JPG',
        'images/foto.avif',
        'images/foto.jpg',
        'images/foto.png',
        'images/foto.webp',
        'images/retrato.jpg',
      ].sort(),
    );
  });

  it('are never a symlink, nor what a symlinked folder holds: their names could be anything of the computer', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'invero-elsewhere-'));
    try {
      writeFileSync(path.join(elsewhere, 'segredo.jpg'), '');
      symlinkSync(path.join(elsewhere, 'segredo.jpg'), path.join(contentDir, 'images', 'atalho.jpg'));
      symlinkSync(elsewhere, path.join(contentDir, 'images', 'album'));
      expect(photosIn(contentDir).filter((src) => /atalho|album|segredo/.test(src))).toEqual([]);
      const linked = path.join(elsewhere, 'content');
      mkdirSync(linked);
      symlinkSync(path.join(contentDir, 'images'), path.join(linked, 'images'));
      expect(photosIn(linked)).toEqual([]);
    } finally {
      rmSync(path.join(contentDir, 'images', 'atalho.jpg'));
      rmSync(path.join(contentDir, 'images', 'album'));
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
