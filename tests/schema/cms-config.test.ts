import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod';
import { companiesFileSchema } from '../../schema/company.ts';
import {
  colourSchema,
  colourTokens,
  companyIdSchema,
  formWords,
  iconLabels,
  iconNames,
  iconSchema,
  pagePathSchema,
  paragraphSchema,
  textSchema,
} from '../../schema/fields/index.ts';
import { cmsConfig, cmsConfigFile, cmsConfigYaml, keepTextFormat } from '../../schema/generate/cms-config.ts';
import { buttonKinds } from '../../schema/fields/link.ts';
import type { CmsField } from '../../schema/generate/cms-field.ts';
import { cmsField, cmsFields, cmsNames } from '../../schema/generate/cms-fields.ts';
import { pageSchema } from '../../schema/page.ts';
import { sectionSchemas, sectionTypes } from '../../schema/sections/index.ts';
import { siteSchema } from '../../schema/site.ts';
import { keysAt } from '../../schema/walk.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const config = cmsConfig();
const [pages, files] = config.collections;

/** The JSON Schema of what an editor writes: an account of the zod schemas made apart from the CMS generator. */
interface Json {
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  oneOf?: Json[];
  anyOf?: Json[];
  description?: string;
  const?: unknown;
  pattern?: string;
}
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

/**
 * Not for editors, the CMS shows no field for them (see cms-fields.ts): the online editor's own
 * settings, set up with the publishing; what the spec fixes; what only developers see.
 */
const notForEditors = ['site.yaml.cms', 'site.yaml.notice.regionLabel', 'site.yaml.errorScreen', 'site.yaml.gallery'];

const contentFiles = [
  { file: 'page', schema: pageSchema, fields: pages.fields },
  {
    file: 'site.yaml',
    schema: siteSchema,
    fields: files.files.find((f) => f.name === cmsNames.siteFile)!.fields,
  },
  {
    file: 'companies.yaml',
    schema: companiesFileSchema,
    fields: files.files.find((f) => f.name === cmsNames.companiesFile)!.fields,
  },
];

interface Pair {
  at: string;
  field: CmsField;
  json: Json;
  /** Whether the schema demands the key; undefined for a list's item. */
  required?: boolean;
  siblings: string[];
}

/** Where the CMS fields and the schema's keys differ; found while pairing them up. */
const mismatches: string[] = [];

/** Every CMS field beside the part of the JSON Schema it stands for. */
function pairs(fields: CmsField[], json: Json, at: string, omit: string[] = [], inOptional = false): Pair[] {
  const keys = Object.keys(json.properties ?? {}).filter(
    (key) => !omit.includes(key) && !notForEditors.includes(`${at}.${key}`),
  );
  const names = fields.map((f) => f.name);
  if (names.join() !== keys.join()) mismatches.push(`${at}: fields ${names.join(', ')}; keys ${keys.join(', ')}`);
  return fields.flatMap((field) => {
    const prop = json.properties?.[field.name];
    if (!prop) return [];
    const here = `${at}.${field.name}`;
    const pair = {
      at: here,
      field,
      json: prop,
      // Inside an optional object none is (cms-fields.ts: Decap would check them with the object left out).
      required: !inOptional && (json.required?.includes(field.name) ?? false),
      siblings: keys,
    };
    return [pair, ...inside(field, prop, here)];
  });
}

function inside(field: CmsField, json: Json, at: string): Pair[] {
  if (field.types) {
    const members = json.items?.oneOf ?? json.items?.anyOf ?? [];
    return field.types.flatMap((type) => {
      const member = members.find((m) => m.properties?.[field.typeKey!]?.const === type.name);
      if (!member) {
        mismatches.push(`${at}: ${type.name} is no member of the union`);
        return [];
      }
      const here = `${at}[${type.name}]`;
      return [
        { at: here, field: type, json: member, siblings: [] },
        ...pairs(type.fields!, member, here, [field.typeKey!]),
      ];
    });
  }
  if (field.fields) {
    const optionalObject = field.widget === 'object' && field.required === false;
    return pairs(field.fields, field.widget === 'list' ? (json.items ?? {}) : json, at, [], optionalObject);
  }
  if (field.field && json.items)
    return [
      { at: `${at}[]`, field: field.field, json: json.items, siblings: [] },
      ...inside(field.field, json.items, `${at}[]`),
    ];
  return [];
}

const allPairs = contentFiles.flatMap(({ file, schema, fields }) => pairs(fields, jsonOf(schema), file));
const allFields = allPairs.map((p) => p.field);

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

  /** The field a folded item's summary shows, and what it says while that field is empty. */
  const summaryParts = (summary = '') => /\{\{fields\.(\w+) \| default\('([^']+)'\)\}\}/.exec(summary)?.slice(1) ?? [];

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

  const optionValues = (field: CmsField) =>
    field.options!.map((option) => (typeof option === 'string' ? option : option.value));

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

  it('picks companies from companies.yaml and pages from the page files', () => {
    const relations = allFields.filter((f) => f.widget === 'relation');
    const companies = relations.filter((f) => f.collection === cmsNames.files);
    const links = relations.filter((f) => f.collection === cmsNames.pages);
    expect(companies.length).toBeGreaterThanOrEqual(2);
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(companies.length + links.length).toBe(relations.length);
    const companyKeys = keysAt(companiesFileSchema, ['companies', 0], { companies: [{}] });
    for (const field of companies) {
      expect(field).toMatchObject({ file: cmsNames.companiesFile, value_field: 'companies.*.id' });
      for (const key of [...field.search_fields!, ...field.display_fields!])
        expect(companyKeys).toContain(key.replace('companies.*.', ''));
    }
    const pageKeys = keysAt(pageSchema, [], {});
    for (const field of links) {
      expect(field.value_field).toBe('path');
      for (const key of [...field.search_fields!, ...field.display_fields!]) expect(pageKeys).toContain(key);
    }
  });

  it('takes a new section type with its fields without any other step', () => {
    const label = (words: string, item?: string) => ({ label: words, ...(item ? { item } : {}) });
    const faqSection = z
      .strictObject({
        type: z.literal('faq'),
        title: textSchema.describe('Título da seção.').register(formWords, label('Título')),
        text: paragraphSchema.optional().describe('Um parágrafo.').register(formWords, label('Texto')),
        items: z
          .array(
            z.strictObject({
              title: textSchema.describe('A pergunta.').register(formWords, label('Pergunta')),
              description: paragraphSchema.describe('A resposta.').register(formWords, label('Resposta')),
            }),
          )
          .min(1)
          .max(10)
          .describe('As perguntas e respostas.')
          .register(formWords, label('Perguntas', 'Pergunta')),
        features: z.array(textSchema).default([]).register(formWords, label('Tópicos', 'Tópico')),
        // Shared schemas of one kind of field bring their labels: Ícone, Cor, Empresa, Página.
        icon: iconSchema.optional(),
        colour: colourSchema,
        company: companyIdSchema.optional(),
        to: pagePathSchema,
        width: z.number().int().min(1).max(9).register(formWords, label('Colunas')),
        open: z.boolean().default(false).register(formWords, label('Aberta')),
      })
      .describe('Perguntas frequentes: dúvidas e respostas.');
    const [sections] = cmsFields(
      z.strictObject({
        sections: z
          .array(z.discriminatedUnion('type', [...sectionSchemas, faqSection]))
          .register(formWords, label('Seções', 'Seção')),
      }),
    );
    const faq = sections!.types!.at(-1)!;
    expect(faq).toMatchObject({ name: 'faq', label: 'Perguntas frequentes', widget: 'object' });
    expect(faq.fields).toMatchObject([
      { name: 'title', label: 'Título', widget: 'string', hint: 'Título da seção.' },
      { name: 'text', label: 'Texto', widget: 'text', required: false },
      {
        name: 'items',
        label: 'Perguntas',
        label_singular: 'Pergunta',
        widget: 'list',
        min: 1,
        max: 10,
        fields: [
          { name: 'title', label: 'Pergunta', widget: 'string' },
          { name: 'description', label: 'Resposta', widget: 'text' },
        ],
      },
      {
        name: 'features',
        label: 'Tópicos',
        label_singular: 'Tópico',
        widget: 'list',
        required: false,
        default: [],
        field: { label: 'Tópicos', widget: 'string' },
      },
      { name: 'icon', label: cmsField('icon', iconSchema).label, widget: 'icon', required: false },
      { name: 'colour', label: cmsField('colour', colourSchema).label, widget: 'select' },
      {
        name: 'company',
        label: cmsField('company', companyIdSchema).label,
        widget: 'relation',
        required: false,
        collection: cmsNames.files,
        file: cmsNames.companiesFile,
      },
      { name: 'to', label: cmsField('to', pagePathSchema).label, widget: 'relation', collection: cmsNames.pages },
      { name: 'width', label: 'Colunas', widget: 'number', value_type: 'int', min: 1, max: 9 },
      { name: 'open', label: 'Aberta', widget: 'boolean', required: false, default: false },
    ]);
    expect(faq.fields!.find((f) => f.name === 'title')!.required).toBeUndefined();
  });

  it('checks the patterns of the schemas, with the words of the message catalogue', () => {
    for (const { at, field, json } of allPairs.filter((p) => p.field.widget !== 'relation')) {
      expect(field.pattern?.[0], at).toBe(json.pattern);
      if (field.pattern) expect(field.pattern[1], at).toMatch(/^[A-ZÀ-Ú].{10,}\.$/);
      // The words show under a field of the form: never a YAML key to write ('number: "01"').
      if (field.pattern) expect(field.pattern[1], at).not.toMatch(/\b[a-z]+: "/);
    }
    expect(allFields.filter((f) => f.pattern).map((f) => f.name)).toEqual(
      expect.arrayContaining(['path', 'id', 'email', 'phone', 'number']),
    );
  });
});
