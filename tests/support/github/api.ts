/**
 * The REST operations the stand-in serves, with GitHub's semantics over the git repository: the
 * ones Decap's GitHub backend calls in simple publish mode (reading folders and files, writing a
 * commit and moving the branch), the commits, statuses and checks a history or a "live yet?"
 * view reads, and the workflow runs whose failed jobs it asks to run again. Each is named as in GitHub's description: `METHOD /path/{template}`.
 */
import { newInstallationToken } from './app.ts';
import type { Signature, TreeChange } from './git-records.ts';
import { apiRoot, blob, branch, commit, fullRepository, gitCommit, gitRef, gitTree } from './objects.ts';
import { installation, integration } from './app-objects.ts';
import { privateUser, publicUser } from './users.ts';
import {
  type Handler,
  failure,
  notFound,
  unprocessable,
  ok,
  now,
  commitOf,
  treeOf,
  type TreeItem,
  changeOf,
  pageLinks,
  inAnHour,
} from './api-answers.ts';

export const operations: Record<string, Handler> = {
  // GitHub answers an installation's token here with 403; only people have a profile.
  'GET /user': ({ user, operation }, state) =>
    user.login === state.app.bot.login
      ? failure(403, 'Resource not accessible by integration', operation)
      : ok(privateUser(user)),

  'GET /users/{username}': (request, state) => {
    const { username } = request.params;
    const user = [...state.accounts.users, state.app.bot].find((each) => each.login === username);
    return user ? ok(publicUser(user)) : notFound(request);
  },

  'GET /app': (_, state) => ok(integration(state)),

  'POST /app/installations/{installation_id}/access_tokens': (request, state) => {
    if (Number(request.params.installation_id) !== state.app.installationId) return notFound(request);
    const token = newInstallationToken();
    state.installationTokens.push(token);
    state.accounts.grant(token, state.app.bot);
    return ok(installation(token, inAnHour()), 201);
  },

  'GET /installation/repositories': (request, state) =>
    request.user.login === state.app.bot.login
      ? ok({ total_count: 1, repository_selection: 'selected', repositories: [fullRepository(state)] })
      : failure(
          403,
          'You must authenticate with an installation access token in order to list repositories for an installation.',
          request.operation,
        ),

  'GET /repos/{owner}/{repo}': (_, state) => ok(fullRepository(state)),

  'GET /repos/{owner}/{repo}/branches/{branch}': (request, state) => {
    const head = state.git.head(request.params.branch);
    return head ? ok(branch(state, request.params.branch!, head)) : failure(404, 'Branch not found', request.operation);
  },

  'GET /repos/{owner}/{repo}/git/trees/{tree_sha}': (request, state) => {
    const sha = treeOf(state, request.params.tree_sha!);
    return sha ? ok(gitTree(state, sha, request.query.has('recursive'))) : notFound(request);
  },

  'GET /repos/{owner}/{repo}/git/blobs/{file_sha}': (request, state) => {
    const sha = request.params.file_sha!;
    return state.git.isA(sha, 'blob') ? ok(blob(state, state.git.resolve(sha)!)) : notFound(request);
  },

  'POST /repos/{owner}/{repo}/git/blobs': (request, state) => {
    const { content, encoding = 'utf-8' } = request.body as { content: string; encoding?: string };
    const sha = state.git.writeBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'));
    return ok(
      { url: `${apiRoot}/repos/${state.repository.owner}/${state.repository.name}/git/blobs/${sha}`, sha },
      201,
    );
  },

  'POST /repos/{owner}/{repo}/git/trees': (request, state) => {
    const { base_tree: baseTree, tree } = request.body as { base_tree?: string; tree: TreeItem[] };
    const base = baseTree === undefined ? undefined : treeOf(state, baseTree);
    if (baseTree !== undefined && !base) return unprocessable(request, 'Invalid tree info');
    const changes = tree.map((item) => changeOf(state, item));
    const refused = changes.find((change) => typeof change === 'string');
    if (refused) return unprocessable(request, refused);
    return ok(gitTree(state, state.git.writeTree(base, changes as TreeChange[])), 201);
  },

  'POST /repos/{owner}/{repo}/git/commits': (request, state) => {
    const body = request.body as {
      message: string;
      tree: string;
      parents?: string[];
      author?: Partial<Signature>;
      committer?: Partial<Signature>;
    };
    if (!state.git.isA(body.tree, 'tree')) return unprocessable(request, 'Tree SHA does not exist');
    const parents = body.parents ?? [];
    if (parents.some((parent) => !state.git.isA(parent, 'commit')))
      return unprocessable(request, 'Parent SHA does not exist or is not a commit object');
    // GitHub's defaults: the author is the token's user, now; the committer is the author.
    const author = { name: request.user.name, email: request.user.email, date: now(), ...body.author };
    const committer = { ...author, ...body.committer };
    const sha = state.git.writeCommit({ tree: body.tree, parents, author, committer, message: body.message });
    return ok(gitCommit(state, sha), 201);
  },

  'PATCH /repos/{owner}/{repo}/git/refs/{ref}': async (request, state) => {
    await state.takeRefUpdateHook()?.();
    const { sha, force = false } = request.body as { sha: string; force?: boolean };
    const ref = request.params.ref!;
    const name = /^heads\/(.+)$/.exec(ref)?.[1];
    const result = name ? state.git.updateBranch(name, sha, { force }) : 'no-such-branch';
    switch (result) {
      case 'updated':
        state.pushed(name!, sha);
        return ok(gitRef(state, ref, sha));
      case 'not-fast-forward':
        return unprocessable(request, 'Update is not a fast forward');
      case 'no-such-branch':
        return unprocessable(request, 'Reference does not exist');
      case 'not-a-commit':
        return unprocessable(request, 'Object does not exist');
    }
  },

  'GET /repos/{owner}/{repo}/git/commits/{commit_sha}': (request, state) => {
    const sha = request.params.commit_sha!;
    return state.git.isA(sha, 'commit') ? ok(gitCommit(state, state.git.resolve(sha)!)) : notFound(request);
  },

  'GET /repos/{owner}/{repo}/git/ref/{ref}': (request, state) => {
    const name = /^heads\/(.+)$/.exec(request.params.ref!)?.[1];
    const head = name && state.git.head(name);
    return head ? ok(gitRef(state, request.params.ref!, head)) : notFound(request);
  },

  'GET /repos/{owner}/{repo}/commits': (request, state) => {
    const { query } = request;
    const start = commitOf(state, query.get('sha') ?? 'main');
    if (!start) return notFound(request);
    const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 30) || 30, 1), 100);
    const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
    const shas = state.git.commitsFrom(start, query.get('path') ?? undefined);
    const url = new URL(`${apiRoot}/repos/${state.repository.owner}/${state.repository.name}/commits?${query}`);
    const link = pageLinks(url, page, Math.max(Math.ceil(shas.length / perPage), 1));
    const body = shas.slice((page - 1) * perPage, page * perPage).map((sha) => commit(state, sha));
    return { status: 200, body, headers: link ? { Link: link } : {} };
  },

  'GET /repos/{owner}/{repo}/commits/{ref}': (request, state) => {
    const sha = commitOf(state, request.params.ref!);
    return sha
      ? ok(commit(state, sha, { withFiles: true }))
      : unprocessable(request, `No commit found for SHA: ${request.params.ref}`);
  },

  'GET /repos/{owner}/{repo}/commits/{ref}/status': (request, state) => {
    const sha = commitOf(state, request.params.ref!);
    return sha ? ok(state.checks.combined(state, sha)) : notFound(request);
  },

  'GET /repos/{owner}/{repo}/commits/{ref}/check-runs': (request, state) => {
    const sha = commitOf(state, request.params.ref!);
    return sha ? ok(state.checks.checkRuns(state, sha, request.query.get('filter'))) : notFound(request);
  },

  'GET /repos/{owner}/{repo}/actions/runs': (request, state) => ok(state.checks.listWorkflowRuns(state, request.query)),

  'POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs': (request, state) =>
    state.checks.rerunFailedJobs(Number(request.params.run_id)) ? ok({}, 201) : notFound(request),

  'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations': (request, state) => {
    const annotations = state.checks.annotations(state, Number(request.params.check_run_id));
    return annotations ? ok(annotations) : notFound(request);
  },
};
