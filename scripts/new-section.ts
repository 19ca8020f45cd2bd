/**
 * `npm run new:section -- <kebab-name>`: everything a new section type needs that a tool can write,
 * registered in both maps, so that `npm run typecheck` passes at once and the developer starts from a
 * working section; what only they can write (the type's name for editors, its entry in the product's
 * description) is marked, and the section contract test names it until it is written. The rest of
 * the recipe: src/sections/README.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project/environment.ts';
import { sectionTypes } from '../schema/sections/index.ts';
import { addProductEntry, leftToWrite, productDocFile } from './scaffold/left-to-write.ts';
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
if (!addProductEntry(type)) fail(`✖ Não encontrei a lista dos tipos de seção em ${productDocFile} (§4).`);
console.log(`✔ ${productDocFile}: o tipo entrou na lista do §4, com um ${leftToWrite} para você escrever`);

// The JSON Schemas, the editors' guide and the CMS's configuration list the section types: regenerate them with the new type in.
const regenerate = runScript('schema.ts', { output: 'inherit' });
if (regenerate.status !== 0) {
  fail('✖ Não consegui atualizar os JSON Schemas, o guia e a configuração do CMS: rode "npm run schema".');
}
const component = componentNameOf(type);
console.log(`
Falta o que só você escreve, marcado com ${leftToWrite} (o teste de contrato das seções aponta
cada um até ser escrito): o nome do tipo no CMS, no .describe() de schema/sections/${type}.ts, e o
que a seção mostra, em ${productDocFile} §4. Depois: os campos, o exemplo
(schema/sections/${type}.example.yaml) e o desenho (src/sections/${component}/), e o resto da receita
em src/sections/README.md.`);
