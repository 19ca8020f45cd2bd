import * as z from 'zod';
import { gitBranchSchema, gitRepositorySchema, loginServiceAddressSchema } from './fields/index.ts';

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
  })
  .describe('O editor online (/admin/): o repositório do GitHub com o conteúdo e como se entra nele.');
