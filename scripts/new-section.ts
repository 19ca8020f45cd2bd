/**
 * `npm run new:section -- <kebab-name>`: everything a new section type needs, registered in both
 * maps, so that `npm run typecheck` and `npm test` pass at once and the developer starts from a
 * working section (see src/sections/README.md for what to change next).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionTypes } from '../schema/sections/index.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (file: string) => path.join(projectRoot, file);

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const type = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(type)) {
  fail('Diga o nome do novo tipo em kebab-case, por exemplo: npm run new:section -- testimonials');
}
if ((sectionTypes as string[]).includes(type)) fail(`O tipo de seção "${type}" já existe.`);

const component = type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const schemaName = `${component.charAt(0).toLowerCase()}${component.slice(1)}SectionSchema`;

const files: Record<string, string> = {
  [`schema/sections/${type}.ts`]: `import * as z from 'zod';
import { paragraphSchema, textSchema } from '../fields/index.ts';

export const ${schemaName} = z
  .strictObject({
    type: z.literal('${type}'),
    title: textSchema.describe('Título da seção.'),
    text: paragraphSchema.optional().describe('Um parágrafo abaixo do título.'),
  })
  .describe('Seção "${type}": um título e um parágrafo.');
`,
  [`schema/sections/${type}.example.yaml`]: `type: ${type}
title: Título da seção
text: Um parágrafo curto que apresenta o que esta seção mostra.
`,
  [`src/sections/${component}/${component}.tsx`]: `import type { SectionOf } from '../../../schema/sections';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import styles from './${component}.module.css';

export function ${component}({ title, text }: SectionOf<'${type}'>) {
  return <SectionFrame title={title}>{text && <p className={styles.text}>{text}</p>}</SectionFrame>;
}
`,
  [`src/sections/${component}/${component}.module.css`]: `.text {
  max-width: 44rem;
  margin: 0 auto;
  font-size: var(--text-lg);
  color: var(--ink-muted);
  text-align: center;
}
`,
  [`tests/sections/${type}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { loadSectionExamples } from '../../schema/sections/examples';
import { renderSection } from './render';

describe('the ${type} section', () => {
  it('renders its example with its title and text', () => {
    const result = loadSectionExamples();
    if (!result.ok) throw new Error('examples do not validate');
    const example = result.examples.find((candidate) => candidate.type === '${type}')!;
    if (example.section.type !== '${type}') throw new Error('wrong example');
    const html = renderSection(example.section);
    expect(html).toContain(example.section.title);
    if (example.section.text) expect(html).toContain(example.section.text);
  });
});
`,
};

for (const file of Object.keys(files)) if (existsSync(at(file))) fail(`${file} já existe.`);

/** Adds an import after the last import and an entry before the end of the list or map. */
function register(file: string, importLine: string, listEnd: string, entry: string) {
  const source = readFileSync(at(file), 'utf8');
  const lastImport = source.lastIndexOf('\nimport ');
  const afterImports = source.indexOf('\n', lastImport + 1) + 1;
  const end = source.indexOf(listEnd, afterImports);
  if (lastImport === -1 || end === -1) fail(`Não encontrei onde registrar o tipo em ${file}.`);
  writeFileSync(
    at(file),
    source.slice(0, afterImports) + importLine + source.slice(afterImports, end) + entry + source.slice(end),
  );
}

for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), text);
  console.log(`✔ criado ${file}`);
}
register(
  'schema/sections/index.ts',
  `import { ${schemaName} } from './${type}.ts';\n`,
  '] as const;',
  `  ${schemaName},\n`,
);
console.log('✔ registrado em schema/sections/index.ts');
register(
  'src/sections/index.ts',
  `import { ${component} } from './${component}/${component}';\n`,
  '\n};',
  `\n  ${type.includes('-') ? `'${type}'` : type}: ${component},`,
);
console.log('✔ registrado em src/sections/index.ts');

// The editor's JSON Schemas list the section types: regenerate them with the new type in.
const regenerate = spawnSync(process.execPath, ['--import', 'tsx', at('scripts/schema.ts')], { stdio: 'inherit' });
if (regenerate.status !== 0) fail('Não consegui atualizar os JSON Schemas: rode "npm run schema".');
console.log(`
Próximos passos: dê forma aos campos em schema/sections/${type}.ts, ao exemplo em
schema/sections/${type}.example.yaml e ao desenho em src/sections/${component}/; depois rode
"npm run schema" (ajuda do editor e guia) e "npm test".`);
