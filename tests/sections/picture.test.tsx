import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readLocalImage } from '../../schema/load/images.ts';
import type { Section, SectionOf } from '../../schema/sections/index.ts';
import { loadSectionExamples } from '../../schema/sections/examples.ts';
import { renderingOf } from '../../src/images.server.ts';
import { renderSections } from './render.tsx';

const examples = loadSectionExamples();
if (!examples.ok) throw new Error('the section examples must validate');
const example = examples.examples.find((candidate) => candidate.type === 'showcase')!.section as SectionOf<'showcase'>;
const hero = examples.examples.find((candidate) => candidate.type === 'hero')!.section;

// A content folder of the test's own with one photo, wider than the widest file the site makes of
// one: what an editor puts in content/images/ changes nothing here.
const contentDir = mkdtempSync(path.join(tmpdir(), 'invero-picture-'));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));
mkdirSync(path.join(contentDir, 'images'));
await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#0e7490' } })
  .jpeg()
  .toFile(path.join(contentDir, 'images/sala.jpg'));
const read = readLocalImage(contentDir, 'images/sala.jpg');
if (!read.ok) throw new Error(read.words.message);
const photo = read.image;
const showcase: SectionOf<'showcase'> = { ...example, image: { ...example.image, src: photo.src } };

/** The photo of the showcase section, as the sections around it put it on the page. */
function photoOf(sections: Section[]) {
  const html = renderSections(sections, { [photo.src]: renderingOf(photo) });
  const document = new JSDOM(html).window.document;
  const picture = document.querySelector('figure picture');
  const img = picture?.querySelector('img');
  if (!picture || !img) throw new Error('no photo drawn');
  return { picture, img };
}

describe('a photo of the content folder, drawn', () => {
  it('offers AVIF, then WebP, at every width, with the layout’s sizes, and a JPEG to every other browser', () => {
    const { picture, img } = photoOf([hero, showcase]);
    const sources = [...picture.querySelectorAll('source')].map((source) => ({
      type: source.getAttribute('type'),
      widths: source
        .getAttribute('srcset')!
        .split(', ')
        .map((candidate) => candidate.split(' ')[1]),
      sizes: source.getAttribute('sizes'),
    }));
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.widths).toEqual(['480w', '800w', '1200w', '1600w']);
      expect(source.sizes).toMatch(/^\(min-width: 56rem\) .+, .+$/);
    }
    expect(img.getAttribute('src')).toMatch(/^\/assets\/sala-1200-[\w-]+\.jpg$/);
  });

  it('has the size read from the file, so its box is there before it arrives, and its description', () => {
    const { img } = photoOf([hero, showcase]);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1800', '1200']);
    expect(img.getAttribute('alt')).toBe(showcase.image.alt);
  });

  it('waits until it comes near below the first section, and is fetched at once and first in the first', () => {
    const below = photoOf([hero, showcase]).img;
    expect([below.getAttribute('loading'), below.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
    const first = photoOf([showcase, hero]).img;
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('is cropped around the focus the content names', () => {
    const centred = photoOf([showcase]).img.className;
    const top = photoOf([{ ...showcase, image: { ...showcase.image, focus: 'top' } }]).img.className;
    expect(centred).toMatch(/focus-center/);
    expect(top).toMatch(/focus-top/);
    expect(top).not.toMatch(/focus-center/);
  });
});

describe('another site’s photo, drawn', () => {
  it('is its address as it is, at the size the content states, with no files of ours', () => {
    const image = { src: 'https://fotos.exemplo.com/sala.jpg', alt: 'A sala', width: 1200, height: 900 };
    const { picture, img } = photoOf([hero, { ...showcase, image }]);
    expect(picture.querySelectorAll('source')).toHaveLength(0);
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      image.src,
      '1200',
      '900',
    ]);
  });
});
