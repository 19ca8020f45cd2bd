import { createHash } from 'node:crypto';
import path from 'node:path';
import { contentImagesFolder } from '../fields/url.ts';
import { say, type Words } from '../messages/catalogue/index.ts';
import type { ContentIssue } from '../messages/issue.ts';
import { closest } from '../messages/suggest.ts';
import type { Path } from '../walk.ts';
import { judgePhoto, maxImageBytes, photoTooBig, type LocalImageFormat } from './photo-bytes.ts';
import { photoUses, sizeMismatch } from './photo-uses.ts';
import type { CheckedFile } from './references.ts';
import { readFolder, readRegularFile, type Refusal } from './regular-file.ts';
import { findingIssue } from './source.ts';

export { maxImageBytes, maxImagePixels, type LocalImageFormat } from './photo-bytes.ts';

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
  /** The file's size, in bytes. */
  bytes: number;
  /** The file's SHA-256, in hex: what the published files are named after, and cached by. */
  hash: string;
}

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
    case 'too-big':
      return photoTooBig(src, refusal.size);
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
  const judged = judgePhoto(read.bytes, src);
  if (!judged.ok) return judged;
  const { format, width, height } = judged;
  const bytes = read.bytes.length;
  return { ok: true, image: { src, file, contentDir, width, height, format, bytes, hash: sha256(read.bytes) } };
}

/**
 * The photos the content's image fields name in its own folder: each must be there, be a photo the
 * site converts, not be huge, and match a width and height written beside it. Every problem is
 * located at the field; the photos read are keyed by their address, and `read` has what was read of each.
 */
export function checkImages(
  files: readonly CheckedFile[],
  contentDir: string,
): { images: Record<string, LocalImage>; issues: ContentIssue[]; read: ReadonlyMap<string, ReadImage> } {
  const read = new Map<string, ReadImage>();
  const images: Record<string, LocalImage> = {};
  const issues: ContentIssue[] = [];
  for (const use of photoUses(files)) {
    const result = read.get(use.src) ?? readLocalImage(contentDir, use.src);
    read.set(use.src, result);
    const tell = (path: Path, words: Words) =>
      issues.push(findingIssue(use.file.source, { path, target: 'value', ...words }));
    if (!result.ok) {
      tell([...use.at, 'src'], result.words);
      continue;
    }
    const mismatch = sizeMismatch(use, result.image);
    if (mismatch) tell(mismatch.path, mismatch.words);
    else images[use.src] = result.image;
  }
  return { images, issues, read };
}
