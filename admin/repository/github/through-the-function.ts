import type { RepositoryOf } from '../../session/guarded-backend.ts';
import { githubRepository } from './repository.ts';

/**
 * The repository as the site's function lets a person signed in by e-mail reach it: GitHub's, but
 * for the workflow's runs, which its App may not touch (functions/editor-api/allow-list.ts). A failed
 * publish is tried again by a push, never by a re-run the function would refuse.
 */
export const throughTheFunction: RepositoryOf = (backend, unguarded) => {
  const repository = githubRepository(backend, unguarded);
  const { rerunFailedJobs: _refused, ...deploys } = repository.deploys!;
  return { ...repository, deploys };
};
