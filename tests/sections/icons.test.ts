import { describe, expect, it } from 'vitest';
import { iconNames } from '../../schema/fields/icon.ts';
import { iconSprite } from '../../src/icon-sprite.server.tsx';
import { interfaceIcons } from '../../src/icons.ts';

describe('the icon sprite', () => {
  const sprite = iconSprite();

  it('has a drawn symbol for every icon the content may name and every interface icon', () => {
    for (const name of [...iconNames, ...Object.keys(interfaceIcons)]) {
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|ellipse)`),
      );
    }
  });

  it('leaves stroke settings to the <svg> that uses a symbol', () => {
    expect(sprite).not.toMatch(/<symbol[^>]*stroke/);
  });
});
