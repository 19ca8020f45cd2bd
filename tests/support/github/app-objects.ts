/**
 * The JSON GitHub answers with about Apps and Actions: the App, its installation token, a check
 * run's app and a workflow run, from the description's examples made this repository's (objects.ts
 * holds the git ones).
 */
import { example } from './openapi.ts';
import { simpleUser } from './users.ts';
import { webRoot, type Served, ownerId, nodeId, apiUrl, webUrl, minimalRepository } from './objects.ts';

/** GET /app: the App itself, owned by the repository's organisation (the description's example, made this App). */
export function integration(served: Served & { app: { id: number; slug: string } }) {
  const { app } = served;
  return {
    ...example('integration'),
    id: app.id,
    slug: app.slug,
    node_id: nodeId('03:App', app.id),
    owner: simpleUser(served.repository.owner, ownerId, 'Organization'),
    name: 'Editor do site INVERO',
    description: 'Grava no repositório do site as mudanças de quem entra no editor online por e-mail.',
    external_url: 'https://www.grupoinvero.com.br/admin/',
    html_url: `${webRoot}/apps/${app.slug}`,
    permissions: { contents: 'write', statuses: 'read', checks: 'read', metadata: 'read' },
    events: [],
  };
}

/** An installation token, as POST app/installations/{id}/access_tokens answers: for this repository only. */
export function installation(token: string, expiresAt: string) {
  return {
    token,
    expires_at: expiresAt,
    permissions: { contents: 'write', statuses: 'read', checks: 'read', metadata: 'read' },
    repository_selection: 'selected',
  };
}

/** The app GitHub Actions' jobs report as: GitHub's own, as every Actions check run names it. */
const actionsApp = {
  id: 15368,
  slug: 'github-actions',
  node_id: nodeId('03:App', 15368),
  name: 'GitHub Actions',
  description: 'Automate your workflow from idea to production',
  external_url: 'https://help.github.com/en/actions',
  html_url: 'https://github.com/apps/github-actions',
  created_at: '2018-07-30T09:30:17Z',
  updated_at: '2019-12-10T19:04:12Z',
  permissions: { actions: 'write', checks: 'write', contents: 'write', metadata: 'read', statuses: 'write' },
  events: ['check_run', 'check_suite', 'push', 'pull_request', 'workflow_dispatch'],
};

/** The app of a check run: GitHub Actions for a workflow's job, else the description's example app (`template`). */
export function checkRunApp<App>(template: App, actions: boolean) {
  return actions ? { ...actionsApp, owner: simpleUser('github', 9919, 'Organization') } : template;
}

/** What a workflow run of the stand-in is: its ids, commit, attempt and workflow file (checks.ts keeps them). */
export interface WorkflowRunRecord {
  id: number;
  sha: string;
  suite: number;
  number: number;
  attempt: number;
  name: string;
  path: string;
  actor: string;
  created_at: string;
  updated_at: string;
}

/** A workflow run as GET actions/runs lists it, from the description's example, with its state now. */
export function workflowRun(
  served: Served,
  run: WorkflowRunRecord,
  state: { status: string; conclusion: string | null },
) {
  const template = example('workflow-run');
  const commit = served.git.readCommit(run.sha);
  const account = served.accounts.user(run.actor);
  const actor = simpleUser(account.login, account.id);
  const runUrl = apiUrl(served, `actions/runs/${run.id}`);
  const workflowId = 161_335;
  return {
    ...template,
    id: run.id,
    name: run.name,
    node_id: nodeId('011:WorkflowRun', run.id),
    check_suite_id: run.suite,
    check_suite_node_id: nodeId('010:CheckSuite', run.suite),
    head_branch: 'main',
    head_sha: run.sha,
    path: run.path,
    run_number: run.number,
    event: 'push',
    display_title: commit.message.split('\n')[0] ?? '',
    status: state.status,
    conclusion: state.conclusion,
    workflow_id: workflowId,
    url: runUrl,
    html_url: webUrl(served, `actions/runs/${run.id}`),
    pull_requests: [],
    created_at: run.created_at,
    updated_at: run.updated_at,
    actor,
    triggering_actor: actor,
    run_attempt: run.attempt,
    referenced_workflows: [],
    run_started_at: run.created_at,
    jobs_url: `${runUrl}/jobs`,
    logs_url: `${runUrl}/logs`,
    check_suite_url: apiUrl(served, `check-suites/${run.suite}`),
    artifacts_url: `${runUrl}/artifacts`,
    cancel_url: `${runUrl}/cancel`,
    rerun_url: `${runUrl}/rerun`,
    previous_attempt_url: run.attempt > 1 ? `${runUrl}/attempts/${run.attempt - 1}` : null,
    workflow_url: apiUrl(served, `actions/workflows/${workflowId}`),
    head_commit: {
      id: run.sha,
      tree_id: commit.tree,
      message: commit.message,
      timestamp: commit.committer.date,
      author: { name: commit.author.name, email: commit.author.email },
      committer: { name: commit.committer.name, email: commit.committer.email },
    },
    repository: minimalRepository(served),
    head_repository: minimalRepository(served),
  };
}
