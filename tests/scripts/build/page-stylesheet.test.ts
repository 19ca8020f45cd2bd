import { describe, expect, it } from 'vitest';
import { pageStylesheet, withPageStylesheet } from '../../../scripts/build/page-stylesheet.ts';

// Module classes as the build names them (scripts/vite/short-class-names.ts): "c" and five characters.
const stylesheet = [
  ':root{--ink:#000}',
  'body{margin:0;color:var(--ink)}',
  '.container{width:100%}',
  '.cHero1{padding:1rem}',
  '.cCard1,.cStep1{border:1px solid}',
  '.cCard1 .cIcon1{color:red}',
  '.cMenu1:not(.cOpen1){display:none}',
  '.cNote1[data-variant=destructive]{color:red}',
  '@media (min-width:40rem){.cStep1{display:grid}}',
  '@keyframes cFade1{0%{opacity:0}}',
].join('');

/** The tokens of two companies' colours, and the rules that choose one by the page's `data-accent`. */
const accents = [
  ':root{--blue-700:#1d4ed8;--rose-700:#be123c;--brand-700:#1e3a8a}',
  '[data-accent],:root{--accent-700:var(--brand-700)}',
  '[data-accent=blue]{--accent-700:var(--blue-700)}',
  '[data-accent="rose"]{--accent-700:var(--rose-700)}',
  '.cCard1{color:var(--accent-700)}',
].join('');

describe('the stylesheet of a page', () => {
  it('keeps the global rules and those whose module classes the page has, and no other', () => {
    const kept = pageStylesheet(stylesheet, '<main class="cHero1 container"><div class="cCard1"></div></main>', '');
    expect(kept).toBe(
      ':root{--ink:#000}body{margin:0;color:var(--ink)}.container{width:100%}.cHero1{padding:1rem}.cCard1{border:1px solid}@keyframes cFade1{0%{opacity:0}}',
    );
  });

  it('keeps a rule that a class or a value only an island’s script sets can make apply', () => {
    const kept = pageStylesheet(stylesheet, '<div class="cMenu1"></div>', 'className:"cNote1",variant:"destructive"');
    expect(kept).toContain('.cMenu1:not(.cOpen1){display:none}');
    expect(kept).toContain('.cNote1[data-variant=destructive]{color:red}');
    expect(pageStylesheet(stylesheet, '<div></div>', 'className:"cNote1"')).not.toContain('destructive');
  });

  it('keeps the colours of the companies the page shows, and leaves out the tokens nothing else reads', () => {
    const blue = pageStylesheet(accents, '<div data-accent="blue"><p class="cCard1"></p></div>', '');
    expect(blue).toBe(
      ':root{--blue-700:#1d4ed8;--brand-700:#1e3a8a}[data-accent],:root{--accent-700:var(--brand-700)}[data-accent=blue]{--accent-700:var(--blue-700)}.cCard1{color:var(--accent-700)}',
    );
    // A value in an island's props counts as the page's.
    expect(pageStylesheet(accents, '<i data-props="{&quot;c&quot;:&quot;rose&quot;}" class="cCard1"></i>', '')).toContain(
      '--rose-700:#be123c',
    );
    // Nothing reads the accent where no card is: its tokens go, and then those they read.
    expect(pageStylesheet(accents, '<div data-accent="blue"></div>', '')).toBe('');
  });

  it('leaves out an at-rule that has nothing left', () => {
    expect(pageStylesheet(stylesheet, '<p></p>', '')).not.toContain('@media');
    expect(pageStylesheet(stylesheet, '<p class="cStep1"></p>', '')).toContain(
      '@media (min-width:40rem){.cStep1{display:grid}}',
    );
  });

  it('is written in place of the whole stylesheet, from what the rest of the page uses', () => {
    const html = `<html><head><style>${stylesheet}</style></head><body><p class="cStep1"></p></body></html>`;
    const built = withPageStylesheet(html, '');
    expect(built).toContain('<style>:root{--ink:#000}body{margin:0;color:var(--ink)}.container{width:100%}.cStep1');
    expect(built).not.toContain('cHero1');
    expect(() => withPageStylesheet('<html><body></body></html>', '')).toThrow();
  });
});
