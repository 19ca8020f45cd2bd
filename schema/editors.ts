import * as z from 'zod';
import { companyIdDefinitionSchema, emailSchema, formWords, textSchema } from './fields/index.ts';

/**
 * What a person may change besides her companies' pages: `site` (the site's settings, the companies
 * and the group's own pages, the home page among them) or `all` (everything in content/).
 */
export const wideRights = ['site', 'all'] as const;
export type WideRight = (typeof wideRights)[number];

/**
 * One right of a person: a company's id (the pages of that company, and new pages she makes for it),
 * or one of the wide rights. Which company ids exist is checked across files, against companies.yaml
 * (load/editors.ts), as every other mention of a company is.
 */
export const editorRightSchema = companyIdDefinitionSchema.describe(
  'O que a pessoa pode mudar: o id de uma empresa (as páginas dela), "site" (configurações, empresas e a página inicial) ou "all" (todo o conteúdo).',
);

export const editorSchema = z
  .strictObject({
    name: textSchema
      .describe('O nome da pessoa, como aparece em cada mudança que ela publica, ex.: "Ana Souza".')
      .register(formWords, { label: 'Nome' }),
    email: emailSchema
      .describe('O e-mail com que ela entra no editor online (o código chega nele), ex.: "ana@grupoinvero.com.br".')
      .register(formWords, { label: 'E-mail' }),
    edits: z
      .array(editorRightSchema)
      .min(1)
      .describe('O que ela pode mudar: ids de empresas, "site" ou "all".')
      .register(formWords, { label: 'Pode mudar', item: 'Direito' }),
  })
  .describe('Uma pessoa que edita o site online, entrando com um código por e-mail.');

/**
 * editors.yaml, at the repository's root: who may sign in to the online editor by e-mail
 * (`cms.signIn: email`) and what each may change. The site's function reads it on every request;
 * it is changed only through GitHub, never by the editor.
 */
export const editorsFileSchema = z
  .strictObject({
    editors: z.array(editorSchema).min(1).register(formWords, { label: 'Quem edita', item: 'Pessoa' }),
  })
  .describe('editors.yaml: quem edita o site online e o que cada pessoa pode mudar.');

export type Editor = z.output<typeof editorSchema>;

/** Where the list lives, from the repository's root. */
export const editorsFile = 'editors.yaml';

/** An e-mail address as the list and Cloudflare Access are compared: case does not tell two people apart. */
export const sameAddress = (address: string) => address.trim().toLowerCase();
