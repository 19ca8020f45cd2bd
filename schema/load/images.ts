import { createHash } from 'node:crypto';
import path from 'node:path';
import { imageSize } from 'image-size';
import { imageFields } from '../fields/image.ts';
import { contentImagesFolder, isContentImage } from '../fields/url.ts';
import { say, type Words } from '../messages/catalogue/index.ts';
import { yamlPathOf, type ContentIssue } from '../messages/issue.ts';
import { closest } from '../messages/suggest.ts';
import { markedIn, type Path } from '../walk.ts';
import { fileSchemas } from './check.ts';
import { isWhole } from './image-container.ts';
import type { CheckedFile } from './references.ts';
import { readFolder, readRegularFile, type Refusal } from './regular-file.ts';
import { findingIssue } from './source.ts';

/** The formats the site converts a photo from, by image-size's name for them. */
const convertible = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const;
export type LocalImageFormat = (typeof convertible)[keyof typeof convertible];

/** Images the reader knows but the site does not convert, in the words editors know them by. */
const otherFormats: Record<string, string> = {
  heic: 'HEIC (o das fotos do iPhone)',
  heif: 'HEIF',
  svg: 'SVG (um desenho, não uma foto)',
  gif: 'GIF',
  tiff: 'TIFF',
  bmp: 'BMP',
  ico: 'ICO (um ícone)',
  cur: 'CUR (um cursor)',
  psd: 'PSD (do Photoshop)',
  jp2: 'JPEG 2000',
  jxl: 'JPEG XL',
  dds: 'DDS',
  icns: 'ICNS (um ícone)',
  ktx: 'KTX',
  pnm: 'PNM',
  tga: 'TGA',
};

/** A photo of the content folder, read: what the site needs to publish it. */
export interface LocalImage {
  /** As the content names it: `images/consultorio.jpg`. */
  src: string;
  /** Where it is on disk. */
  file: string;
  /** The content folder it was read from: the build reads it again from there, through the same checks. */
  contentDir: string;
  /** As it is shown: a phone's "rotate when shown" (EXIF orientation) already applied. */
  width: number;
  height: number;
  format: LocalImageFormat;
  /** The file's SHA-256, in hex: what the published files are named after, and cached by. */
  hash: string;
}

/** Far above a good photo (a few MB): a camera original or a scan, which would slow every build. */
export const maxImageBytes = 10 * 1024 * 1024;

/**
 * The most pixels a photo may have, read from its header before anything decodes it. Phones make
 * 12 to 48 MP photos (48 MP is 8000 × 6000) and a 50 MP sensor's full photo is 8160 × 6120: all pass.
 * The build's memory grows with the pixels (a 16000 × 16000 photo, 256 MP, took 989 MB, about 3.9
 * bytes a pixel), so 50 MP stays near 200 MB, which any laptop or CI runner has. A header that claims
 * 30000 × 30000 in a few bytes (a "pixel bomb") is refused here, not by a build running out of memory.
 */
export const maxImagePixels = 50_000_000;

export type ReadImage = { ok: true; image: LocalImage } | { ok: false; words: Words };

/** Every regular file under content/images/ (not hidden), as the content would name it. */
export function photosIn(contentDir: string): string[] {
  const folder = readFolder(contentDir, [contentImagesFolder], { recursive: true });
  if (!folder.ok) return [];
  return folder.entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((segments) => !segments.some((segment) => segment.startsWith('.')))
    .map((segments) => segments.join('/'));
}

/** How the photo messages name a path of the content folder: `content/images/foto.jpg`. */
const shown = (segments: readonly string[]) => ['content', ...segments].join('/');

function refusalWords(refusal: Refusal, contentDir: string, src: string): Words {
  switch (refusal.fault) {
    case 'missing':
      return say('image-missing', { src, guess: closest(src, photosIn(contentDir)) });
    case 'not-a-file':
      return say('not-a-file', { name: shown(src.split('/')), kind: refusal.kind });
    case 'not-a-folder':
      return say('not-a-folder', { name: shown(refusal.at), kind: refusal.kind });
    case 'too-big': {
      const sizeMb = (refusal.size / 1024 / 1024).toFixed(1).replace('.', ',');
      return say('image-too-big', { src, sizeMb, limitMb: maxImageBytes / 1024 / 1024 });
    }
    case 'unreadable':
      return say('image-unreadable', { src });
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The bytes of a photo the loader read, read again through the same checks for the encoder, which
 * must never open the file itself; none if it is no longer the same regular file.
 */
export function photoBytes(image: LocalImage): Buffer | undefined {
  const read = readRegularFile(image.contentDir, image.src.split('/'), maxImageBytes);
  return read.ok && sha256(read.bytes) === image.hash ? read.bytes : undefined;
}

/** Reads the photo `src` (a content image address) names in `contentDir`, or says what is wrong with it. */
export function readLocalImage(contentDir: string, src: string): ReadImage {
  const file = path.join(contentDir, ...src.split('/'));
  const read = readRegularFile(contentDir, src.split('/'), maxImageBytes);
  if (!read.ok) return { ok: false, words: refusalWords(read, contentDir, src) };
  const bytes = read.bytes;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, words: say('image-not-image', { src }) };
  }
  const format = convertible[size.type as keyof typeof convertible] as LocalImageFormat | undefined;
  if (!format) {
    const name = otherFormats[size.type ?? ''] ?? (size.type ?? '').toUpperCase();
    return { ok: false, words: say('image-format', { src, format: name }) };
  }
  if (size.width * size.height > maxImagePixels) {
    const pixels = { src, width: size.width, height: size.height, limit: maxImagePixels };
    return { ok: false, words: say('image-too-many-pixels', pixels) };
  }
  if (!isWhole[format](bytes)) return { ok: false, words: say('image-incomplete', { src }) };
  // Orientations 5–8 turn the picture a quarter: what is shown is as wide as the file is tall.
  const turned = (size.orientation ?? 1) >= 5;
  return {
    ok: true,
    image: {
      src,
      file,
      contentDir,
      width: turned ? size.height : size.width,
      height: turned ? size.width : size.height,
      format,
      hash: sha256(bytes),
    },
  };
}

/**
 * The photos the content's image fields name in its own folder: each must be there, be a photo the
 * site converts, not be huge, and match a width and height written beside it. Every problem is
 * located at the field; the photos read are keyed by their address.
 */
export function checkImages(
  files: readonly CheckedFile[],
  contentDir: string,
): { images: Record<string, LocalImage>; issues: ContentIssue[] } {
  const read = new Map<string, ReadImage>();
  const images: Record<string, LocalImage> = {};
  const issues: ContentIssue[] = [];
  for (const file of files) {
    for (const { value, path: at } of markedIn(imageFields, fileSchemas[file.kind], file.data)) {
      const fields = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      const src = typeof fields.src === 'string' ? fields.src.trim() : undefined;
      if (src === undefined || !isContentImage(src)) continue; // another site's photo, or the schema's to explain
      if (file.refused.has(yamlPathOf([...at, 'src']))) continue; // a name the schema refused is not looked for
      const result = read.get(src) ?? readLocalImage(contentDir, src);
      read.set(src, result);
      const tell = (path: Path, words: Words) =>
        issues.push(findingIssue(file.source, { path, target: 'value', ...words }));
      if (!result.ok) {
        tell([...at, 'src'], result.words);
        continue;
      }
      const { width, height } = result.image;
      const given = { givenWidth: fields.width, givenHeight: fields.height };
      const written = (key: 'width' | 'height', actual: number) => fields[key] !== undefined && fields[key] !== actual;
      if (written('width', width) || written('height', height)) {
        const words = say('image-size-mismatch', {
          width,
          height,
          ...(given as { givenWidth?: number; givenHeight?: number }),
        });
        tell([...at, written('width', width) ? 'width' : 'height'], words);
        continue;
      }
      images[src] = result.image;
    }
  }
  return { images, issues };
}
