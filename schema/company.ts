import * as z from 'zod';
import { colour, companyIdDefinition, icon, pagePath, paragraph, text } from './fields/index.ts';

/** schema.org types that describe the group's kinds of business, for search engines' rich results. */
export const organizationTypes = ['AccountingService', 'ProfessionalService', 'LocalBusiness', 'Dentist', 'MedicalClinic'] as const;

export const company = z
  .strictObject({
    id: companyIdDefinition,
    name: text.describe('Nome da empresa, ex.: "INVERO Assessoria".'),
    description: paragraph.describe('Descrição curta, mostrada no cartão da empresa e no rodapé.'),
    icon,
    colour: colour.describe('Cor de destaque da empresa e da sua página.'),
    features: z.array(text).min(1).max(6).describe('Tópicos do cartão da empresa (normalmente quatro).'),
    page: pagePath.describe('A página da empresa, ex.: "/assessoria".'),
    organizationType: z
      .enum(organizationTypes)
      .describe('O que a empresa é, para os buscadores (schema.org): ' + organizationTypes.join(', ') + '.'),
  })
  .describe('Uma empresa do grupo.');

export const companiesFile = z
  .strictObject({
    companies: z.array(company).min(1).max(12).describe('As empresas do grupo, na ordem em que aparecem.'),
  })
  .describe('companies.yaml: as empresas do grupo, definidas uma vez e citadas pelo id.');

export type Company = z.output<typeof company>;
