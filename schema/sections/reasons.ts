import * as z from 'zod';
import { iconItem, paragraph, text } from '../fields/index.ts';

export const reasonsSection = z
  .strictObject({
    type: z.literal('reasons'),
    title: text.describe('Título da seção, ex.: "Por Que Escolher a INVERO?".'),
    subtitle: paragraph.optional().describe('Texto abaixo do título.'),
    reasons: z.array(iconItem).min(1).max(6).describe('Os motivos, cada um com ícone, título e descrição.'),
  })
  .describe('Motivos para escolher a empresa, em cartões com ícone.');
