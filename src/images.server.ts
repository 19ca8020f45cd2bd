/**
 * What each photo of content/images/ is published as: AVIF and WebP at a few widths and one JPEG for
 * browsers without either, each named after the photo's bytes and how it is encoded, so that a
 * changed photo or setting is a new file (cached for a year by browsers) and an unchanged one is the
 * same file build after build. The plan only: the build and the dev server encode it
 * (scripts/build/images.ts); pages draw it (components/Picture).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { contentDir } from '../project/environment.ts';
import { imageFields } from '../schema/fields/image.ts';
import { siteAddresses } from '../schema/fields/site-addresses.ts';
import { readLocalImage } from '../schema/load/images.ts';
import type { Content, LocalImage } from '../schema/load/index.ts';
import { pageSchema, type Page } from '../schema/page.ts';
import { sectionSchema, type Section } from '../schema/sections/index.ts';
import { markedIn } from '../schema/walk.ts';
import type { ImageRendering, ImageRenderings } from './components/Picture/rendering.ts';

/** From a small phone's screen at 1x to a half-width photo on a desktop's at 2x; never wider than the photo. */
export const imageWidths = [480, 800, 1200, 1600] as const;
/** The JPEG is for browsers that know neither AVIF nor WebP: one mid-sized file is enough for them. */
const fallbackWidth = 1200;

/**
 * How each format is encoded. Part of every file's name: changing a setting publishes new files.
 * Qualities are sharp's defaults, tuned a little for photos (mozjpeg, WebP's "photo" preset).
 */
export const encodings = {
  avif: { type: 'image/avif', options: { quality: 50, effort: 4 } },
  webp: { type: 'image/webp', options: { quality: 75, effort: 4, preset: 'photo' } },
  jpeg: { type: 'image/jpeg', options: { quality: 78, mozjpeg: true, progressive: true } },
} as const;
export type EncodedFormat = keyof typeof encodings;

/** Where the published files go, beside the site's scripts and styles (served as immutable). */
export const imageAssetsFolder = siteAddresses.assets;

/** One file the site publishes for a photo. */
export interface ImageVariant {
  format: EncodedFormat;
  width: number;
  height: number;
  /** e.g. `consultorio-800-Ab3dE9xQ.avif`: readable, and unique to the photo's bytes, size and encoding. */
  fileName: string;
}

/** `Sala de Espera (1).JPG` → `sala-de-espera-1`: a name that needs no escaping in any address. */
function stemOf(src: string): string {
  const name = path.posix.basename(src, path.posix.extname(src));
  const plain = name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain.slice(0, 40) || 'foto';
}

/** The widths a photo is published at: the standard ones it is wider than, or its own when it is smaller. */
function widthsOf(image: LocalImage): number[] {
  const widths = imageWidths.filter((width) => width <= image.width);
  return widths.length > 0 ? widths : [image.width];
}

function variant(image: LocalImage, format: EncodedFormat, width: number): ImageVariant {
  const key = createHash('sha256')
    .update(JSON.stringify([image.hash, format, width, encodings[format].options]))
    .digest('base64url')
    .slice(0, 10);
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  return {
    format,
    width,
    height,
    fileName: `${stemOf(image.src)}-${width}-${key}.${format === 'jpeg' ? 'jpg' : format}`,
  };
}

/** Every file a photo is published as. */
export function variantsOf(image: LocalImage): ImageVariant[] {
  const widths = widthsOf(image);
  const fallback = widths.filter((width) => width <= fallbackWidth).at(-1) ?? widths[0]!;
  return [
    ...widths.map((width) => variant(image, 'avif', width)),
    ...widths.map((width) => variant(image, 'webp', width)),
    variant(image, 'jpeg', fallback),
  ];
}

const urlOf = (file: ImageVariant) => `/${imageAssetsFolder}/${file.fileName}`;

/** How a page draws a photo of the content folder: its files, and its size as shown. */
export function renderingOf(image: LocalImage): ImageRendering {
  const files = variantsOf(image);
  const sources = (['avif', 'webp'] as const).map((format) => ({
    type: encodings[format].type,
    srcSet: files
      .filter((file) => file.format === format)
      .map((file) => `${urlOf(file)} ${file.width}w`)
      .join(', '),
  }));
  const fallback = files.find((file) => file.format === 'jpeg')!;
  return { src: urlOf(fallback), width: image.width, height: image.height, sources };
}

/** How to draw the photos of the content folder that `data`, read with `schema`, shows: those only. */
function renderingsIn(
  schema: Parameters<typeof markedIn>[1],
  data: unknown,
  find: (src: string) => LocalImage | undefined,
): ImageRenderings {
  const renderings: ImageRenderings = {};
  for (const { value } of markedIn(imageFields, schema, data)) {
    const src = typeof value === 'object' && value !== null ? (value as { src?: unknown }).src : undefined;
    const image = typeof src === 'string' ? find(src) : undefined;
    if (image) renderings[image.src] = renderingOf(image);
  }
  return renderings;
}

/** A page's photos, and no other page's: what its loader data carries. */
export const pageRenderings = (page: Page, images: Content['images']): ImageRenderings =>
  renderingsIn(pageSchema, page, (src) => images[src]);

/**
 * The photos of the section gallery's examples, read from the content folder: an example may show a
 * photo no page uses. One the folder does not have is drawn as the missing-photo box.
 */
export const exampleRenderings = (sections: Section[]): ImageRenderings =>
  Object.assign(
    {},
    ...sections.map((section) =>
      renderingsIn(sectionSchema, section, (src) => {
        const read = readLocalImage(contentDir, src);
        return read.ok ? read.image : undefined;
      }),
    ),
  ) as ImageRenderings;
