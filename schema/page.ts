import * as z from 'zod';
import { companyIdSchema, pagePathDefinitionSchema, paragraphSchema, textSchema } from './fields/index.ts';
import { sectionSchema } from './sections/index.ts';

export const pageSchema = z
  .strictObject({
    path: pagePathDefinitionSchema,
    title: textSchema.describe('Título da aba do navegador e dos resultados de busca.'),
    description: paragraphSchema.describe('Resumo da página para buscadores e redes sociais (até ~160 caracteres).'),
    company: companyIdSchema.optional().describe('A empresa desta página; a página usa a cor dela.'),
    sections: z.array(sectionSchema).min(1).describe('As seções da página, de cima para baixo.'),
  })
  .describe('Uma página do site: endereço, título, descrição e seções.');

export type Page = z.output<typeof pageSchema>;
