import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { focusPoint, imageFocuses, type ImageFrame } from '../../schema/fields/image.ts';
import { cmsConfig } from '../../schema/generate/cms-config.ts';
import type { CmsField } from '../../schema/generate/cms-field.ts';

/*
 * A photo's crop is written once for the site and the CMS's form: the section's CSS draws the box,
 * its schema declares the same box (`framedImage`), from which the form shows the editor the crop;
 * the nine focuses are the site's classes, which the form draws with the points their names say.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const css = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

const sections = cmsConfig()
  .collections[0].fields.find((field) => field.name === 'sections')!
  .types!.map((type) => ({ type: type.name, frames: framesIn(type.fields ?? []) }));

function framesIn(fields: readonly CmsField[]): ImageFrame[] {
  return fields.flatMap((field) => [
    ...(field.frame ? [field.frame] : []),
    ...framesIn([...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])]),
  ]);
}

/** A section type's folder of src/sections/: "card-grid" is CardGrid. */
const folderOf = (type: string) => type.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
const sectionCss = (type: string) => css(`src/sections/${folderOf(type)}/${folderOf(type)}.module.css`);
const aspectRatios = (text: string) =>
  [...text.matchAll(/aspect-ratio:\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)/g)].map(
    ([, w, h]) => Number(w) / Number(h),
  );

describe('a section that crops its photo', () => {
  it.each(sections.filter(({ frames }) => frames.length > 0))(
    '$type draws its box in the shape its schema declares',
    ({ type, frames }) => {
      for (const { shape } of frames) expect(aspectRatios(sectionCss(type))).toContain(shape.width / shape.height);
    },
  );

  it.each(sections)('$type declares the box of every photo its CSS crops', ({ type, frames }) => {
    const crops = /object-fit:\s*cover/.test(sectionCss(type));
    expect(crops).toBe(frames.length > 0);
  });
});

describe('the focus of a photo', () => {
  const pictureCss = css('src/components/Picture/Picture.module.css');
  it.each(imageFocuses)('%s is where the site holds the photo', (focus) => {
    const rule = new RegExp(`\\.focus-${focus}\\s*\\{\\s*object-position:\\s*([\\d.]+%?)\\s+([\\d.]+%?);`).exec(
      pictureCss,
    );
    const fraction = (value: string) => (value === '0' ? 0 : Number(value.replace('%', '')) / 100);
    expect({ x: fraction(rule![1]!), y: fraction(rule![2]!) }).toEqual(focusPoint(focus));
  });
});
