import * as z from 'zod';
import {
  companyIdSchema,
  formWords,
  imageSchema,
  pagePathDefinitionSchema,
  paragraphSchema,
  scheduleField,
  textSchema,
} from './fields/index.ts';
import { sectionSchema } from './sections/index.ts';

export const pageSchema = z
  .strictObject({
    path: pagePathDefinitionSchema,
    title: textSchema
      .describe('Título da aba do navegador e dos resultados de busca.')
      .register(formWords, { label: 'Título' }),
    description: paragraphSchema
      .describe('Resumo da página para buscadores e redes sociais (até ~160 caracteres).')
      .register(formWords, { label: 'Descrição' }),
    company: companyIdSchema.optional().describe('A empresa desta página; a página usa a cor dela.'),
    sharePhoto: imageSchema
      .optional()
      .describe(
        'A foto que aparece quando alguém compartilha o link da página (WhatsApp, redes sociais), recortada em 1200 × 630 em volta do foco. Sem ela, vale a primeira foto da página; numa página sem foto, um cartão com o título e a cor da empresa.',
      )
      .register(formWords, { label: 'Foto de compartilhamento' }),
    // The one schedule field, as on every section and list item (schema/fields/schedule.ts): a page
    // outside its window is not built, and nothing links to it meanwhile.
    schedule: scheduleField,
    sections: z
      .array(sectionSchema)
      .min(1)
      .describe('As seções da página, de cima para baixo.')
      .register(formWords, { label: 'Seções', item: 'Seção' }),
  })
  .describe('Uma página do site: endereço, título, descrição e seções.');

export type Page = z.output<typeof pageSchema>;
