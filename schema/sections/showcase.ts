import * as z from 'zod';
import { formWords, framedImage, iconItemSchema, itemList, paragraphSchema, textSchema } from '../fields/index.ts';

/**
 * The photo's box (src/sections/Showcase/Showcase.module.css `.figure`): 3:2 whatever the photo's own
 * shape; the width of the container on a phone, half of it beside the facts from 56rem.
 */
const photoFrame = { shape: { width: 3, height: 2 }, shownWidth: { phone: 342, computer: 528 } };

export const showcaseSectionSchema = z
  .strictObject({
    type: z.literal('showcase'),
    title: textSchema
      .describe('Título da seção, ex.: "Ambiente Moderno e Acolhedor".')
      .register(formWords, { label: 'Título' }),
    text: paragraphSchema.optional().describe('Um parágrafo de apresentação.').register(formWords, { label: 'Texto' }),
    facts: itemList(iconItemSchema)
      .min(1)
      .max(6)
      .describe('Fatos sobre o lugar, cada um com ícone, título e descrição.')
      .register(formWords, { label: 'Fatos', item: 'Fato' }),
    image: framedImage(photoFrame),
  })
  .describe('Um lugar apresentado com fatos ao lado de uma foto.');
