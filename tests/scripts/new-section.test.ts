import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfigFile } from '../../schema/generate/cms-config.ts';
import { guideFile } from '../../schema/generate/guide.ts';
import { jsonSchemaDir } from '../../schema/generate/json-schema.ts';
import { leftToWrite, productDocFile, withProductEntry } from '../../scripts/scaffold/left-to-write.ts';
import { registeredIn, registrationsOf } from '../../scripts/scaffold/register-section.ts';
import { sectionFiles } from '../../scripts/scaffold/section-files.ts';
import { componentNameOf, schemaNameOf, sectionNameRefusal } from '../../scripts/scaffold/section-names.ts';

/* What npm run new:section writes, the names it makes a section type's files by, and the names it refuses. */

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

describe('the guide to section types (src/sections/README.md)', () => {
  it('names every file the scaffold creates or changes, as created or changed', () => {
    const guide = readFileSync(path.resolve(import.meta.dirname, '../../src/sections/README.md'), 'utf8')
      .replaceAll('<tipo>', 'tipo')
      .replaceAll('<Nome>', componentNameOf('tipo'));
    const row = (file: string) => guide.split('\n').find((line) => line.startsWith(`| \`${file}\``)) ?? file;
    const created = Object.keys(sectionFiles('tipo'));
    // The registrations, and what npm run schema (run by the scaffold) writes anew with the new type in.
    const changed = [
      ...registrationsOf('tipo').map(({ file }) => file),
      productDocFile,
      `${jsonSchemaDir}/page.schema.json`,
      guideFile,
      cmsConfigFile,
    ];
    for (const file of created) expect(row(file)).toMatch(/\| \*\*criado\*\*/);
    for (const file of changed) expect(row(file)).toMatch(/\| \*\*alterado\*\*/);
    const inWords = ['nenhum', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito'];
    expect(guide).toContain(`cria ${inWords[created.length]} arquivos e altera ${inWords[changed.length]}:`);
  });
});

describe('the registrations of a new type', () => {
  it('find their place in the registry and the renderer map as they are written today', () => {
    for (const registration of registrationsOf('tipo-novo')) {
      const source = readFileSync(path.resolve(import.meta.dirname, '../..', registration.file), 'utf8');
      const registered = registeredIn(source, registration);
      expect(registered, registration.file).toBeDefined();
      // The entry lands inside the list or map, after the types there are, and the import among the imports.
      expect(registered!.indexOf(registration.entry), registration.file).toBeGreaterThan(
        registered!.indexOf(registration.importLine),
      );
      expect(registered!.length).toBe(source.length + registration.importLine.length + registration.entry.length);
    }
  });
});

describe("the new type's entry in the product's description (docs/produto.md §4)", () => {
  const productDoc = readFileSync(path.resolve(import.meta.dirname, '../..', productDocFile), 'utf8');
  const entries = (text: string) => {
    const section = text.slice(text.search(/^## 4\. /m), text.search(/^## 5\. /m));
    return section.split('\n').filter((line) => /^- \*\*.*\*\* \(`[a-z0-9-]+`\): /.test(line));
  };

  it('goes last in the list of section types, marked as left to write', () => {
    const before = entries(productDoc);
    const after = entries(withProductEntry(productDoc, 'depoimentos')!);
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toMatch(/^- \*\*/);
    expect(after.at(-1)).toContain(`**${leftToWrite}** (\`depoimentos\`): `);
  });

  it('is not written where the list has lost its end', () => {
    expect(withProductEntry('# O produto\n', 'depoimentos')).toBeUndefined();
  });
});
