import * as z from 'zod';
import { button, pageLink, paragraph, siteAddress, text } from './fields/index.ts';
import { rule } from './rules.ts';

export const site = z
  .strictObject({
    brand: z.strictObject({
      name: text.describe('Nome do grupo, usado no logotipo e nos títulos, ex.: "Grupo INVERO".'),
      tagline: text.describe('A missão do grupo em uma frase.'),
    }),
    url: siteAddress,
    contact: z.strictObject({
      phone: text.describe('Telefone mostrado no rodapé.'),
      email: z.email(rule('email')).describe('E-mail mostrado no rodapé.'),
      hours: text.describe('Horário de atendimento, ex.: "Seg - Sex: 8h às 18h".'),
      country: text.describe('País, mostrado no rodapé.'),
    }),
    navigation: z.strictObject({
      links: z.array(pageLink).min(1).max(8).describe('Os links do cabeçalho, na ordem em que aparecem.'),
      contact: button.describe('O botão de contato do cabeçalho.'),
      label: text.describe('Nome acessível da navegação principal, ex.: "Navegação principal".'),
      homeLabel: text.describe('Nome acessível do logotipo, que leva à página inicial.'),
      openMenuLabel: text.describe('Nome acessível do botão que abre o menu no celular.'),
      closeMenuLabel: text.describe('Nome acessível do botão que fecha o menu no celular.'),
      skipToContent: text.describe('Link para pular direto ao conteúdo (para teclado e leitores de tela).'),
    }),
    footer: z.strictObject({
      blurb: paragraph.describe('Texto sobre o grupo, abaixo do logotipo.'),
      companiesTitle: text,
      quickLinksTitle: text,
      quickLinks: z.array(pageLink).min(1).max(8),
      contactTitle: text,
      legalLinks: z.array(pageLink).max(4),
      rights: text.describe('Texto após "© ano nome", ex.: "Todos os direitos reservados."'),
    }),
    notice: z.strictObject({
      title: text.describe('Título do aviso mostrado pelos botões.'),
      text: paragraph.describe('Texto do aviso.'),
      regionLabel: text.describe('Nome acessível da área dos avisos (a tecla F8 leva até ela).'),
      closeLabel: text.describe('Nome acessível do botão que fecha o aviso.'),
    }),
    seo: z.strictObject({
      defaultTitle: text.describe('Título padrão das páginas.'),
      description: paragraph.describe('Descrição padrão para buscadores.'),
    }),
    gallery: z
      .strictObject({
        title: text,
        intro: paragraph,
        exampleLabel: text.describe('Título do YAML de exemplo ao lado de cada seção.'),
      })
      .describe('A galeria de seções (só no "npm run dev", em /_secoes): textos para quem edita o site.'),
    errorScreen: z.strictObject({
      title: text.describe('Título da tela de erro inesperado, ex.: "Unexpected Application Error!".'),
    }),
    notFound: z.strictObject({
      title: text,
      text: paragraph,
      backLabel: text.describe('Texto do link de volta à página inicial.'),
    }),
  })
  .describe('site.yaml: marca, contato, navegação, rodapé, aviso e textos gerais do site.');

export type Site = z.output<typeof site>;
