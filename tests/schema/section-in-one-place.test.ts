import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { cmsConfigFile, cmsConfigYaml, type CmsConfig } from '../../schema/generate/cms-config.ts';
import { renderGuide } from '../../schema/generate/guide.ts';
import { contentJsonSchemas } from '../../schema/generate/json-schema.ts';

/*
 * A section type lives in one place: a field added to its schema with its label reaches the CMS's
 * form, the editors' guide and the JSON Schemas with no other edit. The hero section gains a field
 * here, in memory, written as a developer would write it in schema/sections/hero.ts.
 */
const added = vi.hoisted(() => ({ key: 'rating', label: 'Nota da avaliação', description: 'A nota, de 0 a 5.' }));

vi.mock('../../schema/sections/hero.ts', async (importOriginal) => {
  const z = await import('zod');
  const { formWords } = await import('../../schema/fields/form-words.ts');
  const { imageSchema } = await import('../../schema/fields/image.ts');
  const { heroSectionSchema } = await importOriginal<typeof import('../../schema/sections/hero.ts')>();
  const field = z.number().min(0).max(5).optional().describe(added.description);
  // And an optional photo, whose description is required whenever the photo is there.
  const photo = imageSchema.optional().describe('Uma foto, se quiser.').register(formWords, { label: 'Foto' });
  return {
    heroSectionSchema: heroSectionSchema
      .extend({ [added.key]: field.register(formWords, { label: added.label }), photo })
      .describe(heroSectionSchema.description!),
  };
});

const projectRoot = path.resolve(import.meta.dirname, '../..');

describe('a field added to a section schema with its label', () => {
  it('is not in the files on disk: it comes from the schema in memory', () => {
    expect(readFileSync(path.join(projectRoot, cmsConfigFile), 'utf8')).not.toContain(added.label);
  });

  it('reaches the generated CMS configuration, under its label', () => {
    const config = parse(cmsConfigYaml()) as CmsConfig;
    const sections = config.collections[0].fields.find((field) => field.name === 'sections')!;
    const hero = sections.types!.find((type) => type.name === 'hero')!;
    expect(hero.fields).toContainEqual(
      expect.objectContaining({ name: added.key, label: added.label, widget: 'number', required: false }),
    );
  });

  it("reaches the editors' guide, in the hero section's table of fields", () => {
    const guide = renderGuide(projectRoot);
    const start = guide.indexOf('### `type: hero`');
    const hero = guide.slice(start, guide.indexOf('### `type: ', start + 1));
    expect(hero).toContain(`| \`${added.key}\` (opcional) | ${added.label} | ${added.description} |`);
  });

  it('has the guide call required what the schema requires inside an optional object, not what the form bends', () => {
    const guide = renderGuide(projectRoot);
    const config = parse(cmsConfigYaml()) as CmsConfig;
    const hero = config.collections[0].fields
      .find((field) => field.name === 'sections')!
      .types!.find((type) => type.name === 'hero')!;
    const photo = hero.fields!.find((field) => field.name === 'photo')!;
    // The form leaves them all optional: Decap would check them with the photo left out (cms-fields.ts).
    expect(photo.fields!.find((field) => field.name === 'alt')).toMatchObject({ required: false });
    expect(guide).toContain('| `photo` (opcional) | Foto |');
    expect(guide).toContain('| `photo` › `alt` | Foto › Descrição da imagem |');
    expect(guide).toContain('| `photo` › `width` (opcional) | Foto › Largura (pixels) |');
  });

  it('reaches the JSON Schemas, as the title of the field', () => {
    expect(contentJsonSchemas()['page.schema.json']).toContain(`"title": "${added.label}"`);
  });
});
