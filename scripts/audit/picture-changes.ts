/**
 * Screenshots saved only when what they show has changed. Two captures of the same screen are
 * rarely the same bytes: the PNG encoder's choices, and antialiasing or colour rounding that moves a
 * pixel or two. A file rewritten for nothing leaves `git status` dirty (the CMS's pictures in
 * content/leia-me/ are committed) and hides the pictures that did change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** How far one channel (0–255) may move between two captures of the same screen: rounding, antialiasing. */
const channelNoise = 8;
/**
 * How many pixels beyond that may still differ in the same picture: the odd pixel of an edge drawn
 * differently. A removed full stop already changes 4, a removed tilde 8.
 */
const noisePixels = 3;

export interface Pixels {
  /** RGBA, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** The pixels of a PNG, or undefined when it is no picture sharp can read. */
export async function pixelsOf(png: Buffer): Promise<Pixels | undefined> {
  try {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

/**
 * Whether two pictures show the same thing: the same size, and at most `noisePixels` pixels with a
 * channel moved by more than `channelNoise`. Pixel by pixel, in place, without looking around:
 * forgiving a pixel that moved would also forgive a changed digit ("1 seção", "2 seções"), whose
 * strokes mostly sit a pixel away from the old ones.
 */
export function samePicture(a: Pixels, b: Pixels): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(a.data[i + channel]! - b.data[i + channel]!) > channelNoise) {
        changed += 1;
        if (changed > noisePixels) return false;
        break;
      }
    }
  }
  return true;
}

/** The bytes of `file`, or undefined when there is none yet. */
function previousBytes(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes the PNG to `file` unless the file already shows the same picture (a file that is no
 * picture is replaced). Returns whether it wrote.
 */
export async function writePictureIfChanged(file: string, png: Buffer): Promise<boolean> {
  const previous = previousBytes(file);
  if (previous) {
    const [before, after] = await Promise.all([pixelsOf(previous), pixelsOf(png)]);
    if (before && after && samePicture(before, after)) return false;
  }
  writeFileSync(file, png);
  return true;
}

/** The end of a screenshot command's last line: how many pictures it wrote and how many it left. */
export function changesSummary(written: boolean[]): string {
  const changed = written.filter(Boolean).length;
  const kept = written.length - changed;
  return `${changed} ${changed === 1 ? 'nova ou mudada' : 'novas ou mudadas'}, ${kept} ${kept === 1 ? 'igual à anterior (mantida)' : 'iguais às anteriores (mantidas)'}`;
}
