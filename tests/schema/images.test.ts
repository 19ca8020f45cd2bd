import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { maxImagePixels, photosIn, readLocalImage } from '../../schema/load/images.ts';
import { loadContent } from '../../schema/load/index.ts';
import { judgePhoto } from '../../schema/load/photo-bytes.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { pngHeader } from '../corpus/cases/photos.ts';
import { makeWorkspace } from '../corpus/workspace.ts';

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
        bytes: readFileSync(file).length,
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

/** A photo of noise, so that its picture data is most of the file. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width, height, channels: 3 },
  });

describe('a photo cut short', () => {
  // A folder of its own: the listing test below knows every photo of the other one.
  const folder = mkdtempSync(path.join(tmpdir(), 'invero-cut-'));
  mkdirSync(path.join(folder, 'images'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    ['a JPEG', 'jpg', (image: Sharp) => image.jpeg()],
    ['a progressive JPEG', 'jpg', (image: Sharp) => image.jpeg({ progressive: true })],
    ['a JPEG with EXIF', 'jpg', (image: Sharp) => image.jpeg().withMetadata({ orientation: 6 })],
    ['a PNG', 'png', (image: Sharp) => image.png()],
    ['an interlaced PNG', 'png', (image: Sharp) => image.png({ progressive: true })],
    ['a WebP', 'webp', (image: Sharp) => image.webp()],
    ['a lossless WebP', 'webp', (image: Sharp) => image.webp({ lossless: true })],
    ['an AVIF', 'avif', (image: Sharp) => image.avif()],
  ] as const)('is refused, wherever %s is cut; whole, it is read', async (_name, extension, make) => {
    const bytes = await make(noise(160, 120)).toBuffer();
    const file = path.join(folder, 'images', `cortada.${extension}`);
    writeFileSync(file, bytes);
    expect(readLocalImage(folder, `images/cortada.${extension}`).ok).toBe(true);
    const accepted = [];
    for (const cut of [1, 2, 12, 100, Math.floor(bytes.length / 2), bytes.length - 40]) {
      writeFileSync(file, bytes.subarray(0, bytes.length - cut));
      const read = readLocalImage(folder, `images/cortada.${extension}`);
      if (read.ok || !/incompleta|não é uma foto/.test(read.words.message)) accepted.push(cut);
    }
    expect(accepted, 'bytes cut off, and not refused as incomplete').toEqual([]);
  });

  it('is refused even when its EXIF block holds a whole thumbnail, end marker and all', async () => {
    const thumbnail = await noise(16, 12).jpeg().toBuffer();
    const photo = await noise(160, 120).jpeg().toBuffer();
    const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), thumbnail]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(exif.length + 2);
    const withThumbnail = Buffer.concat([
      photo.subarray(0, 2),
      Buffer.from([0xff, 0xe1]),
      length,
      exif,
      photo.subarray(2),
    ]);
    const file = path.join(folder, 'images', 'miniatura.jpg');
    writeFileSync(file, withThumbnail);
    expect(readLocalImage(folder, 'images/miniatura.jpg').ok).toBe(true);
    writeFileSync(file, withThumbnail.subarray(0, -100));
    const read = readLocalImage(folder, 'images/miniatura.jpg');
    expect(read.ok ? 'read' : read.words.message).toMatch(/incompleta/);
  });

  it('is counted by its pixels from the header alone: up to the limit, a header is only an incomplete file', () => {
    const side = Math.floor(Math.sqrt(maxImagePixels));
    for (const [width, height, words] of [
      [8000, 6000, /incompleta/],
      [side, side, /incompleta/],
      [side + 1, side + 1, /megapixels/],
      [65_535, 65_535, /megapixels/],
    ] as const) {
      writeFileSync(path.join(folder, 'images', 'cabecalho.png'), pngHeader(width, height));
      const read = readLocalImage(folder, 'images/cabecalho.png');
      expect(read.ok ? 'read' : read.words.message, `${width} × ${height}`).toMatch(words);
    }
  });
});

describe('a few bytes, as the CMS judges them in the browser', () => {
  // Bytes of their own (not a slice of Node's pool): a reader that reads past them throws there.
  it.each([[[0xff, 0xd8]], [[0x00, 0x00]], [[0x89, 0x50, 0x4e]], [[]]])('%j: no photo, never an error', (bytes) => {
    const judged = judgePhoto(new Uint8Array(bytes), 'images/curta.jpg');
    expect(judged.ok ? 'read' : judged.words).toEqual(say('image-not-image', { src: 'images/curta.jpg' }));
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
