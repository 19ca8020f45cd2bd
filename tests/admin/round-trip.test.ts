import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressedBytes,
  initialWindowBytes,
  pastOneRoundTrip,
  roundTripBytes,
} from '../../admin/weight/round-trip.ts';

describe('one round trip of a new connection', () => {
  it('is 10 segments of 1460 bytes, less the headers that travel with the page', () => {
    expect(initialWindowBytes).toBe(14_600);
    expect(roundTripBytes).toBe(13_200);
    expect(pastOneRoundTrip(roundTripBytes)).toBe(false);
    expect(pastOneRoundTrip(roundTripBytes + 1)).toBe(true);
  });

  // The CMS weighs a page with CompressionStream; the build, `npm run budget` and their tests with zlib.
  it('compresses as the build measures: the bytes of zlib’s gzip at its default level', async () => {
    const texts = [
      '',
      'Odontologia completa para toda a família, com tecnologia e acolhimento.',
      `<main>${Array.from({ length: 400 }, (_, index) => `<p class="c${index % 7}">Tratamento ${index * 7919}</p>`).join('')}</main>`,
    ];
    for (const text of texts) expect(await compressedBytes(text)).toBe(gzipSync(text).length);
  });
});
