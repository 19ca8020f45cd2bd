/**
 * `npm run new:section -- <kebab-name>`: everything a new section type needs, registered in both
 * maps, so that `npm run typecheck` and `npm test` pass at once and the developer starts from a
 * working section (see src/sections/README.md for what to change next).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project/environment.ts';
import { sectionTypes } from '../schema/sections/index.ts';
import { register, registrationsOf } from './scaffold/register-section.ts';
import { sectionFiles } from './scaffold/section-files.ts';
import { componentNameOf, sectionNameRefusal } from './scaffold/section-names.ts';
import { runScript } from './lib/child-process.ts';
import { fail } from './lib/cli.ts';

const at = (file: string) => path.join(projectRoot, file);

const type = process.argv[2] ?? '';
const files = sectionFiles(type);
const registrations = registrationsOf(type);
// The modules the new names go into: the two registrations and the new files.
const importers = [...registrations.map(({ file }) => readFileSync(at(file), 'utf8')), ...Object.values(files)];
const refusal = sectionNameRefusal(type, sectionTypes, importers);
if (refusal) fail(`✖ ${refusal}`);
for (const file of Object.keys(files)) if (existsSync(at(file))) fail(`✖ ${file} já existe.`);

for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), text);
  console.log(`✔ criado ${file}`);
}
for (const registration of registrations) {
  if (!register(registration)) fail(`✖ Não encontrei onde registrar o tipo em ${registration.file}.`);
  console.log(`✔ registrado em ${registration.file}`);
}

// The JSON Schemas, the editors' guide and the CMS's configuration list the section types: regenerate them with the new type in.
const regenerate = runScript('schema.ts', { output: 'inherit' });
if (regenerate.status !== 0) {
  fail('✖ Não consegui atualizar os JSON Schemas, o guia e a configuração do CMS: rode "npm run schema".');
}
const component = componentNameOf(type);
console.log(`
Próximos passos: dê forma aos campos em schema/sections/${type}.ts, ao exemplo em
schema/sections/${type}.example.yaml e ao desenho em src/sections/${component}/; depois rode
"npm run schema" (JSON Schemas, guia e configuração do CMS) e "npm test".`);
