import * as z from 'zod';
import {
  editorAddressSchema,
  formWords,
  gitBranchSchema,
  gitRepositorySchema,
  loginServiceAddressSchema,
} from './fields/index.ts';
import { explained } from './messages/explained.ts';

/**
 * How people sign in to the online editor: with a GitHub account that may write to the repository
 * (the OAuth popup, any host), or with a one-time code sent by e-mail (Cloudflare Access in front of
 * the site, and the site's own function writing to GitHub for them: functions/, editors.yaml).
 */
export const signInMethods = ['github', 'email'] as const;

/**
 * Where the site's own function (functions/api/github/) answers GitHub's REST API for a person who
 * signed in by e-mail: the admin's `api_root` with `signIn: email`, on the site's own address.
 */
export const editorApiBase = '/api/github';

/**
 * Whether the repository is public or private on GitHub: what a GitHub account's sign-in asks GitHub
 * to reach. `public_repo` (a public repository) reaches only the person's public repositories; only a
 * private one needs `repo`, every repository of hers, private ones included. GitHub has nothing
 * narrower for a token of an OAuth App (README.md, "Editor online").
 */
export const repositoryVisibilities = ['public', 'private'] as const;

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
    signIn: z
      .enum(signInMethods)
      .default('github')
      .describe(
        'Como se entra no editor online: "github" (uma conta do GitHub com acesso ao repositório) ou "email" (um código por e-mail, pelo Cloudflare Access; quem edita o quê está em editors.yaml).',
      )
      .register(formWords, {
        label: 'Entrada',
        choices: { github: 'Conta do GitHub', email: 'Código por e-mail' },
      }),
    repoVisibility: z
      .enum(repositoryVisibilities)
      .default('public')
      .describe(
        'Se o repositório do GitHub é "public" (público) ou "private" (privado). Com uma conta do GitHub, o login pede só o que ele precisa: os repositórios públicos da pessoa ou, se este é privado, todos.',
      )
      .register(formWords, {
        label: 'Visibilidade do repositório',
        choices: { public: 'Público', private: 'Privado' },
      }),
    editorUrl: editorAddressSchema.optional(),
  })
  // The function acts for whoever Access signed in: only the editor's own address keeps the public
  // pages' scripts from asking it (docs/decisoes/o-editor-num-endereco-so-dele.md, "O editor num endereço só dele").
  .superRefine((cms, ctx) => {
    if (cms.signIn === 'email' && cms.editorUrl === undefined) {
      ctx.addIssue({ code: 'custom', input: cms, ...explained('cms-editor-url-needed') });
    }
  })
  .describe('O editor online (/admin/): o repositório do GitHub com o conteúdo, como se entra nele e o endereço dele.');
