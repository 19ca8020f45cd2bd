import * as z from 'zod';
import { buttonSchema, formWords, itemList, paragraphSchema, textSchema } from '../fields/index.ts';

export const heroSectionSchema = z
  .strictObject({
    type: z.literal('hero'),
    eyebrow: textSchema
      .optional()
      .describe('Texto curto acima do título, ex.: o nome da empresa.')
      .register(formWords, { label: 'Texto acima do título' }),
    title: textSchema.describe('O título principal da página.').register(formWords, { label: 'Título' }),
    subtitle: textSchema
      .optional()
      .describe('Uma frase de efeito logo abaixo do título.')
      .register(formWords, { label: 'Subtítulo' }),
    text: paragraphSchema.optional().describe('Um parágrafo de apresentação.').register(formWords, { label: 'Texto' }),
    buttons: itemList(buttonSchema)
      .max(3)
      .default([])
      .describe('Até três botões.')
      .register(formWords, { label: 'Botões', item: 'Botão' }),
    highlights: itemList(
      z.strictObject({
        value: textSchema.describe('O número ou destaque, ex.: "+15 anos".').register(formWords, { label: 'Valor' }),
        label: textSchema.describe('O que o número significa.').register(formWords, { label: 'Texto' }),
      }),
    )
      .max(4)
      .default([])
      .describe('Até quatro números de destaque mostrados abaixo dos botões.')
      .register(formWords, { label: 'Destaques', item: 'Destaque' }),
  })
  .describe('Abertura da página: título grande, texto e botões.');
