import { focusPoint, type ImageFocus } from '../../schema/fields/image.ts';

export interface Shape {
  width: number;
  height: number;
}

/** The part of a photo a box shows, in fractions of the photo's width and height. */
export interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * How far apart a photo's shape and its box's may be before the crop is worth showing: 4% of the
 * photo at most, a sliver no one misses (a 1800×1200 photo in a 3:2 box loses nothing at all).
 */
const unnoticed = 0.04;

/** The part of `photo` a box of `frame`'s shape shows, as object-fit: cover draws it around `focus`. */
export function cropOf(photo: Shape, frame: Shape, focus: ImageFocus): Crop {
  const photoRatio = photo.width / photo.height;
  const frameRatio = frame.width / frame.height;
  const { x, y } = focusPoint(focus);
  // A wider photo loses its sides, a taller one its top and bottom: the rest is split as the focus says.
  const width = Math.min(1, frameRatio / photoRatio);
  const height = Math.min(1, photoRatio / frameRatio);
  return { left: (1 - width) * x, top: (1 - height) * y, width, height };
}

/** Whether the box cuts enough of the photo to show the editor where. */
export function cropsVisibly(photo: Shape, frame: Shape): boolean {
  const { width, height } = cropOf(photo, frame, 'center');
  return width * height < 1 - unnoticed;
}
