import * as z from 'zod';
import {
  buttonSchema,
  emailSchema,
  formWords,
  itemList,
  layoutLimits,
  limitedText,
  pageLinkSchema,
  paragraphSchema,
  phoneSchema,
  siteAddressSchema,
  textSchema,
} from './fields/index.ts';
import { cmsSettingsSchema } from './cms.ts';
import { explained } from './messages/explained.ts';

export const siteSchema = z
  .strictObject({
    brand: z
      .strictObject({
        name: limitedText(
          layoutLimits.brandName,
          'Nome do grupo, usado no logotipo e nos títulos, ex.: "Grupo INVERO".',
        ).register(formWords, { label: 'Nome' }),
        tagline: textSchema.describe('A missão do grupo em uma frase.').register(formWords, { label: 'Missão' }),
      })
      .register(formWords, { label: 'Marca' }),
    url: siteAddressSchema,
    contact: z
      .strictObject({
        phone: phoneSchema
          .describe('Telefone mostrado no rodapé, com DDD, ex.: "(11) 3456-7890".')
          .register(formWords, { label: 'Telefone' }),
        email: emailSchema.describe('E-mail mostrado no rodapé.').register(formWords, { label: 'E-mail' }),
        hours: limitedText(layoutLimits.contactLine, 'Horário de atendimento, ex.: "Seg - Sex: 8h às 18h".').register(
          formWords,
          { label: 'Horário' },
        ),
        country: limitedText(layoutLimits.contactLine, 'País, mostrado no rodapé.').register(formWords, {
          label: 'País',
        }),
      })
      .register(formWords, { label: 'Contato' }),
    navigation: z
      .strictObject({
        links: itemList(pageLinkSchema)
          .min(1)
          .max(8)
          .describe(
            'Os links do cabeçalho, na ordem em que aparecem. Quando não cabem numa linha, o cabeçalho mostra o botão de menu, como no celular.',
          )
          .register(formWords, { label: 'Links', item: 'Link' }),
        contact: buttonSchema.describe('O botão de contato do cabeçalho.').register(formWords, { label: 'Contato' }),
        label: textSchema
          .describe('Nome acessível da navegação principal, ex.: "Navegação principal".')
          .register(formWords, { label: 'Texto' }),
        homeLabel: textSchema
          .describe('Nome acessível do logotipo, que leva à página inicial.')
          .register(formWords, { label: 'Texto do logotipo' }),
        openMenuLabel: textSchema
          .describe('Nome acessível do botão que abre o menu no celular.')
          .register(formWords, { label: 'Texto do botão que abre o menu' }),
        closeMenuLabel: textSchema
          .describe('Nome acessível do botão que fecha o menu no celular.')
          .register(formWords, { label: 'Texto do botão que fecha o menu' }),
        skipToContent: textSchema
          .describe('Link para pular direto ao conteúdo (para teclado e leitores de tela).')
          .register(formWords, { label: 'Link para pular ao conteúdo' }),
      })
      .register(formWords, { label: 'Navegação' }),
    footer: z
      .strictObject({
        blurb: limitedText(layoutLimits.footerBlurb, 'Texto sobre o grupo, abaixo do logotipo.', {
          lineFeeds: true,
        }).register(formWords, { label: 'Texto sobre o grupo' }),
        companiesTitle: limitedText(layoutLimits.footerHeading, 'Título da coluna das empresas.').register(formWords, {
          label: 'Título da lista de empresas',
        }),
        quickLinksTitle: limitedText(layoutLimits.footerHeading, 'Título da coluna dos links rápidos.').register(
          formWords,
          { label: 'Título dos links rápidos' },
        ),
        quickLinks: itemList(pageLinkSchema)
          .min(1)
          .max(8)
          .describe('Os links da coluna de links rápidos, na ordem em que aparecem.')
          .register(formWords, { label: 'Links rápidos', item: 'Link rápido' }),
        contactTitle: limitedText(layoutLimits.footerHeading, 'Título da coluna de contato.').register(formWords, {
          label: 'Título do contato',
        }),
        legalLinks: itemList(pageLinkSchema)
          .max(4)
          .describe('Os links da última linha do rodapé, ao lado dos direitos (privacidade, termos de uso).')
          .register(formWords, { label: 'Links legais', item: 'Link legal' }),
        rights: textSchema
          .describe('Texto após "© ano nome", ex.: "Todos os direitos reservados."')
          .register(formWords, { label: 'Direitos' }),
      })
      .register(formWords, { label: 'Rodapé' }),
    notice: z
      .strictObject({
        title: textSchema.describe('Título do aviso mostrado pelos botões.').register(formWords, { label: 'Título' }),
        text: paragraphSchema.describe('Texto do aviso.').register(formWords, { label: 'Texto' }),
        regionLabel: textSchema
          .describe('Nome acessível da área dos avisos (a tecla F8 leva até ela).')
          .register(formWords, { label: 'Nome da área dos avisos' }),
        closeLabel: textSchema
          .describe('Nome acessível do botão que fecha o aviso.')
          .register(formWords, { label: 'Texto do botão de fechar' }),
      })
      .register(formWords, { label: 'Aviso' }),
    seo: z
      .strictObject({
        defaultTitle: textSchema.describe('Título padrão das páginas.').register(formWords, { label: 'Título padrão' }),
        description: paragraphSchema
          .describe('Descrição padrão para buscadores.')
          .register(formWords, { label: 'Descrição' }),
      })
      .register(formWords, { label: 'Buscadores (SEO)' }),
    gallery: z
      .strictObject({
        title: textSchema.describe('Título da galeria.').register(formWords, { label: 'Título' }),
        intro: paragraphSchema
          .describe('Texto de apresentação, abaixo do título.')
          .register(formWords, { label: 'Introdução' }),
        exampleLabel: textSchema
          .describe('Título do YAML de exemplo ao lado de cada seção.')
          .register(formWords, { label: 'Título do exemplo' }),
      })
      .describe('A galeria de seções (só no "npm run dev", em /_secoes): textos para quem edita o site.')
      .register(formWords, {
        label: 'Galeria de seções',
        hint: 'Os textos da galeria de seções, a página de exemplos de quem desenvolve o site (não é publicada).',
      }),
    errorScreen: z
      .strictObject({
        title: textSchema
          .describe('Título da tela de erro inesperado, ex.: "Unexpected Application Error!".')
          .register(formWords, {
            label: 'Título',
            hint: 'O título da tela mostrada quando o site encontra um erro inesperado.',
          }),
      })
      .register(formWords, { label: 'Tela de erro' }),
    notFound: z
      .strictObject({
        title: textSchema
          .describe('Título da página de um endereço que não existe.')
          .register(formWords, { label: 'Título' }),
        text: paragraphSchema
          .describe('Texto abaixo do título: o que aconteceu e o que fazer.')
          .register(formWords, { label: 'Texto' }),
        backLabel: textSchema
          .describe('Texto do link de volta à página inicial.')
          .register(formWords, { label: 'Texto do link de volta' }),
      })
      .register(formWords, { label: 'Página não encontrada' }),
    cms: cmsSettingsSchema.optional().register(formWords, { label: 'Editor online' }),
  })
  // Where the public pages run, the editor cannot be out of their reach (docs/decisoes/o-editor-num-endereco-so-dele.md, "O editor
  // num endereço só dele"); the pages would also send a visitor of that address to itself, forever.
  .superRefine((site, ctx) => {
    const editorUrl = site.cms?.editorUrl;
    if (editorUrl !== undefined && editorUrl === new URL(site.url).origin) {
      ctx.addIssue({
        code: 'custom',
        path: ['cms', 'editorUrl'],
        input: editorUrl,
        ...explained('cms-editor-url-is-site'),
      });
    }
  })
  .describe('site.yaml: marca, contato, navegação, rodapé, aviso e textos gerais do site.');

export type Site = z.output<typeof siteSchema>;
