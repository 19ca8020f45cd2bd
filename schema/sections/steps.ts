import * as z from 'zod';
import { formWords, itemList, paragraphSchema, sectionHeadingFields, textSchema } from '../fields/index.ts';
import { matching } from '../messages/explained.ts';

/** One step of a process. */
export const stepSchema = z.strictObject({
  number: matching(/^\d{1,3}$/, 'step-number')
    .optional()
    .describe('Número da etapa entre aspas, ex.: "01". Sem ele, a ordem da lista numera as etapas.')
    .register(formWords, {
      label: 'Número',
      hint: 'Número da etapa, ex.: 01. Em branco, a ordem da lista numera as etapas.',
    }),
  title: textSchema.describe('Nome da etapa.').register(formWords, { label: 'Título' }),
  description: paragraphSchema.describe('O que acontece nesta etapa.').register(formWords, { label: 'Descrição' }),
});

export const stepsSectionSchema = z
  .strictObject({
    type: z.literal('steps'),
    ...sectionHeadingFields,
    steps: itemList(stepSchema)
      .min(1)
      .max(12)
      .describe('As etapas, na ordem em que acontecem.')
      .register(formWords, { label: 'Etapas', item: 'Etapa' }),
  })
  .transform((section) => ({
    ...section,
    steps: section.steps.map((step, index) => ({
      ...step,
      number: step.number ?? String(index + 1).padStart(2, '0'),
    })),
  }))
  .describe('Um processo em etapas numeradas (01, 02, …).');
