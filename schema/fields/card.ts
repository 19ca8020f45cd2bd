import * as z from 'zod';
import { colourSchema } from './colour.ts';
import { formWords } from './form-words.ts';
import { iconSchema } from './icon.ts';
import { layoutLimits, limitedText, paragraphSchema, textSchema } from './text.ts';

/** A short item with an icon: a reason to choose us, a fact about a place. */
export const iconItemSchema = z
  .strictObject({
    icon: iconSchema,
    title: textSchema.describe('Título do item.').register(formWords, { label: 'Título' }),
    description: paragraphSchema
      .describe('Uma ou duas frases sobre o item.')
      .register(formWords, { label: 'Descrição' }),
  })
  .describe('Um item com ícone, título e descrição.');

/** One line of a card's list of features (a service card's, a company's). */
export const cardFeatureSchema = limitedText(layoutLimits.cardFeature, 'Um tópico do cartão.');

/** A service, treatment or value card. */
export const cardSchema = z
  .strictObject({
    icon: iconSchema,
    title: limitedText(layoutLimits.cardTitle, 'Título do cartão.').register(formWords, { label: 'Título' }),
    description: limitedText(layoutLimits.cardDescription, 'Uma ou duas frases sobre o serviço.', {
      lineFeeds: true,
    }).register(formWords, { label: 'Descrição' }),
    features: z
      .array(cardFeatureSchema)
      .min(1)
      .max(6)
      .optional()
      .describe('Lista de tópicos do cartão (normalmente quatro), um por linha começando com "- ".')
      .register(formWords, {
        label: 'Tópicos',
        item: 'Tópico',
        hint: 'Os tópicos do cartão, normalmente quatro: um por item; "Adicionar tópico" acrescenta outro.',
      }),
    colour: colourSchema.optional().describe('Cor de destaque do cartão; sem ela, vale a cor da página.'),
  })
  .describe('Um cartão: ícone, título, descrição e, se quiser, tópicos.');

export type IconItem = z.output<typeof iconItemSchema>;
