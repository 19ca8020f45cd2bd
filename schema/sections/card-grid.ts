import * as z from 'zod';
import { card, companyId, paragraph, text } from '../fields/index.ts';
import { rule } from '../rules.ts';

export const cardGridSection = z
  .strictObject({
    type: z.literal('card-grid'),
    title: text.describe('Título da seção.'),
    subtitle: paragraph.optional().describe('Texto abaixo do título.'),
    cards: z.array(card).min(1).max(8).optional().describe('Os cartões escritos aqui mesmo.'),
    companies: z
      .array(companyId)
      .min(1)
      .max(8)
      .optional()
      .describe('Ou: os ids das empresas de companies.yaml a mostrar como cartões.'),
    linkLabel: text.optional().describe('Com companies: o texto do link de cada cartão, ex.: "Saiba Mais".'),
  })
  .superRefine((section, ctx) => {
    if ((section.cards === undefined) === (section.companies === undefined)) {
      ctx.addIssue({ code: 'custom', input: section, message: rule('cards-or-companies').error });
    } else if (section.companies !== undefined && section.linkLabel === undefined) {
      ctx.addIssue({ code: 'custom', input: section, message: rule('link-label').error });
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
