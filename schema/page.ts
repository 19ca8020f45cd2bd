import * as z from 'zod';
import { companyId, pagePathDefinition, paragraph, text } from './fields/index.ts';
import { section } from './sections/index.ts';

export const page = z
  .strictObject({
    path: pagePathDefinition,
    title: text.describe('Título da aba do navegador e dos resultados de busca.'),
    description: paragraph.describe('Resumo da página para buscadores e redes sociais (até ~160 caracteres).'),
    company: companyId.optional().describe('A empresa desta página; a página usa a cor dela.'),
    sections: z.array(section).min(1).describe('As seções da página, de cima para baixo.'),
  })
  .describe('Uma página do site: endereço, título, descrição e seções.');

export type Page = z.output<typeof page>;
