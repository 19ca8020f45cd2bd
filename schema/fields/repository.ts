import { matching } from '../messages/explained.ts';
import { formWords } from './form-words.ts';

/** "owner/name" as GitHub spells them: letters, digits and hyphens for the owner, also "." and "_" for the name. */
export const gitRepositorySchema = matching(
  /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/,
  'git-repository',
)
  .describe('O repositório do GitHub que guarda o site, como "dono/nome", ex.: "grupoinvero/site".')
  .register(formWords, { label: 'Repositório' });

/** A branch name git accepts, kept to the plain ones (no spaces, "..", or a leading "-"/"/"). */
export const gitBranchSchema = matching(/^(?!-|\/)(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._/-]{1,100}(?<![./])$/, 'git-branch')
  .describe('O ramo (branch) em que o site é publicado, ex.: "main".')
  .register(formWords, { label: 'Ramo (branch)' });
