import * as z from 'zod';
import { explained, matching } from '../messages/explained.ts';
import { kebabCase } from './file-names.ts';
import { formWords } from './form-words.ts';
import { references } from './references.ts';
import { firstSegment, reservedName } from './site-addresses.ts';

/** The id a company is defined with in `companies.yaml`. */
export const companyIdDefinitionSchema = matching(kebabCase, 'kebab-case')
  .describe('Identificador da empresa: letras minúsculas sem acento, números e hífens, ex.: "assessoria".')
  .register(formWords, { label: 'Identificador' });

/** A mention of a company defined in `companies.yaml`, checked across files. */
export const companyIdSchema = companyIdDefinitionSchema
  .describe('O id de uma empresa definida em companies.yaml, ex.: "assessoria".')
  .register(references, { kind: 'company' })
  .register(formWords, { label: 'Empresa', hint: 'Uma empresa do grupo (as de Site e empresas › Empresas).' });

const pathPattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/** A page address as it is written, whether a page may take it or a link names it. */
export const pageAddressSchema = matching(pathPattern, 'page-path');

const isReserved = (value: string) => reservedName(firstSegment(value)) !== undefined;

/**
 * The path a page is published at: never one the site itself uses (site-addresses.ts). That is told
 * first, even of a name no page could have (`/sitemap.xml`): it says why, not only how to write one.
 */
export const pagePathDefinitionSchema = z
  .string()
  .refine((value) => pathPattern.test(value) || isReserved(value), explained('page-path'))
  .refine((value) => !isReserved(value), explained('reserved-address'))
  .meta({ pattern: pathPattern.source })
  .describe(
    'Endereço da página no site, começando com "/", ex.: "/assessoria". A página inicial é "/". Não pode começar com um endereço do próprio site, como "/admin" ou "/404".',
  )
  .register(formWords, { label: 'Endereço' });

/** A link to a page of this site, checked against the page files. */
export const pagePathSchema = pageAddressSchema
  .describe('O endereço de uma página deste site, ex.: "/consultorio".')
  .register(references, { kind: 'page' })
  .register(formWords, { label: 'Página', hint: 'Uma página deste site; digite para procurar pelo título.' });
