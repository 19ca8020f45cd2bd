import { describe, expect, it } from 'vitest';
import { componentNameOf, schemaNameOf, sectionNameRefusal } from '../../scripts/scaffold/section-names';

/* The names npm run new:section makes a section type's files by, and the names it refuses. */

describe('the names of a new section type', () => {
  it('makes a folder and component of every word and number, and a schema name', () => {
    expect(componentNameOf('testimonials')).toBe('Testimonials');
    expect(componentNameOf('before-after')).toBe('BeforeAfter');
    expect(componentNameOf('top-10')).toBe('Top10');
    expect(componentNameOf('passo-12-a')).toBe('Passo12A');
    expect(schemaNameOf('top-10')).toBe('top10SectionSchema');
  });

  it('takes the names it can make into a folder and a component', () => {
    for (const type of ['testimonials', 'top-10', 'passo-12-a', 'x', 'a1-b2']) {
      expect(sectionNameRefusal(type, ['hero', 'card-grid'], []), type).toBeUndefined();
    }
  });

  it('refuses, in Portuguese, a name that is no folder or component, with names it would take', () => {
    expect(sectionNameRefusal('', [], [])).toMatch(/^Diga o nome do novo tipo de seção: use letras minúsculas/);
    for (const type of ['Top-10', '10-top', 'top_10', 'top--10', 'top-', '-top', 'seção', 'top 10']) {
      expect(sectionNameRefusal(type, [], []), type).toMatch(
        /^".*" não serve de nome .* top-10 → src\/sections\/Top10\/\.$/,
      );
    }
  });

  it('refuses a type there is, and one whose folder another type has, in any case', () => {
    expect(sectionNameRefusal('hero', ['hero'], [])).toBe('O tipo de seção "hero" já existe.');
    expect(sectionNameRefusal('top10', ['top-10'], [])).toMatch(/src\/sections\/Top10\/, a mesma do tipo "top-10"/);
    expect(sectionNameRefusal('a-b', ['ab'], [])).toMatch(/a mesma do tipo "ab"/);
  });

  it('refuses a component that would take the name of something its modules import', () => {
    const renderer =
      "import type { SectionOf } from '../../../schema/sections';\nimport { SectionFrame as Frame } from 'x';\n";
    expect(sectionNameRefusal('section-of', [], [renderer])).toMatch(/^O componente SectionOf /);
    expect(sectionNameRefusal('frame', [], [renderer])).toMatch(/^O componente Frame /);
    expect(sectionNameRefusal('section-frame', [], [renderer])).toBeUndefined();
  });
});
