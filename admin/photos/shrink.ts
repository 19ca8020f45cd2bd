import { maxImageBytes } from '../../schema/load/photo-bytes.ts';

/**
 * The longest side a photo too big for the site is brought to: more than any screen shows it at
 * (the site makes the smaller versions each screen needs), and far under the limits.
 */
const shrunkEdge = 3000;

/** Sides tried in turn, and qualities for each, until the photo is under the size limit. */
const edges = [shrunkEdge, 2400, 1800];
const qualities = [0.85, 0.75, 0.6];

export interface Shrunk {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * A photo made smaller in the browser, before it is uploaded: drawn upright (a phone's "rotate when
 * shown" applied, so none is written), at most `shrunkEdge` pixels on its longest side, and encoded
 * as `type` (JPEG for a photo, WebP when it may hold transparency) under the size limit.
 * Undefined when no size tried fits.
 */
export async function shrinkPhoto(photo: Blob, type: 'image/jpeg' | 'image/webp'): Promise<Shrunk | undefined> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    for (const edge of edges) {
      const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return undefined;
      if (type === 'image/jpeg') {
        // JPEG has no transparency: what is transparent becomes white, not black.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
      }
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of qualities) {
        const blob = await canvas.convertToBlob({ type, quality });
        if (blob.size <= maxImageBytes) return { blob, width, height };
      }
    }
    return undefined;
  } finally {
    bitmap.close();
  }
}
