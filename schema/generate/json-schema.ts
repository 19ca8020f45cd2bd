import * as z from 'zod';
import { companiesFileSchema } from '../company.ts';
import { formWords } from '../fields/form-words.ts';
import { pageSchema } from '../page.ts';
import { siteSchema } from '../site.ts';

/** Where the generated JSON Schemas live, relative to the project root. */
export const jsonSchemaDir = 'schema/json';

/**
 * JSON Schemas of the content files, generated from the zod schemas so that editors (VS Code with
 * the YAML extension) complete names, list allowed values and underline mistakes while typing.
 * They describe what an editor writes (`io: 'input'`); cross-file checks stay with `npm run validate`.
 * Each field's title is its label in the CMS's form, so the editor's hover names it as the form does.
 */
/** The form's label of a field as its JSON Schema title (only the label: the hints and choices are not the file's words). */
function titled({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const label = formWords.get(zodSchema)?.label;
  if (label) jsonSchema.title = label;
}

export function contentJsonSchemas(): Record<string, string> {
  const files = {
    'site.schema.json': siteSchema,
    'companies.schema.json': companiesFileSchema,
    'page.schema.json': pageSchema,
  };
  return Object.fromEntries(
    Object.entries(files).map(([name, schema]) => [
      name,
      `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any', override: titled }), null, 2)}\n`,
    ]),
  );
}
