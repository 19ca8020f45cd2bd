import { say, type Words } from '../messages/catalogue/index.ts';

/**
 * What all the photos the site uses may weigh together: each is converted at every build that
 * does not find it in the image cache (a clean clone, a cache GitHub dropped after a week unused)
 * into nine files, and the build job has ten minutes in all. A photo's limits (photo-bytes.ts) say
 * nothing of how many there are: the audit's 140 valid 50-megapixel PNGs of 160 KB each would run
 * the build past its limit. Measured here (docs/decisoes/um-orcamento-para-as-fotos-juntas.md, "Um orçamento para as fotos juntas"):
 * a photo costs 3 to 11 s whatever its size, more with more pixels, so the count, the pixels and the
 * bytes each have a limit. The same judgement for `npm run validate` and the CMS. No Node here.
 */
export const photoBudget = {
  /** About five minutes of converting, at the slowest a real photo took here, within the job's ten. */
  photos: 60,
  /** 1,000 megapixels: 80 photos straight from a 12-megapixel phone, or 20 at the 50-megapixel limit. */
  pixels: 1_000_000_000,
  /** 200 MB: the repository stays quick to clone, and the photos quick to read, at every build. */
  bytes: 200 * 1024 * 1024,
} as const;

/** One photo the site uses (`src`: `images/x.jpg`), by its pixels and its size. */
export interface PhotoWeight {
  src: string;
  pixels: number;
  bytes: number;
}

export interface PhotoTotals {
  photos: number;
  pixels: number;
  bytes: number;
}

/** The photos together (each once, however many fields show it). */
export function photoTotals(photos: readonly PhotoWeight[]): PhotoTotals {
  const each = new Map(photos.map((photo) => [photo.src, photo]));
  const weights = [...each.values()];
  return {
    photos: weights.length,
    pixels: weights.reduce((sum, photo) => sum + photo.pixels, 0),
    bytes: weights.reduce((sum, photo) => sum + photo.bytes, 0),
  };
}

/** How many of the largest photos a refusal names, for the editor to start with. */
const named = 3;

/** What to say when the photos together pass the budget, naming the largest; nothing when they do not. */
export function overBudget(photos: readonly PhotoWeight[]): Words | undefined {
  const totals = photoTotals(photos);
  const within =
    totals.photos <= photoBudget.photos && totals.pixels <= photoBudget.pixels && totals.bytes <= photoBudget.bytes;
  if (within) return undefined;
  const largest = [...new Map(photos.map((photo) => [photo.src, photo])).values()]
    .sort((a, b) => b.pixels - a.pixels || b.bytes - a.bytes || a.src.localeCompare(b.src))
    .slice(0, named)
    .map((photo) => photo.src);
  return say('images-over-budget', { ...totals, limits: photoBudget, largest });
}
