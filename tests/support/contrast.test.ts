import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  parseCssColour,
  pixelBox,
  pngSize,
  relativeLuminance,
  seenOver,
  unpackRgb,
  worstContrast,
} from './contrast.ts';

const black = { r: 0, g: 0, b: 0 };
const white = { r: 255, g: 255, b: 255 };

describe('WCAG contrast', () => {
  it('gives the luminance of black, white and a grey', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBeCloseTo(1, 10);
    expect(relativeLuminance({ r: 118, g: 118, b: 118 })).toBeCloseTo(0.1812, 4);
  });

  it('gives 21 for black on white, 1 for a colour on itself, and the same either way round', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 10);
    expect(contrastRatio(white, white)).toBe(1);
    const grey = { r: 118, g: 118, b: 118 };
    // #767676 on white: the lightest grey that passes AA for body text.
    expect(contrastRatio(grey, white)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(white, grey)).toBe(contrastRatio(grey, white));
  });

  it('reads computed CSS colours, opaque unless told', () => {
    expect(parseCssColour('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, alpha: 1 });
    expect(parseCssColour('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, alpha: 0.5 });
  });

  it('blends a translucent text colour with its background', () => {
    expect(seenOver({ ...white, alpha: 0.5 }, black)).toEqual({ r: 127.5, g: 127.5, b: 127.5 });
    expect(seenOver({ ...white, alpha: 1 }, black)).toEqual(white);
    // Half-transparent white over white is white: no contrast at all.
    expect(contrastRatio(seenOver({ ...white, alpha: 0.5 }, white), white)).toBe(1);
  });
});

describe('sampling a screenshot', () => {
  it('turns a rectangle into the whole pixels it touches, inside the image', () => {
    const image = { width: 100, height: 50 };
    expect(pixelBox({ x: 10.5, y: 4.2, width: 16, height: 20.1 }, image)).toEqual({
      x: 10,
      y: 4,
      width: 17,
      height: 21,
    });
    expect(pixelBox({ x: -3, y: 40, width: 10, height: 20 }, image)).toEqual({ x: 0, y: 40, width: 7, height: 10 });
    expect(pixelBox({ x: 100, y: 0, width: 16, height: 10 }, image)).toBeNull();
  });

  it('reads the size of a PNG from its header', () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(1280, 0);
    header.writeUInt32BE(800, 4);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0, 0, 0, 13]),
      Buffer.from('IHDR', 'latin1'),
      header,
    ]);
    expect(pngSize(png)).toEqual({ width: 1280, height: 800 });
    expect(() => pngSize(Buffer.from('GIF89a and more bytes than that'))).toThrow('not a PNG');
  });

  it('unpacks the colours the page reports as 0xRRGGBB', () => {
    expect(unpackRgb(0x12ab34)).toEqual({ r: 0x12, g: 0xab, b: 0x34 });
  });

  it('finds the background behind a text that it contrasts with least', () => {
    const text = parseCssColour('rgb(0, 0, 0)');
    const grey = { r: 118, g: 118, b: 118 };
    expect(worstContrast(text, [white, grey, black, grey])).toEqual({ worst: 1, background: 'rgb(0, 0, 0)' });
    expect(worstContrast(text, [white, grey])).toEqual({
      worst: contrastRatio(black, grey),
      background: 'rgb(118, 118, 118)',
    });
    expect(worstContrast(text, [])).toEqual({ worst: null, background: '' });
  });
});
