import * as z from 'zod';
import { buttonSchema, paragraphSchema, textSchema } from '../fields/index.ts';

export const ctaSectionSchema = z
  .strictObject({
    type: z.literal('cta'),
    title: textSchema.describe('A chamada, ex.: "Pronto para começar?".'),
    text: paragraphSchema.optional().describe('Uma frase de apoio.'),
    buttons: z.array(buttonSchema).min(1).max(3).describe('Um a três botões.'),
  })
  .describe('Chamada final para ação, com botões.');
