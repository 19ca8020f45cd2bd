import * as z from 'zod';
import { paragraph, text } from '../fields/index.ts';
import { rule } from '../rules.ts';

/** One step of a process. */
export const step = z.strictObject({
  number: z
    .string()
    .regex(/^\d{1,3}$/, rule('step-number'))
    .optional()
    .describe('Número da etapa entre aspas, ex.: "01". Sem ele, a ordem da lista numera as etapas.'),
  title: text.describe('Nome da etapa.'),
  description: paragraph.describe('O que acontece nesta etapa.'),
});

export const stepsSection = z
  .strictObject({
    type: z.literal('steps'),
    title: text.describe('Título da seção.'),
    subtitle: paragraph.optional().describe('Texto abaixo do título.'),
    steps: z.array(step).min(1).max(12).describe('As etapas, na ordem em que acontecem.'),
  })
  .transform((section) => ({
    ...section,
    steps: section.steps.map((step, index) => ({
      ...step,
      number: step.number ?? String(index + 1).padStart(2, '0'),
    })),
  }))
  .describe('Um processo em etapas numeradas (01, 02, …).');
