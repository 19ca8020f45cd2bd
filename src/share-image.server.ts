/**
 * The picture a link to a page shows where it is shared (WhatsApp, social networks, chat apps): the
 * photo the editor chose for it (`sharePhoto`), else the first photo of the content folder the page
 * shows, else a card drawn from the page's title in its company's colour. The plan only, named after
 * what it is made of, as the photos' files are: the build draws it (scripts/build/share-images.ts)
 * and the page's meta tags name it (meta.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project/environment.ts';
import type { ColourToken } from '../schema/fields/colour.ts';
import { imageFields, type Image, type ImageFocus } from '../schema/fields/image.ts';
import type { Content, LocalImage } from '../schema/load/index.ts';
import { pageSchema, type Page } from '../schema/page.ts';
import { markedIn } from '../schema/walk.ts';
import { imageAssetsFolder } from './images.server.ts';
import type { ShareImage } from './meta.ts';

/** The size WhatsApp, Facebook, LinkedIn and X show a large link preview at (1.91:1). */
export const shareSize = { width: 1200, height: 630 } as const;

/**
 * Bumped when the card's drawing or the photo's encoding changes (scripts/build/share-images.ts):
 * the file's name changes with it, so no cache anywhere keeps the old picture.
 */
export const shareDrawingVersion = 1;

export const sharePhotoEncoding = { quality: 80, mozjpeg: true } as const;

interface PlannedFile {
  /** Under /assets/, named after everything it is made of. */
  fileName: string;
  alt: string;
}

/** A photo of the content folder, cut to the share size around its focus. */
export interface SharePhotoPlan extends PlannedFile {
  kind: 'photo';
  image: LocalImage;
  focus: ImageFocus;
}

/** A card: the site's mark and name, the page's title, in the page's colour. */
export interface ShareCardPlan extends PlannedFile {
  kind: 'card';
  title: string;
  brand: string;
  /** The site's host name, written at the bottom ("www.grupoinvero.com.br"). */
  host: string;
  /** The page's colour (tokens.css `--<colour>-700`), as #rrggbb. */
  background: string;
}

export type ShareImagePlan = SharePhotoPlan | ShareCardPlan;

/** A colour's `--<colour>-700` value in the site's stylesheet tokens: one source for the pages, the cards and the icons. */
export function colourValue(colour: ColourToken): string {
  const tokens = readFileSync(path.join(projectRoot, 'src', 'styles', 'tokens.css'), 'utf8');
  const value = new RegExp(`--${colour}-700:\\s*(#[0-9a-fA-F]{6})\\b`).exec(tokens)?.[1];
  if (!value) throw new Error(`tokens.css has no --${colour}-700`);
  return value.toLowerCase();
}

/**
 * The title as the card writes it: the site's name is on the card already, so a part of the title
 * that is only that name goes ("Consultório Odontológico | Grupo INVERO" → "Consultório Odontológico").
 */
export function cardTitle(title: string, brand: string): string {
  const parts = title.split(/\s+[|–—-]\s+/).filter((part) => part.trim().toLowerCase() !== brand.trim().toLowerCase());
  return parts.length > 0 ? parts.join(' — ') : title;
}

const key = (parts: unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify([shareDrawingVersion, ...parts]))
    .digest('base64url')
    .slice(0, 10);

/** `/` → `inicio`, `/a/b` → `a-b`: readable in the file's name. */
const stemOf = (pagePath: string) => pagePath.slice(1).replaceAll('/', '-') || 'inicio';

/** The photo the page shows first, or the one the editor chose; undefined when the page shows none of the content folder. */
function photoOf(page: Page, images: Content['images']): { image: LocalImage; photo: Image } | undefined {
  const chosen = page.sharePhoto ? [page.sharePhoto] : [];
  const shown = markedIn(imageFields, pageSchema, page).map(({ value }) => value as Image);
  for (const photo of [...chosen, ...shown]) {
    const image = images[photo.src];
    if (image) return { image, photo };
  }
  return undefined;
}

/** The share picture the build makes for a page; none when the editor chose another site's photo (used as it is). */
export function shareImagePlan(
  page: Page,
  content: Pick<Content, 'site' | 'companies' | 'images'>,
): ShareImagePlan | undefined {
  if (page.sharePhoto && !content.images[page.sharePhoto.src]) return undefined;
  const found = photoOf(page, content.images);
  if (found) {
    const { image, photo } = found;
    const focus = photo.focus ?? 'center';
    return {
      kind: 'photo',
      image,
      focus,
      alt: photo.alt,
      fileName: `share-${stemOf(page.path)}-${key([image.hash, focus, shareSize, sharePhotoEncoding])}.jpg`,
    };
  }
  const { site, companies } = content;
  const colour = companies.find((company) => company.id === page.company)?.colour ?? 'brand';
  const card = {
    title: cardTitle(page.title, site.brand.name),
    brand: site.brand.name,
    host: new URL(site.url).host,
    background: colourValue(colour),
  };
  return {
    kind: 'card',
    ...card,
    alt: page.title,
    fileName: `share-${stemOf(page.path)}-${key([card, shareSize])}.png`,
  };
}

/**
 * Every page's share picture, as its meta tags name it: the build's file under /assets/, or the
 * https photo an editor chose as it is, with the size the content gives it.
 */
export function shareImageOf(page: Page, content: Pick<Content, 'site' | 'companies' | 'images'>): ShareImage {
  const plan = shareImagePlan(page, content);
  if (plan) return { url: `${content.site.url}/${imageAssetsFolder}/${plan.fileName}`, ...shareSize, alt: plan.alt };
  // Another site's photo: the schema makes the content give its size.
  const { src, width = 0, height = 0, alt } = page.sharePhoto!;
  return { url: src, width, height, alt };
}
