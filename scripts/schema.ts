/** `npm run schema`: writes the content files' JSON Schemas (editor help) from the zod schemas. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentJsonSchemas, jsonSchemaDir } from '../schema/json-schema.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(projectRoot, jsonSchemaDir);
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(contentJsonSchemas())) {
  writeFileSync(path.join(dir, name), text);
  console.log(`✔ ${jsonSchemaDir}/${name}`);
}
