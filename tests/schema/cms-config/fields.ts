/** The generated CMS configuration beside the schemas' JSON Schemas: each CMS field paired with the schema it edits. */
import path from 'node:path';
import * as z from 'zod';
import { companiesFileSchema } from '../../../schema/company.ts';
import { cmsConfig } from '../../../schema/generate/cms-config.ts';
import type { CmsField } from '../../../schema/generate/cms-field.ts';
import { cmsNames } from '../../../schema/generate/cms-fields.ts';
import { pageSchema } from '../../../schema/page.ts';
import { siteSchema } from '../../../schema/site.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');
export const config = cmsConfig();
export const [pages, files] = config.collections;

/** The JSON Schema of what an editor writes: an account of the zod schemas made apart from the CMS generator. */
export interface Json {
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  oneOf?: Json[];
  anyOf?: Json[];
  description?: string;
  const?: unknown;
  pattern?: string;
}
export const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

/**
 * Not for editors, the CMS shows no field for them (see cms-fields.ts): the online editor's own
 * settings, set up with the publishing; what the spec fixes; what only developers see.
 */
export const notForEditors = [
  'site.yaml.cms',
  'site.yaml.notice.regionLabel',
  'site.yaml.errorScreen',
  'site.yaml.gallery',
];

export const contentFiles = [
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
export const mismatches: string[] = [];

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

export const allPairs = contentFiles.flatMap(({ file, schema, fields }) => pairs(fields, jsonOf(schema), file));
export const allFields = allPairs.map((p) => p.field);

/** The field a folded item's summary shows, and what it says while that field is empty. */
export const summaryParts = (summary = '') =>
  /\{\{fields\.(\w+) \| default\('([^']+)'\)\}\}/.exec(summary)?.slice(1) ?? [];

export const optionValues = (field: CmsField) =>
  field.options!.map((option) => (typeof option === 'string' ? option : option.value));
