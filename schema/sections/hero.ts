import * as z from 'zod';
import { button, paragraph, text } from '../fields/index.ts';

export const heroSection = z
  .strictObject({
    type: z.literal('hero'),
    eyebrow: text.optional().describe('Texto curto acima do título, ex.: o nome da empresa.'),
    title: text.describe('O título principal da página.'),
    subtitle: text.optional().describe('Uma frase de efeito logo abaixo do título.'),
    text: paragraph.optional().describe('Um parágrafo de apresentação.'),
    buttons: z.array(button).max(3).default([]).describe('Até três botões.'),
    highlights: z
      .array(
        z.strictObject({
          value: text.describe('O número ou destaque, ex.: "+15 anos".'),
          label: text.describe('O que o número significa.'),
        }),
      )
      .max(4)
      .default([])
      .describe('Até quatro números de destaque mostrados abaixo dos botões.'),
  })
  .describe('Abertura da página: título grande, texto e botões.');
