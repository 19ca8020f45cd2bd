import * as z from 'zod';
import { iconItemSchema, imageSchema, paragraphSchema, textSchema } from '../fields/index.ts';

export const showcaseSectionSchema = z
  .strictObject({
    type: z.literal('showcase'),
    title: textSchema.describe('Título da seção, ex.: "Ambiente Moderno e Acolhedor".'),
    text: paragraphSchema.optional().describe('Um parágrafo de apresentação.'),
    facts: z
      .array(iconItemSchema)
      .min(1)
      .max(6)
      .describe('Fatos sobre o lugar, cada um com ícone, título e descrição.'),
    image: imageSchema,
  })
  .describe('Um lugar apresentado com fatos ao lado de uma foto.');
