import * as z from 'zod';
import { iconItemSchema, paragraphSchema, textSchema } from '../fields/index.ts';

export const reasonsSectionSchema = z
  .strictObject({
    type: z.literal('reasons'),
    title: textSchema.describe('Título da seção, ex.: "Por Que Escolher a INVERO?".'),
    subtitle: paragraphSchema.optional().describe('Texto abaixo do título.'),
    reasons: z.array(iconItemSchema).min(1).max(6).describe('Os motivos, cada um com ícone, título e descrição.'),
  })
  .describe('Motivos para escolher a empresa, em cartões com ícone.');
