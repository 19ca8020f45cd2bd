import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readLocalImage, type LocalImage } from '../../../schema/load/images.ts';
import { copyImages, encodedFile, encodeImages, ImageEncodingError } from '../../../scripts/build/images.ts';
import { checkLinks } from '../../../scripts/build/link-check.ts';
import { renderingOf, variantsOf } from '../../../src/images.server.ts';

const work = mkdtempSync(path.join(tmpdir(), 'invero-encode-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const contentDir = path.join(work, 'content');
mkdirSync(path.join(contentDir, 'images'), { recursive: true });

/** What the build does with the photos: encode what the cache lacks, copy everything into the site. */
async function publish(images: LocalImage[], siteDir: string, cacheDir: string) {
  const encoded = await encodeImages(images, cacheDir);
  copyImages(images, siteDir, cacheDir);
  return encoded;
}

/** A photo of content/images/, made and read as the loader reads it. */
async function photo(name: string, width: number, height: number, make = (image: Sharp) => image.jpeg()) {
  const pixels = sharp({ create: { width, height, channels: 3, background: '#7c3aed' } });
  await make(pixels).toFile(path.join(contentDir, 'images', name));
  const read = readLocalImage(contentDir, `images/${name}`);
  if (!read.ok) throw new Error(read.words.message);
  return read.image;
}

const filesOf = (dir: string) => readdirSync(path.join(dir, 'assets')).sort();

describe('the files a photo is published as', () => {
  it('are AVIF and WebP at each standard width up to the photo’s, and one JPEG, each at the photo’s shape', async () => {
    const image = await photo('Sala de Espera.jpg', 1800, 1200);
    const site = path.join(work, 'site-formats');
    await publish([image], site, path.join(work, 'cache-formats'));

    const published = await Promise.all(
      filesOf(site).map(async (name) => {
        const { format, width, height } = await sharp(path.join(site, 'assets', name)).metadata();
        return { name, format, width, height };
      }),
    );
    // sharp reports AVIF as "heif".
    const made = published.map(({ format, width, height }) => `${format} ${width}×${height}`).sort();
    expect(made).toEqual(
      [
        'heif 480×320',
        'heif 800×533',
        'heif 1200×800',
        'heif 1600×1067',
        'webp 480×320',
        'webp 800×533',
        'webp 1200×800',
        'webp 1600×1067',
        'jpeg 1200×800',
      ].sort(),
    );
    // Named for people and for caches: the photo's name, the width, a fingerprint.
    for (const { name } of published) expect(name).toMatch(/^sala-de-espera-\d+-[\w-]{10}\.(avif|webp|jpg)$/);
  });

  it('are fingerprinted by the photo’s bytes: another photo under the same name is another file', async () => {
    const before = variantsOf(await photo('troca.jpg', 600, 400)).map((file) => file.fileName);
    const after = variantsOf(await photo('troca.jpg', 600, 400, (image) => image.jpeg({ quality: 40 })));
    expect(after.map((file) => file.fileName).filter((name) => before.includes(name))).toEqual([]);
  });

  it('never make a photo wider than it is: a small one is published at its own width', async () => {
    const image = await photo('pequena.png', 300, 300, (pixels) => pixels.png());
    expect(variantsOf(image).map((file) => `${file.format} ${file.width}`)).toEqual(['avif 300', 'webp 300', 'jpeg 300']);
  });

  it('are drawn by a page as sources by format with every width, a JPEG for the rest, and the photo’s size', async () => {
    const image = await photo('desenho.jpg', 1000, 500);
    expect(renderingOf(image)).toEqual({
      src: expect.stringMatching(/^\/assets\/desenho-800-[\w-]{10}\.jpg$/),
      width: 1000,
      height: 500,
      sources: [
        {
          type: 'image/avif',
          srcSet: expect.stringMatching(/^\/assets\/desenho-480-\S+\.avif 480w, \/assets\/desenho-800-\S+\.avif 800w$/),
        },
        {
          type: 'image/webp',
          srcSet: expect.stringMatching(/^\/assets\/desenho-480-\S+\.webp 480w, \/assets\/desenho-800-\S+\.webp 800w$/),
        },
      ],
    });
  });
});

describe('the image cache', () => {
  it('makes a second build copy every file instead of encoding it again, byte for byte', async () => {
    const images: LocalImage[] = [await photo('cache-a.jpg', 900, 600), await photo('cache-b.webp', 500, 500, (p) => p.webp())];
    const cache = path.join(work, 'cache-twice');
    const first = path.join(work, 'site-first');
    const second = path.join(work, 'site-second');

    expect(await publish(images, first, cache)).toEqual({ files: 8, encoded: 8 });
    expect(await publish(images, second, cache)).toEqual({ files: 8, encoded: 0 });
    expect(filesOf(second)).toEqual(filesOf(first));
    for (const name of filesOf(first)) {
      expect(readFileSync(path.join(second, 'assets', name)).equals(readFileSync(path.join(first, 'assets', name)))).toBe(true);
    }
  });

  it('keeps nothing of a photo that could not be encoded, and says which photo it was', async () => {
    // Whole to the loader (its container ends where it should), corrupt inside: only decoding finds it.
    const image = await photo('corrompida.png', 400, 300, (pixels) => pixels.png());
    const bytes = readFileSync(image.file);
    const data = bytes.indexOf('IDAT') + 20;
    bytes.fill(0x55, data, data + 40);
    writeFileSync(image.file, bytes);
    const read = readLocalImage(contentDir, image.src);
    if (!read.ok) throw new Error(read.words.message);
    const cache = path.join(work, 'cache-broken');
    const failure = await encodedFile(read.image, variantsOf(read.image)[0]!, cache).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageEncodingError);
    expect((failure as ImageEncodingError).words.message).toMatch(
      /^A foto content\/images\/corrompida\.png não pôde ser convertida para o site \(.+\)\.$/,
    );
    expect(readdirSync(cache, { recursive: true }).filter((name) => String(name).includes('corrompida'))).toEqual([]);
  });

  it('encodes only the bytes the loader read: a photo replaced since, by a symlink or another file, is not opened', async () => {
    const image = await photo('trocada.jpg', 400, 300);
    const other = await photo('outra.jpg', 400, 300, (pixels) => pixels.jpeg({ quality: 30 }));
    const cache = path.join(work, 'cache-replaced');
    const encode = () => encodedFile(image, variantsOf(image)[0]!, cache).catch((error: unknown) => error);
    for (const replace of [() => symlinkSync(other.file, image.file), () => copyFileSync(other.file, image.file)]) {
      rmSync(image.file);
      replace();
      const failure = await encode();
      expect(failure).toBeInstanceOf(ImageEncodingError);
      expect((failure as ImageEncodingError).words.message).toBe(
        'A foto content/images/trocada.jpg mudou, ou deixou de ser um arquivo comum, enquanto o site era gerado.',
      );
    }
    expect(readdirSync(cache, { recursive: true }).filter((name) => String(name).includes('trocada'))).toEqual([]);
  });
});

describe('the link check of a built site', () => {
  it('finds a photo width that a srcset names but the site lacks', () => {
    const site = path.join(work, 'site-links');
    mkdirSync(path.join(site, 'assets'), { recursive: true });
    writeFileSync(path.join(site, 'assets', 'a-480.avif'), '');
    writeFileSync(
      path.join(site, 'index.html'),
      '<picture><source srcSet="/assets/a-480.avif 480w, /assets/a-800.avif 800w"/><img src="/assets/a-480.avif" alt="a"/></picture>',
    );
    expect(checkLinks(site)).toEqual(['index.html: srcSet="/assets/a-800.avif" (não existe no site gerado)']);
  });
});
