import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod';
import {
  colourSchema,
  colourTokens,
  formWords,
  iconLabels,
  iconNames,
  textSchema,
} from '../../../schema/fields/index.ts';
import { cmsConfigFile, cmsConfigYaml, keepTextFormat } from '../../../schema/generate/cms-config.ts';
import { buttonKinds } from '../../../schema/fields/link.ts';
import type { CmsField } from '../../../schema/generate/cms-field.ts';
import { cmsField, cmsFields, cmsNames } from '../../../schema/generate/cms-fields.ts';
import { sectionTypes } from '../../../schema/sections/index.ts';
import { siteSchema } from '../../../schema/site.ts';
import {
  projectRoot,
  config,
  pages,
  files,
  type Json,
  jsonOf,
  notForEditors,
  contentFiles,
  mismatches,
  allPairs,
  allFields,
  summaryParts,
  optionValues,
} from './fields.ts';

describe('Decap CMS configuration', () => {
  it(`${cmsConfigFile} is up to date with the zod schemas (run "npm run schema")`, () => {
    const text = readFileSync(path.join(projectRoot, cmsConfigFile), 'utf8');
    expect(text).toBe(cmsConfigYaml());
    // What the CMS reads from the file is the object itself: quoting kept every pattern and hint intact.
    expect(parse(text)).toEqual(config);
  });

  it('edits the page files and site.yaml and companies.yaml, in the format that keeps the text', () => {
    expect(pages).toMatchObject({
      folder: 'content/pages',
      extension: 'yaml',
      format: keepTextFormat,
      create: true,
      identifier_field: 'title',
    });
    expect(files.format).toBe(keepTextFormat);
    for (const entry of files.files) expect(existsSync(path.join(projectRoot, entry.file)), entry.file).toBe(true);
    expect(config).toMatchObject({ locale: 'pt', media_folder: 'content/images', public_folder: 'images' });
  });

  it('has one field for every key of the schemas, and no other', () => {
    expect(mismatches).toEqual([]);
    expect(allPairs.length).toBeGreaterThan(100);
  });

  it('folds each list item to its title or text, never to its first field, and says when it is empty', () => {
    const items = allFields.flatMap((field) => [
      ...(field.types ?? []),
      ...(field.fields && field.widget === 'list' ? [field] : []),
    ]);
    expect(items.length).toBeGreaterThanOrEqual(15);
    for (const item of items) {
      const [shown, empty] = summaryParts(item.summary);
      expect(shown, item.name).toMatch(/^(title|label|name|text)$/);
      expect(
        item.fields!.map((field) => field.name),
        item.name,
      ).toContain(shown);
      // Decap's own words for an empty summary are English ("No icon").
      expect(empty, item.name).toMatch(/\bsem \p{Ll}+$/u);
    }
  });

  it('folds each item of a list of single values to its own value, not the name of the list', () => {
    const singles = allFields.filter((field) => field.widget === 'list' && field.field);
    expect(singles.map((field) => field.name)).toEqual(expect.arrayContaining(['features', 'companies']));
    for (const list of singles) {
      const [shown, empty] = summaryParts(list.summary);
      expect(shown, list.name).toBe(list.field!.name);
      expect(empty, list.name).toBe(`${list.label_singular} em branco`);
    }
  });

  it("leaves out the online editor's own settings, the spec's fixed words and the developers' gallery", () => {
    const siteFields = contentFiles.find(({ file }) => file === 'site.yaml')!.fields;
    for (const hidden of notForEditors) {
      const keys = hidden.split('.').slice(2);
      // In the file's schema, so the YAML keeps it and validation checks it…
      const json = keys.reduce<Json | undefined>((at, key) => at?.properties?.[key], jsonOf(siteSchema));
      expect(json, hidden).toBeDefined();
      // …but no field of the form.
      const field = keys.reduce<CmsField | undefined>((at, key) => (at?.fields ?? []).find((f) => f.name === key), {
        name: '',
        label: '',
        widget: 'object',
        fields: siteFields,
      });
      expect(field, hidden).toBeUndefined();
    }
  });

  it('offers every registered section type in the sections list', () => {
    const sections = pages.fields.find((f) => f.name === 'sections')!;
    expect(sections.typeKey).toBe('type');
    expect(sections.types!.map((t) => t.name)).toEqual(sectionTypes);
    for (const type of sections.types!) expect(type.fields!.map((f) => f.name)).not.toContain('type');
  });

  it('offers every icon, by its picture and Portuguese name, and every colour, by its Portuguese name', () => {
    const icons = allFields.filter((f) => f.name === 'icon');
    const colours = allFields.filter((f) => f.name === 'colour');
    expect(icons.length).toBeGreaterThanOrEqual(3);
    expect(colours.length).toBeGreaterThanOrEqual(2);
    for (const field of icons) {
      expect(field.widget).toBe('icon');
      expect(field.options).toEqual(iconNames.map((value) => ({ value, label: iconLabels[value] })));
    }
    for (const field of colours) expect(optionValues(field)).toEqual([...colourTokens]);
  });

  it('shows every choice under a Portuguese name, and writes the value the YAML holds', () => {
    const choices = allFields.filter((field) => field.options);
    expect(choices.length).toBeGreaterThanOrEqual(12);
    for (const field of choices) {
      for (const option of field.options!) {
        expect(option, field.name).toEqual({ label: expect.stringMatching(/^\p{Lu}/u), value: expect.any(String) });
      }
    }
    const style = allFields.find((field) => field.name === 'style')!;
    expect(style.options).toEqual([
      { label: 'Principal (cheio)', value: 'primary' },
      { label: 'Secundário (só o contorno)', value: 'secondary' },
    ]);
    // A button's action: the form's three kinds, which the form turns into the YAML's keys.
    expect(
      allFields.find((field) => field.name === 'action')!.options!.map((option) => (option as { value: string }).value),
    ).toEqual(Object.keys(buttonKinds));
  });

  it('marks optional exactly the fields the schemas let an editor leave out', () => {
    const keyed = allPairs.filter((p) => p.required !== undefined);
    expect(keyed.length).toBeGreaterThan(100);
    for (const { at, field, required } of keyed) expect(field.required, at).toBe(required ? undefined : false);
  });

  it("shows each field's description from the schema as its hint, or the form's own words written beside it", () => {
    const formHints = new Set<string>();
    for (const { field, json } of allPairs) if (field.hint !== json.description) formHints.add(field.hint!);
    // The file's words where they suit the form too; the form's own where the description speaks of the file.
    expect(formHints.size).toBeGreaterThanOrEqual(10);
    expect(formHints.size).toBeLessThan(allPairs.length / 4);
  });

  it('has hints that describe the form, never the YAML file', () => {
    const yamlWords =
      /"- "|\bprimary\b|\bsecondary\b|"notice"|\.yaml\b|content\/images|\bsrc\b|\bids?\b|\bcompanies\b|entre aspas|por linha/;
    const hinted = allFields.filter((field) => field.hint);
    expect(hinted.length).toBeGreaterThan(100);
    for (const field of hinted) expect(field.hint, field.name).not.toMatch(yamlWords);
  });

  it("gives a field's own description precedence over the form words of the shared schema it is made from", () => {
    const companyFields = files.files.find((file) => file.name === cmsNames.companiesFile)!.fields[0]!.fields!;
    const colour = companyFields.find((field) => field.name === 'colour')!;
    expect(colour.hint).toBe('Cor de destaque da empresa e da sua página.');
    expect(cmsField('colour', colourSchema).hint).toBe('A cor de destaque.');
  });

  it('names every field and every list item in Portuguese, with the words written beside its schema', () => {
    for (const { at, field } of allPairs) expect(field.label, at).toMatch(/^\p{Lu}/u);
    const lists = allFields.filter((field) => field.widget === 'list');
    expect(lists.length).toBeGreaterThanOrEqual(12);
    for (const list of lists) expect(list.label_singular, list.name).toMatch(/^\p{Lu}/u);
  });

  it('gives a schema field without a label, or a list without its word for one item, no English name: it stops and says where', () => {
    const unlabelled = z.strictObject({ rating: z.number().describe('Nota de 0 a 5.') });
    expect(() => cmsFields(unlabelled, 'pages.sections[review]')).toThrow(
      /pages\.sections\[review\]\.rating não tem rótulo.*\.register\(formWords, \{ label/,
    );
    const itemless = z.strictObject({
      notes: z.array(textSchema).describe('Notas.').register(formWords, { label: 'Notas' }),
    });
    expect(() => cmsFields(itemless, 'site')).toThrow(/a lista site\.notes não diz como se chama um item/);
  });
});
