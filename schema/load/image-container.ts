/**
 * Whether a photo's file holds its whole image, judged from its container alone, without decoding
 * it: a copy or a download cut short is the usual way a photo breaks, and the decoder would only
 * find out in the middle of a build. What follows the image (the video a phone appends to a "motion
 * photo" JPEG, say) is not judged. Plain bytes (a Node Buffer is one): the CMS judges an upload in
 * the browser with the same checks.
 */

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Where the two bytes `first`, `second` next occur from `from`, or -1. */
function indexOfPair(bytes: Uint8Array, first: number, second: number, from: number): number {
  for (let at = Math.max(0, from); at + 1 < bytes.length; at++) {
    if (bytes[at] === first && bytes[at + 1] === second) return at;
  }
  return -1;
}

/** Four bytes as the letters of a chunk type ("IEND"). */
const fourLetters = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
/** A JPEG ends with its end-of-image marker after its first scan (an EXIF thumbnail's own marker comes before it). */
function jpegEnds(bytes: Uint8Array): boolean {
  const data = view(bytes);
  for (let at = 2; at + 4 <= bytes.length;) {
    // Decoders skip stray bytes (and fill bytes) between segments: so does this.
    if (bytes[at] !== 0xff || bytes[at + 1] === 0xff) {
      at += 1;
      continue;
    }
    const marker = bytes[at + 1]!;
    // Markers without a length: the temporary one and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const segmentEnd = at + 2 + data.getUint16(at + 2);
    // Start of scan: compressed data follows, in which 0xFF is always escaped, until the end marker.
    if (marker === 0xda) return indexOfPair(bytes, 0xff, 0xd9, segmentEnd) !== -1;
    at = segmentEnd;
  }
  return false;
}

/** A PNG is a chain of chunks (length, type, data, CRC) ending with IEND, each inside the file. */
function pngEnds(bytes: Uint8Array): boolean {
  const data = view(bytes);
  for (let at = 8; at + 8 <= bytes.length;) {
    const chunkEnd = at + 12 + data.getUint32(at);
    if (chunkEnd > bytes.length) return false;
    if (fourLetters(bytes, at + 4) === 'IEND') return true;
    at = chunkEnd;
  }
  return false;
}

/** A WebP is one RIFF chunk, whose size (after its first 8 bytes) the file must hold. */
const riffFits = (bytes: Uint8Array) => bytes.length >= 12 && bytes.length >= 8 + view(bytes).getUint32(4, true);

/** An AVIF is a sequence of boxes (size, type), each inside the file; size 0 runs to its end, 1 has 64 bits. */
function boxesFit(bytes: Uint8Array): boolean {
  const data = view(bytes);
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    let size = data.getUint32(at);
    if (size === 0) size = bytes.length - at;
    else if (size === 1) size = at + 16 <= bytes.length ? Number(data.getBigUint64(at + 8)) : 0;
    if (size < 8 || at + size > bytes.length) return false;
    at += size;
  }
  return at > 0;
}

/** By the formats the site converts a photo from (images.ts): a format added there needs its check here. */
export const isWhole = { jpeg: jpegEnds, png: pngEnds, webp: riffFits, avif: boxesFit } as const;
