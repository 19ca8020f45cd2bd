import * as z from 'zod';
import {
  cardSchema,
  companyIdSchema,
  formWords,
  itemList,
  layoutLimits,
  limitedText,
  sectionHeadingFields,
} from '../fields/index.ts';
import { explained } from '../messages/explained.ts';

export const cardGridSectionSchema = z
  .strictObject({
    type: z.literal('card-grid'),
    ...sectionHeadingFields,
    cards: itemList(cardSchema)
      .min(1)
      .max(8)
      .optional()
      .describe('Os cartões escritos aqui mesmo.')
      .register(formWords, { label: 'Cartões', item: 'Cartão' }),
    companies: z
      .array(companyIdSchema)
      .min(1)
      .max(8)
      .optional()
      .describe('Ou: os ids das empresas de companies.yaml a mostrar como cartões.')
      .register(formWords, {
        label: 'Empresas',
        item: 'Empresa',
        hint: 'Ou, no lugar dos cartões: as empresas do grupo, cada uma com o seu cartão (o de Site e empresas › Empresas).',
      }),
    linkLabel: limitedText(layoutLimits.linkLabel, 'Com companies: o texto do link de cada cartão, ex.: "Saiba Mais".')
      .optional()
      .register(formWords, {
        label: 'Texto do link',
        hint: 'Com Empresas: o texto do link de cada cartão, ex.: "Saiba Mais".',
      }),
  })
  .superRefine((section, ctx) => {
    if ((section.cards === undefined) === (section.companies === undefined)) {
      ctx.addIssue({ code: 'custom', input: section, ...explained('cards-or-companies') });
    } else if (section.companies !== undefined && section.linkLabel === undefined) {
      ctx.addIssue({ code: 'custom', input: section, ...explained('link-label') });
    }
  })
  // The renderer gets one of two shapes instead of two optional lists it would have to re-check.
  .transform(({ cards, companies, linkLabel, ...rest }) => ({
    ...rest,
    items:
      companies !== undefined
        ? ({ kind: 'companies', ids: companies, linkLabel: linkLabel ?? '' } as const)
        : ({ kind: 'cards', cards: cards ?? [] } as const),
  }))
  .describe('Uma grade de cartões: serviços, tratamentos, valores ou as empresas do grupo.');
