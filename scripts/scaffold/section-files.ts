/**
 * The files a new section type starts from: a schema, a valid example, a renderer with its CSS
 * module and a test, each working as it is, so that `npm run typecheck` passes at once and the tests
 * fail only where a word is left to write (the schema's description, marked as `leftToWrite`).
 */
import { leftToWrite } from './left-to-write.ts';
import { componentNameOf, schemaNameOf } from './section-names.ts';

/** Each new file's path from the project root, and its text. */
export function sectionFiles(type: string): Record<string, string> {
  const component = componentNameOf(type);
  const schemaName = schemaNameOf(type);
  return {
    [`schema/sections/${type}.ts`]: `import * as z from 'zod';
import { formWords, paragraphSchema, textSchema } from '../fields/index.ts';

export const ${schemaName} = z
  .strictObject({
    type: z.literal('${type}'),
    title: textSchema.describe('Título da seção.').register(formWords, { label: 'Título' }),
    text: paragraphSchema.optional().describe('Um parágrafo abaixo do título.').register(formWords, { label: 'Texto' }),
  })
  // ${leftToWrite}: the head of this description, up to its first ":", is the type's name in the CMS
  // ("Adicionar seção"); the whole of it tells editors, in the guide, what the section is for.
  .describe('Seção "${type}": um título e um parágrafo.');
`,
    [`schema/sections/${type}.example.yaml`]: `type: ${type}
title: Título da seção
text: Um parágrafo curto que apresenta o que esta seção mostra.
`,
    [`src/sections/${component}/${component}.tsx`]: `import type { SectionOf } from '../../../schema/sections/index.ts';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame.tsx';
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
import { loadSectionExamples } from '../../schema/sections/examples.ts';
import { renderSection } from './render.tsx';

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
}
