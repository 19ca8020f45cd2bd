import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../schema/load/index.ts';
import type { Section, SectionOf } from '../../schema/sections/index.ts';
import { loadSectionExamples } from '../../schema/sections/examples.ts';
import { renderSections } from './render.tsx';

const examples = loadSectionExamples();
if (!examples.ok) throw new Error('the section examples must validate');
const showcase = examples.examples.find((example) => example.type === 'showcase')!.section as SectionOf<'showcase'>;
const hero = examples.examples.find((example) => example.type === 'hero')!.section;
const content = loadContent('content');
if (!content.ok) throw new Error('the shipped content must validate');

/** The photo of the showcase section, as the sections around it put it on the page. */
function photoOf(sections: Section[]) {
  const document = new JSDOM(renderSections(sections)).window.document;
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
    expect(img.getAttribute('src')).toMatch(/^\/assets\/consultorio-1200-[\w-]+\.jpg$/);
  });

  it('has the size read from the file, so its box is there before it arrives, and its description', () => {
    const { img } = photoOf([hero, showcase]);
    const photo = content.ok && content.content.images[showcase.image.src];
    expect(photo).toBeTruthy();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      String(photo && photo.width),
      String(photo && photo.height),
    ]);
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
