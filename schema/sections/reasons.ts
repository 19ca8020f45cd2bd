import * as z from 'zod';
import { formWords, iconItemSchema, itemList, paragraphSchema, textSchema } from '../fields/index.ts';

export const reasonsSectionSchema = z
  .strictObject({
    type: z.literal('reasons'),
    title: textSchema
      .describe('Título da seção, ex.: "Por Que Escolher a INVERO?".')
      .register(formWords, { label: 'Título' }),
    subtitle: paragraphSchema
      .optional()
      .describe('Texto abaixo do título.')
      .register(formWords, { label: 'Subtítulo' }),
    reasons: itemList(iconItemSchema)
      .min(1)
      .max(6)
      .describe('Os motivos, cada um com ícone, título e descrição.')
      .register(formWords, { label: 'Motivos', item: 'Motivo' }),
  })
  .describe('Motivos para escolher a empresa, em cartões com ícone.');
