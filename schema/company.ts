import * as z from 'zod';
import {
  cardFeatureSchema,
  colourSchema,
  companyIdDefinitionSchema,
  formWords,
  iconSchema,
  layoutLimits,
  limitedText,
  pagePathSchema,
} from './fields/index.ts';

/** schema.org types that describe the group's kinds of business, for search engines' rich results. */
export const organizationTypes = [
  'AccountingService',
  'ProfessionalService',
  'LocalBusiness',
  'Dentist',
  'MedicalClinic',
] as const;

const organizationTypeLabels: Record<(typeof organizationTypes)[number], string> = {
  AccountingService: 'Contabilidade e assessoria tributária',
  ProfessionalService: 'Serviço profissional',
  LocalBusiness: 'Comércio ou serviço local',
  Dentist: 'Consultório odontológico',
  MedicalClinic: 'Clínica médica',
};

export const companySchema = z
  .strictObject({
    id: companyIdDefinitionSchema,
    name: limitedText(layoutLimits.cardTitle, 'Nome da empresa, ex.: "INVERO Assessoria".').register(formWords, {
      label: 'Nome',
    }),
    description: limitedText(
      layoutLimits.cardDescription,
      'Descrição curta, mostrada no cartão da empresa e no rodapé.',
      { lineFeeds: true },
    ).register(formWords, { label: 'Descrição' }),
    icon: iconSchema,
    colour: colourSchema.describe('Cor de destaque da empresa e da sua página.'),
    features: z
      .array(cardFeatureSchema)
      .min(1)
      .max(6)
      .describe('Tópicos do cartão da empresa (normalmente quatro).')
      .register(formWords, { label: 'Tópicos', item: 'Tópico' }),
    page: pagePathSchema
      .describe('A página da empresa, ex.: "/assessoria".')
      .register(formWords, { hint: 'A página da empresa, aberta pelo link do cartão.' }),
    organizationType: z
      .enum(organizationTypes)
      .describe('O que a empresa é, para os buscadores (schema.org): ' + organizationTypes.join(', ') + '.')
      .register(formWords, {
        label: 'Tipo de organização',
        hint: 'O que a empresa é, para os buscadores.',
        choices: organizationTypeLabels,
      }),
  })
  .describe('Uma empresa do grupo.');

export const companiesFileSchema = z
  .strictObject({
    companies: z
      .array(companySchema)
      .min(1)
      .max(12)
      .describe('As empresas do grupo, na ordem em que aparecem.')
      .register(formWords, { label: 'Empresas', item: 'Empresa' }),
  })
  .describe('companies.yaml: as empresas do grupo, definidas uma vez e citadas pelo id.');

export type Company = z.output<typeof companySchema>;
