import * as z from 'zod';
import { companiesFileSchema } from '../company.ts';
import { pageSchema } from '../page.ts';
import { siteSchema } from '../site.ts';

/** Where the generated JSON Schemas live, relative to the project root. */
export const jsonSchemaDir = 'schema/json';

/**
 * JSON Schemas of the content files, generated from the zod schemas so that editors (VS Code with
 * the YAML extension) complete names, list allowed values and underline mistakes while typing.
 * They describe what an editor writes (`io: 'input'`); cross-file checks stay with `npm run validate`.
 */
export function contentJsonSchemas(): Record<string, string> {
  const files = {
    'site.schema.json': siteSchema,
    'companies.schema.json': companiesFileSchema,
    'page.schema.json': pageSchema,
  };
  return Object.fromEntries(
    Object.entries(files).map(([name, schema]) => [
      name,
      `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }), null, 2)}\n`,
    ]),
  );
}
