import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionSchemas, sectionTypes, type Section } from '../../schema/sections/index.ts';
import { loadSectionExamples } from '../../schema/sections/examples.ts';
import { getSectionExamples } from '../../src/content.server.ts';
import { sectionRenderers } from '../../src/sections/index.ts';
import { leftToWrite, productDocFile } from '../../scripts/scaffold/left-to-write.ts';
import { sectionFiles } from '../../scripts/scaffold/section-files.ts';
import { componentNameOf, sectionNameRefusal } from '../../scripts/scaffold/section-names.ts';
import { renderSection } from './render.tsx';

const projectRoot = path.resolve(import.meta.dirname, '../..');

const examples = loadSectionExamples();

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');
const product = read(productDocFile);
/** docs/produto.md §4, where the product says what each section type shows. */
const productSection = product.slice(product.search(/^## 4\. /m), product.search(/^## 5\. /m));

describe('every registered section type', () => {
  it('has one schema and one renderer, and nothing is registered in only one of the maps', () => {
    expect(sectionSchemas).toHaveLength(sectionTypes.length);
    expect(Object.keys(sectionRenderers).sort()).toEqual([...sectionTypes].sort());
  });

  it('has an example that validates', () => {
    expect(examples.ok ? [] : examples.issues).toEqual([]);
  });

  it.each(sectionTypes)('%s: a name the scaffold would take, its folder no other type’s', (type) => {
    const others = sectionTypes.filter((other) => other !== type);
    expect(sectionNameRefusal(type, others, [])).toBeUndefined();
  });

  it.each(sectionTypes)('%s: schema file, component folder with CSS module, example, gallery entry', (type) => {
    expect(existsSync(path.join(projectRoot, 'schema/sections', `${type}.ts`))).toBe(true);
    // Named as the scaffold (npm run new:section) names them.
    const component = componentNameOf(type);
    const folder = path.join(projectRoot, 'src/sections', component);
    expect(existsSync(path.join(folder, `${component}.tsx`))).toBe(true);
    expect(existsSync(path.join(folder, `${component}.module.css`))).toBe(true);
    expect(getSectionExamples().map((example) => example.type)).toContain(type);
  });

  it.each(sectionTypes)('%s: an entry in the list of section types of docs/produto.md §4', (type) => {
    const entries = productSection.split('\n').filter((line) => line.startsWith('- '));
    expect(entries.filter((line) => line.includes(`(\`${type}\`)`))).toHaveLength(1);
  });

  it('has nothing left of what npm run new:section marked for its developer to write', () => {
    const written = [productDocFile, ...sectionTypes.flatMap((type) => Object.keys(sectionFiles(type)))];
    const left = written
      .filter((file) => existsSync(path.join(projectRoot, file)))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) => (line.includes(leftToWrite) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(left, `write each of these in place of its ${leftToWrite} (src/sections/README.md)`).toEqual([]);
  });

  it.each(sectionTypes)('%s: renders its example, with its copy as text', (type) => {
    if (!examples.ok) throw new Error('examples do not validate');
    const example = examples.examples.find((candidate) => candidate.type === type)!;
    const html = renderSection(example.section);
    expect(html).toContain('<section');
    const title = 'title' in example.section ? example.section.title : undefined;
    if (title) expect(html).toContain(title.replace(/&/g, '&amp;'));
  });
});

describe('the page renderer', () => {
  it('refuses to draw a section type it has no renderer for, instead of skipping it', () => {
    const unknown = { type: 'carousel', title: 'x' } as unknown as Section;
    expect(() => renderSection(unknown)).toThrow(/carousel/);
  });

  it('renders content strings as text, never as markup', () => {
    const html = renderSection({
      type: 'cta',
      title: '<img src=x onerror=alert(1)>',
      buttons: [{ label: 'Fale', style: 'primary', action: { kind: 'notice' } }],
    });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
