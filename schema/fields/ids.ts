import { matching } from '../messages/explained.ts';
import { references } from './references.ts';

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The id a company is defined with in `companies.yaml`. */
export const companyIdDefinitionSchema = matching(kebabCase, 'kebab-case').describe(
  'Identificador da empresa: letras minúsculas sem acento, números e hífens, ex.: "assessoria".',
);

/** A mention of a company defined in `companies.yaml`, checked across files. */
export const companyIdSchema = companyIdDefinitionSchema
  .describe('O id de uma empresa definida em companies.yaml, ex.: "assessoria".')
  .register(references, { kind: 'company' });

const pathPattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/** The path a page is published at. */
export const pagePathDefinitionSchema = matching(pathPattern, 'page-path').describe(
  'Endereço da página no site, começando com "/", ex.: "/assessoria". A página inicial é "/".',
);

/** A link to a page of this site, checked against the page files. */
export const pagePathSchema = pagePathDefinitionSchema
  .describe('O endereço de uma página deste site, ex.: "/consultorio".')
  .register(references, { kind: 'page' });
