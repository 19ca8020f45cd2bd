import { GitHubBackend } from 'decap-cms-backend-github';
import type { CMS } from 'decap-cms-core';
import { guardedBackendNames } from '../cms-config.ts';
import { githubRepository } from '../session/github-repository.ts';
import { guardedBackend } from '../session/guarded-backend.ts';
import type { SaveSession } from '../session/save-session.ts';
import { emailSignIn } from './email-backend.tsx';
import { startNewPagesAsHers } from './new-page.ts';
import { showSignedIn } from './screens.ts';

/**
 * Signing in by e-mail (`cms.signIn: email`): the GitHub backend through the site's own function,
 * guarded like the other two, and what the person sees and may do once in. Nothing shows or changes
 * for anyone else: the screens wait for her sign-in.
 */
export function offerSignInByEmail(cms: CMS, session: SaveSession): void {
  cms.registerBackend(
    guardedBackendNames.email,
    guardedBackend(emailSignIn(GitHubBackend, session), session, githubRepository),
  );
  showSignedIn(session);
  startNewPagesAsHers(session);
}
