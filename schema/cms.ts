import * as z from 'zod';
import { formWords, gitBranchSchema, gitRepositorySchema, loginServiceAddressSchema } from './fields/index.ts';

/**
 * Where the online editor (/admin/) reads and saves the content, and how people log in: set up once
 * by whoever publishes the site (README.md, "Editor online"). Without it the built /admin/ explains
 * that it is not connected; `npm run cms` edits the files on this machine either way.
 */
export const cmsSettingsSchema = z
  .strictObject({
    repo: gitRepositorySchema,
    branch: gitBranchSchema.default('main'),
    authUrl: loginServiceAddressSchema.optional(),
    editorialWorkflow: z
      .boolean()
      .default(false)
      .describe('true: cada mudança fica como rascunho para revisão antes de ir ao ar; false: vai ao ar ao publicar.')
      .register(formWords, { label: 'Revisão antes de publicar' }),
  })
  .describe('O editor online (/admin/): o repositório do GitHub com o conteúdo e como se entra nele.');
