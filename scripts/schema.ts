/**
 * `npm run schema`: regenerates what editors get from the zod schemas: the content files' JSON
 * Schemas (completion and checks in the editor), the generated parts of content/LEIA-ME.md and
 * the Decap CMS configuration (admin/config.yml).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project/environment.ts';
import { cmsConfigFile, cmsConfigYaml } from '../schema/generate/cms-config.ts';
import { guideFile, renderGuide } from '../schema/generate/guide.ts';
import { contentJsonSchemas, jsonSchemaDir } from '../schema/generate/json-schema.ts';

const dir = path.join(projectRoot, jsonSchemaDir);
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(contentJsonSchemas())) {
  writeFileSync(path.join(dir, name), text);
  console.log(`✔ ${jsonSchemaDir}/${name}`);
}
writeFileSync(path.join(projectRoot, guideFile), renderGuide(projectRoot));
console.log(`✔ ${guideFile}`);
writeFileSync(path.join(projectRoot, cmsConfigFile), cmsConfigYaml());
console.log(`✔ ${cmsConfigFile}`);
