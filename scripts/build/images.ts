import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { maxImagePixels, photoBytes } from '../../schema/load/images.ts';
import type { LocalImage } from '../../schema/load/index.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { encodings, imageAssetsFolder, variantsOf, type ImageVariant } from '../../src/images.server.ts';
import { imageCacheDir } from '../lib/environment.ts';

/** Where an encoded file is kept between builds: under sharp's version too, whose encoders make the bytes. */
const cachedFile = (cacheDir: string, variant: ImageVariant) =>
  path.join(cacheDir, `sharp-${sharp.versions.sharp}`, variant.fileName);

/**
 * A photo the encoder could not read through, though the loader found it whole (corrupt inside), or
 * that is no longer the file the loader read; with what editors are told.
 */
export class ImageEncodingError extends Error {
  override name = 'ImageEncodingError';
  constructor(
    readonly image: LocalImage,
    readonly words: Words,
  ) {
    super(`${image.src}: ${words.message}`);
  }
}

function encoder(bytes: Buffer, variant: ImageVariant): Sharp {
  // sharp gets the bytes the loader's reader read, never a path it would open (and follow) itself.
  // `rotate()` turns a phone photo the way its EXIF orientation says, as the loader measured it.
  // Its pixel limit is the loader's: nothing larger is ever decoded, even if validation were skipped.
  const resized = sharp(bytes, { failOn: 'error', limitInputPixels: maxImagePixels })
    .rotate()
    .resize({ width: variant.width });
  switch (variant.format) {
    case 'avif':
      return resized.avif(encodings.avif.options);
    case 'webp':
      return resized.webp(encodings.webp.options);
    case 'jpeg':
      // A transparent PNG's background would turn black in a JPEG: white, like the page.
      return resized.flatten({ background: '#ffffff' }).jpeg(encodings.jpeg.options);
  }
}

/**
 * The encoded file of one variant of a photo, in the cache: encoded now only if no earlier build or
 * dev server did it. Written under a temporary name first, so a killed build leaves no half file.
 */
export async function encodedFile(
  image: LocalImage,
  variant: ImageVariant,
  cacheDir = imageCacheDir,
): Promise<{ file: string; encoded: boolean }> {
  const file = cachedFile(cacheDir, variant);
  if (existsSync(file)) return { file, encoded: false };
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = photoBytes(image);
  if (!bytes) throw new ImageEncodingError(image, say('image-changed', { src: image.src }));
  const partial = `${file}.${process.pid}.partial`;
  try {
    await encoder(bytes, variant).toFile(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    const detail = error instanceof Error ? error.message : String(error);
    throw new ImageEncodingError(image, say('image-undecodable', { src: image.src, detail }));
  }
  renameSync(partial, file);
  return { file, encoded: true };
}

export interface EncodedImages {
  /** The files the photos are published as. */
  files: number;
  /** Of those, how many had to be encoded now (the others were in the cache). */
  encoded: number;
}

/**
 * Every file of every photo, in the cache: encoding only what is not there yet. The build runs it
 * first, so that a photo the encoder cannot read stops it before anything else is done.
 */
export async function encodeImages(images: readonly LocalImage[], cacheDir = imageCacheDir): Promise<EncodedImages> {
  const done: EncodedImages = { files: 0, encoded: 0 };
  // One file at a time: sharp already spreads each encoding over the machine's cores.
  for (const image of images) {
    for (const variant of variantsOf(image)) {
      const { encoded } = await encodedFile(image, variant, cacheDir);
      done.files += 1;
      if (encoded) done.encoded += 1;
    }
  }
  return done;
}

/** Every file of every photo, from the cache (`encodeImages` filled it) into the site's assets folder. */
export function copyImages(images: readonly LocalImage[], siteDir: string, cacheDir = imageCacheDir): void {
  const assetsDir = path.join(siteDir, imageAssetsFolder);
  mkdirSync(assetsDir, { recursive: true });
  for (const image of images) {
    for (const variant of variantsOf(image)) {
      copyFileSync(cachedFile(cacheDir, variant), path.join(assetsDir, variant.fileName));
    }
  }
}
