import * as z from 'zod';
import { colour } from './colour.ts';
import { icon } from './icon.ts';
import { paragraph, text } from './text.ts';

/** A short item with an icon: a reason to choose us, a fact about a place. */
export const iconItem = z
  .strictObject({
    icon,
    title: text.describe('Título do item.'),
    description: paragraph.describe('Uma ou duas frases sobre o item.'),
  })
  .describe('Um item com ícone, título e descrição.');

/** A service, treatment or value card. */
export const card = z
  .strictObject({
    icon,
    title: text.describe('Título do cartão.'),
    description: paragraph.describe('Uma ou duas frases sobre o serviço.'),
    features: z
      .array(text)
      .min(1)
      .max(6)
      .optional()
      .describe('Lista de tópicos do cartão (normalmente quatro), um por linha começando com "- ".'),
    colour: colour.optional().describe('Cor de destaque do cartão; sem ela, vale a cor da página.'),
  })
  .describe('Um cartão: ícone, título, descrição e, se quiser, tópicos.');

export type IconItem = z.output<typeof iconItem>;
