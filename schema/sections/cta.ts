import * as z from 'zod';
import { buttonSchema, formWords, itemList, paragraphSchema, textSchema } from '../fields/index.ts';

export const ctaSectionSchema = z
  .strictObject({
    type: z.literal('cta'),
    title: textSchema.describe('A chamada, ex.: "Pronto para começar?".').register(formWords, { label: 'Título' }),
    text: paragraphSchema.optional().describe('Uma frase de apoio.').register(formWords, { label: 'Texto' }),
    buttons: itemList(buttonSchema)
      .min(1)
      .max(3)
      .describe('Um a três botões.')
      .register(formWords, { label: 'Botões', item: 'Botão' }),
  })
  .describe('Chamada final para ação, com botões.');
