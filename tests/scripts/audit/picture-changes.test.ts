import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { changesSummary, writePictureIfChanged } from '../../../scripts/audit/picture-changes.ts';

type Colour = [number, number, number];
const white: Colour = [255, 255, 255];
const ink: Colour = [40, 40, 60];

/** A 60×40 picture: a dark bar on white, as text on a screen, with `paint` changing single pixels. */
function picture(
  { width = 60, height = 40, shiftY = 0, compressionLevel = 6 } = {},
  paint: (x: number, y: number, colour: Colour) => Colour = (_x, _y, colour) => colour,
): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBar = x >= 10 && x < 50 && y >= 15 + shiftY && y < 20 + shiftY;
      data.set(paint(x, y, inBar ? ink : white), (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel })
    .toBuffer();
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A file holding `before`, then `after` offered in its place: whether it was written, and what the file holds. */
async function offer(before: Buffer | string | undefined, after: Buffer) {
  dir = mkdtempSync(path.join(tmpdir(), 'invero-pictures-'));
  const file = path.join(dir, 'shot.png');
  if (before !== undefined) writeFileSync(file, before);
  const written = await writePictureIfChanged(file, after);
  return { written, holds: readFileSync(file) };
}

describe('a screenshot is written only when its picture changed', () => {
  it('leaves the file when the pixels are the same, however the PNG was encoded', async () => {
    const before = await picture({ compressionLevel: 9 });
    const after = await picture({ compressionLevel: 0 });
    expect(after.equals(before)).toBe(false);
    expect(await offer(before, after)).toEqual({ written: false, holds: before });
  });

  it('leaves it for noise: every colour a little off, and three pixels drawn otherwise', async () => {
    const before = await picture();
    const odd = new Set(['3,3', '30,17', '55,36']);
    const after = await picture({}, (x, y, colour) =>
      odd.has(`${x},${y}`) ? [128, 0, 0] : (colour.map((value) => Math.max(0, value - 6)) as Colour),
    );
    expect((await offer(before, after)).written).toBe(false);
  });

  it("writes a change as small as a removed tilde's eight pixels", async () => {
    const before = await picture();
    const after = await picture({}, (x, y, colour) => (x >= 20 && x < 24 && y >= 12 && y < 14 ? ink : colour));
    expect(await offer(before, after)).toEqual({ written: true, holds: after });
  });

  it('writes the same picture drawn a pixel lower: in place, a changed digit looks no different', async () => {
    expect((await offer(await picture(), await picture({ shiftY: 1 }))).written).toBe(true);
  });

  it('writes a picture of another size, where there was none, or in place of a file that is no picture', async () => {
    const after = await picture();
    expect((await offer(await picture({ width: 61 }), after)).written).toBe(true);
    expect(await offer(undefined, after)).toEqual({ written: true, holds: after });
    expect(await offer('not a picture', after)).toEqual({ written: true, holds: after });
  });
});

describe('the summary of a screenshot command', () => {
  it('says how many pictures were written and how many were left as they were', () => {
    expect(changesSummary([true, false, false])).toBe('1 nova ou mudada, 2 iguais às anteriores (mantidas)');
    expect(changesSummary([true, true, false])).toBe('2 novas ou mudadas, 1 igual à anterior (mantida)');
  });
});
