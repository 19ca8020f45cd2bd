import * as z from 'zod';
import { formWords, iconItemSchema, imageSchema, paragraphSchema, textSchema } from '../fields/index.ts';

export const showcaseSectionSchema = z
  .strictObject({
    type: z.literal('showcase'),
    title: textSchema
      .describe('Título da seção, ex.: "Ambiente Moderno e Acolhedor".')
      .register(formWords, { label: 'Título' }),
    text: paragraphSchema.optional().describe('Um parágrafo de apresentação.').register(formWords, { label: 'Texto' }),
    facts: z
      .array(iconItemSchema)
      .min(1)
      .max(6)
      .describe('Fatos sobre o lugar, cada um com ícone, título e descrição.')
      .register(formWords, { label: 'Fatos', item: 'Fato' }),
    image: imageSchema,
  })
  .describe('Um lugar apresentado com fatos ao lado de uma foto.');
