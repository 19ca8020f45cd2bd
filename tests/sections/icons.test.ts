import { describe, expect, it } from 'vitest';
import { iconNames } from '../../schema/fields/icon.ts';
import { iconSprite } from '../../src/icon-sprite.server.tsx';
import { interfaceIcons } from '../../src/icons.ts';

describe('the icon sprite', () => {
  const sprite = iconSprite();

  it('has a drawn symbol for every icon the content may name and every interface icon', () => {
    for (const name of [...iconNames, ...Object.keys(interfaceIcons)]) {
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"[^>]*><(path|circle|rect|line|polyline|ellipse)`),
      );
    }
  });

  it('draws every symbol as an outline in the text colour, and leaves the stroke’s width to the <svg> that uses it', () => {
    const symbols = [...sprite.matchAll(/<symbol [^>]*>/g)].map(([tag]) => tag);
    expect(symbols.length).toBeGreaterThan(0);
    for (const symbol of symbols) {
      expect(symbol).toContain('fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"');
      expect(symbol).not.toMatch(/stroke-width/);
    }
  });
});
