import { describe, expect, it } from 'vitest';
import { cropOf, cropsVisibly } from '../../admin/photos/crop.ts';

const box = { width: 3, height: 2 };
const portrait = { width: 3024, height: 4032 };
const landscape = { width: 4032, height: 3024 };

describe('the crop of a photo in its box', () => {
  it("keeps the whole width of a phone's upright photo and half its height, around the focus", () => {
    expect(cropOf(portrait, box, 'center')).toEqual({ left: 0, top: 0.25, width: 1, height: 0.5 });
    expect(cropOf(portrait, box, 'top')).toEqual({ left: 0, top: 0, width: 1, height: 0.5 });
    expect(cropOf(portrait, box, 'bottom-right')).toEqual({ left: 0, top: 0.5, width: 1, height: 0.5 });
  });

  it('cuts the sides of a photo wider than the box', () => {
    const crop = cropOf({ width: 3000, height: 1000 }, box, 'left');
    expect(crop).toEqual({ left: 0, top: 0, width: 0.5, height: 1 });
    expect(cropOf({ width: 3000, height: 1000 }, box, 'top-right').left).toBe(0.5);
  });

  it("is shown for a photo of another shape, not for one of the box's own or a sliver off it", () => {
    expect(cropsVisibly(portrait, box)).toBe(true);
    expect(cropsVisibly(landscape, box)).toBe(true);
    expect(cropsVisibly({ width: 1800, height: 1200 }, box)).toBe(false);
    expect(cropsVisibly({ width: 1800, height: 1230 }, box)).toBe(false);
  });
});
