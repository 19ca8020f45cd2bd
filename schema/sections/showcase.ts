import * as z from 'zod';
import { iconItem, image, paragraph, text } from '../fields/index.ts';

export const showcaseSection = z
  .strictObject({
    type: z.literal('showcase'),
    title: text.describe('Título da seção, ex.: "Ambiente Moderno e Acolhedor".'),
    text: paragraph.optional().describe('Um parágrafo de apresentação.'),
    facts: z.array(iconItem).min(1).max(6).describe('Fatos sobre o lugar, cada um com ícone, título e descrição.'),
    image,
  })
  .describe('Um lugar apresentado com fatos ao lado de uma foto.');
