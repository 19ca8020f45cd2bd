import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../project/environment.ts';
import { shortClassNamer } from '../../../scripts/vite/short-class-names.ts';

const button = path.join(projectRoot, 'src/components/ActionButton/ActionButton.module.css');
const header = path.join(projectRoot, 'src/layout/Header/Header.module.css');

describe('short CSS module class names', () => {
  it('are a letter and five letters or digits, the same for the same class in every build', () => {
    const name = shortClassNamer()('primary', button);
    expect(name).toMatch(/^c[A-Za-z0-9]{5}$/);
    expect(shortClassNamer()('primary', `${button}?used`)).toBe(name);
  });

  it('differ between classes, and between files for the same class', () => {
    const nameOf = shortClassNamer();
    const names = [nameOf('primary', button), nameOf('link', button), nameOf('link', header)];
    expect(new Set(names).size).toBe(3);
  });

  it('stop the build when two classes would share a name, naming both', () => {
    const oneLetter = shortClassNamer(1);
    const classes = Array.from({ length: 200 }, (_, index) => `class${index}`);
    expect(() => classes.forEach((local) => oneLetter(local, button))).toThrow(
      /ActionButton\.module\.css \.class\d+ e src\/components\/ActionButton\/ActionButton\.module\.css \.class\d+/,
    );
  });
});
