import { describe, expect, it } from 'vitest';
import { pageStylesheet, withPageStylesheet } from '../../../scripts/build/page-stylesheet.ts';

// Module classes as the build names them (scripts/vite/short-class-names.ts): "c" and five characters.
const stylesheet = [
  ':root{--ink:#000}',
  'body{margin:0}',
  '.container{width:100%}',
  '.cHero1{padding:1rem}',
  '.cCard1,.cStep1{border:1px solid}',
  '.cCard1 .cIcon1{color:red}',
  '.cMenu1:not(.cOpen1){display:none}',
  '.cNote1[data-variant=destructive]{color:red}',
  '@media (min-width:40rem){.cStep1{display:grid}}',
  '@keyframes cFade1{0%{opacity:0}}',
].join('');

describe('the stylesheet of a page', () => {
  it('keeps the global rules and those whose module classes the page has, and no other', () => {
    const kept = pageStylesheet(stylesheet, '<main class="cHero1 container"><div class="cCard1"></div></main>', '');
    expect(kept).toBe(
      ':root{--ink:#000}body{margin:0}.container{width:100%}.cHero1{padding:1rem}.cCard1{border:1px solid}@keyframes cFade1{0%{opacity:0}}',
    );
  });

  it('keeps a rule that a class only an island’s script sets can make apply', () => {
    const kept = pageStylesheet(stylesheet, '<div class="cMenu1"></div>', 'className:"cNote1"');
    expect(kept).toContain('.cMenu1:not(.cOpen1){display:none}');
    expect(kept).toContain('.cNote1[data-variant=destructive]{color:red}');
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
    expect(built).toContain('<style>:root{--ink:#000}body{margin:0}.container{width:100%}.cStep1{border:1px solid}');
    expect(built).not.toContain('cHero1');
    expect(() => withPageStylesheet('<html><body></body></html>', '')).toThrow();
  });
});
