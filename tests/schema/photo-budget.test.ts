import { describe, expect, it } from 'vitest';
import { overBudget, photoBudget, photoTotals, type PhotoWeight } from '../../schema/load/photo-budget.ts';
import { say } from '../../schema/messages/catalogue/index.ts';

/*
 * The budget of the photos the site uses, together (schema/load/photo-budget.ts): their count, their
 * pixels and their bytes, each within its limit; the corpus has the audit's case as validate says it.
 */

const photos = (count: number, pixels: number, bytes: number): PhotoWeight[] =>
  Array.from({ length: count }, (_, index) => ({ src: `images/foto-${index + 1}.jpg`, pixels, bytes }));

describe('the photos together', () => {
  it('within every limit, up to each exactly', () => {
    expect(overBudget(photos(photoBudget.photos, 1, 1))).toBeUndefined();
    expect(overBudget(photos(10, photoBudget.pixels / 10, photoBudget.bytes / 10))).toBeUndefined();
  });

  it.each([
    ['one photo too many', photos(photoBudget.photos + 1, 1_000_000, 100_000)],
    ['a pixel too many', photos(10, photoBudget.pixels / 10 + 0.1, 100_000)],
    ['21 photos of 10 MB: bytes over', photos(21, 12_000_000, 10 * 1024 * 1024)],
  ])('over with %s, naming the three largest', (_, weights) => {
    const largest = [...weights].sort((a, b) => b.pixels - a.pixels || a.src.localeCompare(b.src)).slice(0, 3);
    expect(overBudget(weights)).toEqual(
      say('images-over-budget', { ...photoTotals(weights), limits: photoBudget, largest: largest.map((p) => p.src) }),
    );
  });

  it('counts a photo once however many fields show it', () => {
    const one = { src: 'images/sala.jpg', pixels: 50_000_000, bytes: 1 };
    expect(photoTotals(Array.from({ length: 100 }, () => one))).toEqual({ photos: 1, pixels: 50_000_000, bytes: 1 });
  });
});
