import { GitHubBackend } from 'decap-cms-backend-github';
import type { CMS } from 'decap-cms-core';
import { guardedBackendNames } from '../cms-config.ts';
import { githubRepository } from '../repository/github/repository.ts';
import { guardedBackend, type RepositoryOf } from '../session/guarded-backend.ts';
import type { SaveSession } from '../session/save-session.ts';
import { emailSignIn } from './email-backend.tsx';
import { startNewPagesAsHers } from './new-page.ts';
import { showSignedIn } from './screens.ts';

/**
 * The repository as the site's function lets her reach it: GitHub's, but for the workflow's runs,
 * which its App may not touch (functions/editor-api/allow-list.ts). A failed publish is tried again
 * by a push, never by a re-run the function would refuse.
 */
const throughTheFunction: RepositoryOf = (backend, unguarded) => {
  const repository = githubRepository(backend, unguarded);
  const { rerunFailedJobs: _refused, ...deploys } = repository.deploys!;
  return { ...repository, deploys };
};

/**
 * Signing in by e-mail (`cms.signIn: email`): the GitHub backend through the site's own function,
 * guarded like the other two, and what the person sees and may do once in. Nothing shows or changes
 * for anyone else: the screens wait for her sign-in.
 */
export function offerSignInByEmail(cms: CMS, session: SaveSession): void {
  cms.registerBackend(
    guardedBackendNames.email,
    guardedBackend(emailSignIn(GitHubBackend, session), session, throughTheFunction),
  );
  showSignedIn(session);
  startNewPagesAsHers(session);
}
