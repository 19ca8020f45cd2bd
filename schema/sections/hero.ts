import * as z from 'zod';
import { buttonSchema, paragraphSchema, textSchema } from '../fields/index.ts';

export const heroSectionSchema = z
  .strictObject({
    type: z.literal('hero'),
    eyebrow: textSchema.optional().describe('Texto curto acima do título, ex.: o nome da empresa.'),
    title: textSchema.describe('O título principal da página.'),
    subtitle: textSchema.optional().describe('Uma frase de efeito logo abaixo do título.'),
    text: paragraphSchema.optional().describe('Um parágrafo de apresentação.'),
    buttons: z.array(buttonSchema).max(3).default([]).describe('Até três botões.'),
    highlights: z
      .array(
        z.strictObject({
          value: textSchema.describe('O número ou destaque, ex.: "+15 anos".'),
          label: textSchema.describe('O que o número significa.'),
        }),
      )
      .max(4)
      .default([])
      .describe('Até quatro números de destaque mostrados abaixo dos botões.'),
  })
  .describe('Abertura da página: título grande, texto e botões.');
