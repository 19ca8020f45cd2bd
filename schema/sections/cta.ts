import * as z from 'zod';
import { button, paragraph, text } from '../fields/index.ts';

export const ctaSection = z
  .strictObject({
    type: z.literal('cta'),
    title: text.describe('A chamada, ex.: "Pronto para começar?".'),
    text: paragraph.optional().describe('Uma frase de apoio.'),
    buttons: z.array(button).min(1).max(3).describe('Um a três botões.'),
  })
  .describe('Chamada final para ação, com botões.');
