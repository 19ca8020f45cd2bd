import { imageSize } from 'image-size';
import { typeHandlers } from 'image-size/types/index';
import { say, type Words } from '../messages/catalogue/index.ts';
import { isWhole } from './image-container.ts';

/**
 * What a photo of content/images/ may be, judged from its bytes alone: the same judgement for the
 * loader (`npm run validate`, the build) and for the CMS, which judges an upload in the browser
 * before anything is written. No Node here.
 */

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

const formatName = (type: string) => otherFormats[type] ?? type.toUpperCase();

/** The format the first bytes of a file announce, by image-size's name (a HEIF by its brand: "heic", "avif"…). */
function formatByMagic(bytes: Uint8Array): string | undefined {
  // A reader of a few bytes may read past a file shorter than its header: that is no such format.
  const announces = (validate: (bytes: Uint8Array) => boolean) => {
    try {
      return validate(bytes);
    } catch {
      return false;
    }
  };
  const found = [...typeHandlers].find(([, handler]) => announces(handler.validate))?.[0];
  return found === 'heif' ? (heifBrands[String.fromCharCode(...bytes.subarray(8, 12))] ?? found) : found;
}

/** The brands of the HEIF family (the ftyp box's first), by the name of the format editors know. */
const heifBrands: Record<string, string> = {
  avif: 'avif',
  heic: 'heic',
  heix: 'heic',
  hevc: 'heic',
  hevx: 'heic',
  mif1: 'heif',
  msf1: 'heif',
};

/** Far above a good photo (a few MB): a camera original or a scan, which would slow every build. */
export const maxImageBytes = 10 * 1024 * 1024;

/**
 * The most pixels a photo may have, read from its header before anything decodes it. Phones make
 * 12 to 48 MP photos (48 MP is 8000 × 6000) and a 50 MP sensor's full photo is 8160 × 6120: all pass.
 * The build's memory grows with the pixels (a 16000 × 16000 photo, 256 MP, took 989 MB to build, about 3.9
 * bytes a pixel), so 50 MP stays near 200 MB, which any laptop or CI runner has. A header that claims
 * 30000 × 30000 in a few bytes (a "pixel bomb") is refused here, not by a build running out of memory.
 */
export const maxImagePixels = 50_000_000;

/** A photo's bytes as the site reads them: its format and its size as shown. */
export interface PhotoFacts {
  format: LocalImageFormat;
  /** As it is shown: a phone's "rotate when shown" (EXIF orientation) already applied. */
  width: number;
  height: number;
}

export type JudgedPhoto = ({ ok: true } & PhotoFacts) | { ok: false; words: Words };

/** The words for a photo of `size` bytes, over the limit. */
export function photoTooBig(src: string, size: number): Words {
  const sizeMb = (size / 1024 / 1024).toFixed(1).replace('.', ',');
  return say('image-too-big', { src, sizeMb, limitMb: maxImageBytes / 1024 / 1024 });
}

/**
 * Whether the bytes of the photo `src` are one the site publishes: a format it converts, not too
 * many pixels, the whole image there. The size in bytes is the reader's to judge before reading.
 */
export function judgePhoto(bytes: Uint8Array, src: string): JudgedPhoto {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    // Known by its first bytes, but without the size it should say: an iPhone's HEIC header (whose
    // size image-size finds only past the header), or a broken file.
    const format = formatByMagic(bytes);
    return format && !(format in convertible)
      ? { ok: false, words: say('image-format', { src, format: formatName(format) }) }
      : { ok: false, words: say('image-not-image', { src }) };
  }
  const format = convertible[size.type as keyof typeof convertible] as LocalImageFormat | undefined;
  if (!format) return { ok: false, words: say('image-format', { src, format: formatName(size.type ?? '') }) };
  if (size.width * size.height > maxImagePixels) {
    const pixels = { src, width: size.width, height: size.height, limit: maxImagePixels };
    return { ok: false, words: say('image-too-many-pixels', pixels) };
  }
  if (!isWhole[format](bytes)) return { ok: false, words: say('image-incomplete', { src }) };
  // Orientations 5–8 turn the picture a quarter: what is shown is as wide as the file is tall.
  const turned = (size.orientation ?? 1) >= 5;
  return {
    ok: true,
    format,
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
  };
}
