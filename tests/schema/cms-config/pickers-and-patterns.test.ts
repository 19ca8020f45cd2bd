import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { companiesFileSchema } from '../../../schema/company.ts';
import {
  colourSchema,
  companyIdSchema,
  formWords,
  iconSchema,
  pagePathSchema,
  paragraphSchema,
  textSchema,
} from '../../../schema/fields/index.ts';
import { cmsField, cmsFields, cmsNames } from '../../../schema/generate/cms-fields.ts';
import { pageSchema } from '../../../schema/page.ts';
import { sectionSchemas } from '../../../schema/sections/index.ts';
import { keysAt } from '../../../schema/walk.ts';
import { allPairs, allFields } from './fields.ts';

describe('Decap CMS configuration', () => {
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
