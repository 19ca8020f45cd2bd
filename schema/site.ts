import * as z from 'zod';
import {
  buttonSchema,
  formWords,
  layoutLimits,
  limitedText,
  pageLinkSchema,
  paragraphSchema,
  phoneSchema,
  siteAddressSchema,
  textSchema,
} from './fields/index.ts';
import { cmsSettingsSchema } from './cms.ts';
import { matching } from './messages/explained.ts';

export const siteSchema = z
  .strictObject({
    brand: z.strictObject({
      name: limitedText(layoutLimits.brandName, 'Nome do grupo, usado no logotipo e nos títulos, ex.: "Grupo INVERO".'),
      tagline: textSchema.describe('A missão do grupo em uma frase.'),
    }),
    url: siteAddressSchema,
    contact: z.strictObject({
      phone: phoneSchema.describe('Telefone mostrado no rodapé, com DDD, ex.: "(11) 3456-7890".'),
      email: matching(z.regexes.email, 'email', { format: 'email' }).describe('E-mail mostrado no rodapé.'),
      hours: limitedText(layoutLimits.contactLine, 'Horário de atendimento, ex.: "Seg - Sex: 8h às 18h".'),
      country: limitedText(layoutLimits.contactLine, 'País, mostrado no rodapé.'),
    }),
    navigation: z.strictObject({
      links: z
        .array(pageLinkSchema)
        .min(1)
        .max(8)
        .describe(
          'Os links do cabeçalho, na ordem em que aparecem. Quando não cabem numa linha, o cabeçalho mostra o botão de menu, como no celular.',
        ),
      contact: buttonSchema.describe('O botão de contato do cabeçalho.'),
      label: textSchema.describe('Nome acessível da navegação principal, ex.: "Navegação principal".'),
      homeLabel: textSchema.describe('Nome acessível do logotipo, que leva à página inicial.'),
      openMenuLabel: textSchema.describe('Nome acessível do botão que abre o menu no celular.'),
      closeMenuLabel: textSchema.describe('Nome acessível do botão que fecha o menu no celular.'),
      skipToContent: textSchema.describe('Link para pular direto ao conteúdo (para teclado e leitores de tela).'),
    }),
    footer: z.strictObject({
      blurb: limitedText(layoutLimits.footerBlurb, 'Texto sobre o grupo, abaixo do logotipo.', { lineFeeds: true }),
      companiesTitle: limitedText(layoutLimits.footerHeading, 'Título da coluna das empresas.'),
      quickLinksTitle: limitedText(layoutLimits.footerHeading, 'Título da coluna dos links rápidos.'),
      quickLinks: z.array(pageLinkSchema).min(1).max(8),
      contactTitle: limitedText(layoutLimits.footerHeading, 'Título da coluna de contato.'),
      legalLinks: z.array(pageLinkSchema).max(4),
      rights: textSchema.describe('Texto após "© ano nome", ex.: "Todos os direitos reservados."'),
    }),
    notice: z.strictObject({
      title: textSchema.describe('Título do aviso mostrado pelos botões.'),
      text: paragraphSchema.describe('Texto do aviso.'),
      regionLabel: textSchema.describe('Nome acessível da área dos avisos (a tecla F8 leva até ela).'),
      closeLabel: textSchema.describe('Nome acessível do botão que fecha o aviso.'),
    }),
    seo: z.strictObject({
      defaultTitle: textSchema.describe('Título padrão das páginas.'),
      description: paragraphSchema.describe('Descrição padrão para buscadores.'),
    }),
    gallery: z
      .strictObject({
        title: textSchema,
        intro: paragraphSchema,
        exampleLabel: textSchema.describe('Título do YAML de exemplo ao lado de cada seção.'),
      })
      .describe('A galeria de seções (só no "npm run dev", em /_secoes): textos para quem edita o site.')
      .register(formWords, {
        hint: 'Os textos da galeria de seções, a página de exemplos de quem desenvolve o site (não é publicada).',
      }),
    errorScreen: z.strictObject({
      title: textSchema
        .describe('Título da tela de erro inesperado, ex.: "Unexpected Application Error!".')
        .register(formWords, { hint: 'O título da tela mostrada quando o site encontra um erro inesperado.' }),
    }),
    notFound: z.strictObject({
      title: textSchema,
      text: paragraphSchema,
      backLabel: textSchema.describe('Texto do link de volta à página inicial.'),
    }),
    cms: cmsSettingsSchema.optional(),
  })
  .describe('site.yaml: marca, contato, navegação, rodapé, aviso e textos gerais do site.');

export type Site = z.output<typeof siteSchema>;
