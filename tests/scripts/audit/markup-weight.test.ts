import { describe, expect, it } from 'vitest';
import { markupBytes, markupOf } from '../../../scripts/audit/markup-weight.ts';

/** Words of every length, in an order that changes with `seed`: text gzip cannot crush. */
const vocabulary =
  'consulta preventiva limpeza profissional tratamento de cáries orientação higiene bucal clareamento facetas porcelana implantes cirurgia guiada carga imediata'.split(
    ' ',
  );
const words = (count: number, seed: number) =>
  Array.from({ length: count }, (_, index) => vocabulary[(index * 7 + seed * 13) % vocabulary.length]).join(' ');

interface Card {
  title: string;
  text: string;
  features: string[];
}

/** A built page as React writes one: its head, an island with props, a grid of cards, structured data. */
function page({ title, cards, extra = '' }: { title: string; cards: Card[]; extra?: string }): string {
  const card = ({ title: heading, text, features }: Card) =>
    `<article class="cCard"><h3 class="cTitle">${heading}</h3><p class="cText">${text}</p><ul class="cList">${features
      .map(
        (feature) =>
          `<li><svg class="cCheck" aria-hidden="true"><use href="/icons.svg#check"></use></svg>${feature}</li>`,
      )
      .join('')}</ul></article>`;
  return [
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
    `<title>${title}</title><meta name="description" content="${title}"/><meta property="og:title" content="${title}"/>`,
    `<link rel="canonical" href="https://example.com/${title.length}"/>`,
    `<script type="application/ld+json">{"@type":"Dentist","name":"${title}","url":"https://example.com/"}</script>`,
    '<style>.cCard{padding:1rem}.cTitle{font-weight:700}</style></head><body>',
    `<invero-island data-island="NoticeButton" data-props='{"label":"${title}","style":"primary"}'><button type="button" class="cButton">${title}</button></invero-island>`,
    `<main id="conteudo"><section class="cGrid"><h2 class="cHeading">${title}</h2><a href="/x${title.length}" class="cLink">${title}</a>`,
    `<div class="cCards">${cards.map(card).join('')}</div></section>${extra}</main>`,
    `<img class="cPhoto" src="/assets/foto.jpg" alt="${title}" width="800" height="600"/>`,
    '<script type="module">import("/assets/islands.js");</script></body></html>',
  ].join('');
}

const cards = (count: number, seed: number, features = 4): Card[] =>
  Array.from({ length: count }, (_, index) => ({
    title: words(3, seed + index),
    text: words(25, seed + index + 1),
    features: Array.from({ length: features }, (__, feature) => words(4, seed + index + feature)),
  }));

describe('the markup around the words', () => {
  it('weighs the same whatever the words: the text, the attributes that say something, the props, the structured data', () => {
    const short = page({ title: 'Clínica', cards: cards(4, 1) });
    const long = page({ title: words(20, 9), cards: cards(4, 5) });
    expect(long.length).toBeGreaterThan(short.length + 500);
    expect(markupOf(long)).toBe(markupOf(short));
    expect(markupBytes(long)).toBe(markupBytes(short));
    expect(markupOf(long)).not.toMatch(/consulta|Clínica|example\.com/);
    // The keys of the props and of the structured data stay: their shape is the developers'.
    expect(markupOf(long)).toContain(`data-props='{"label":"","style":""}'`);
    expect(markupOf(long)).toContain('{"@type":"","name":"","url":""}');
  });

  it('counts each kind of element once, whatever the number of cards or features', () => {
    const four = page({ title: 'Clínica', cards: cards(4, 1, 3) });
    const eight = page({ title: 'Clínica', cards: cards(8, 2, 5) });
    expect(markupBytes(eight)).toBe(markupBytes(four));
    expect(markupOf(eight).match(/<article/g)).toHaveLength(1);
  });

  it('counts a photo once, whatever its files, and another site’s photos as its words: their address and origin', () => {
    const picture = (name: string) =>
      `<picture class="cPicture"><source type="image/avif" srcSet="${[480, 800, 1200, 1600].map((width) => `/assets/${name}-${width}-${name.length}Ab3dE9xQ.avif ${width}w`).join(', ')}"/><img class="cPhoto" src="/assets/${name}-1200.jpg" alt="${name}"/></picture>`;
    // A gallery of them, side by side: each its own files, or another site's address.
    const photos = (names: string[], origins: string[]) =>
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src 'self' data:${origins.map((origin) => ` ${origin}`).join('')}; object-src 'none'"/><section class="cGallery">${names.map(picture).join('')}${origins.map((origin) => `<img class="cPhoto" src="${origin}/foto.jpg" alt=""/>`).join('')}${names.map((name) => `<img class="cThumb" src="/assets/${name}-480.jpg" alt=""/>`).join('')}</section>`;
    const two = page({ title: 'Clínica', cards: cards(1, 1), extra: photos(['sala'], ['https://fotos.exemplo.com']) });
    const many = page({
      title: 'Clínica',
      cards: cards(1, 1),
      extra: photos(['sala', 'recepcao', 'entrada'], ['https://fotos.exemplo.com', 'https://cdn.outro.com.br']),
    });
    // Not a byte more than a file name's difference: each photo would add hundreds.
    expect(Math.abs(markupBytes(many) - markupBytes(two))).toBeLessThan(10);
    expect(markupOf(many)).not.toContain('exemplo.com');
    expect(markupOf(many).match(/<picture/g)).toHaveLength(1);
    expect(markupOf(many)).toContain(`img-src 'self' data:; object-src 'none'`);
  });

  it('keeps what is the developers’: the stylesheet, the scripts, the tags and their classes', () => {
    const measured = markupOf(page({ title: 'Clínica', cards: cards(2, 1) }));
    expect(measured).toContain('<style>.cCard{padding:1rem}.cTitle{font-weight:700}</style>');
    expect(measured).toContain('<script type="module">import("/assets/islands.js");</script>');
    expect(measured).toContain('<img class="cPhoto" src="/assets/foto.jpg" alt="" width="800" height="600"/>');
    // Two kinds of meta tag are two elements, not one.
    expect(measured).toContain('<meta name="description" content=""/><meta property="og:title" content=""/>');
  });

  it('grows with what a developer adds: markup, a script, an attribute', () => {
    const before = page({ title: 'Clínica', cards: cards(4, 1) });
    const illustration = `<svg class="cArt" viewBox="0 0 100 100"><path d="${Array.from({ length: 200 }, (_, i) => `L${(i * 37) % 101} ${(i * 53) % 97}`).join('')}"></path></svg>`;
    const script = `<script>${Array.from({ length: 300 }, (_, i) => `window.x${i}=${(i * 7919) % 1000};`).join('')}</script>`;
    for (const extra of [illustration, script]) {
      expect(markupBytes(page({ title: 'Clínica', cards: cards(4, 1), extra }))).toBeGreaterThan(
        markupBytes(before) + 500,
      );
    }
  });
});
