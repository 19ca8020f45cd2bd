/**
 * The statuses, check runs and workflow runs of commits, which on GitHub the CI and the hosts'
 * deploys report and which the CMS reads to tell whether a change is live: here a test (or the
 * deploy runner) sets them. None by default. A check run belongs to a check suite of one app: a job
 * of a GitHub Actions workflow run, or another app's check. Re-running a workflow run's failed jobs
 * is asked through the API and done by whoever listens (the deploy runner), as GitHub's runners do.
 */
import { example } from './openapi.ts';
import { apiRoot, minimalRepository, type Served } from './objects.ts';
import { checkRunApp, workflowRun } from './app-objects.ts';
import {
  type StatusInput,
  type CheckRunInput,
  type WorkflowRunInput,
  type Rerun,
  type StoredStatus,
  type StoredRun,
  type StoredWorkflowRun,
  failedConclusions,
  combinedState,
} from './check-records.ts';

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

export class CommitChecks {
  private readonly statuses = new Map<string, StoredStatus[]>();
  private readonly runs: StoredRun[] = [];
  private readonly workflowRuns: StoredWorkflowRun[] = [];
  /** Each commit's check suite of the app that is not GitHub Actions (one per app and commit, as on GitHub). */
  private readonly otherSuites = new Map<string, number>();
  private readonly rerunListeners: ((rerun: Rerun) => void)[] = [];
  private nextId = 1;

  /** A status for a commit; a later one of the same context replaces it, as on GitHub. */
  setStatus(sha: string, status: StatusInput): void {
    const list = (this.statuses.get(sha) ?? []).filter((existing) => existing.context !== status.context);
    this.statuses.set(sha, [{ ...status, id: this.nextId++, created_at: now(), updated_at: now() }, ...list]);
  }

  /** A workflow run for the commit `sha`, with its own check suite; answers its id. */
  startWorkflowRun(sha: string, run: WorkflowRunInput): number {
    const id = this.nextId++;
    const number = this.workflowRuns.filter((each) => each.path === run.path).length + 1;
    const at = now();
    this.workflowRuns.push({
      ...run,
      id,
      sha,
      suite: this.nextId++,
      number,
      attempt: 1,
      queued: true,
      created_at: at,
      updated_at: at,
    });
    return id;
  }

  /** A check run of the commit `sha` (a job of `run.workflowRun`, or another app's check); answers its id. */
  addCheckRun(sha: string, { workflowRun: runId, ...run }: CheckRunInput): number {
    const workflow = runId === undefined ? undefined : this.workflowRun(runId);
    if (runId !== undefined && workflow?.sha !== sha) throw new Error(`No workflow run ${runId} of ${sha}`);
    if (workflow) workflow.queued = false;
    if (!workflow && !this.otherSuites.has(sha)) this.otherSuites.set(sha, this.nextId++);
    const suite = workflow?.suite ?? this.otherSuites.get(sha)!;
    const id = this.nextId++;
    this.runs.push({
      ...run,
      id,
      sha,
      suite,
      started_at: now(),
      completed_at: run.status === 'completed' ? now() : null,
    });
    this.touch(suite);
    return id;
  }

  /** A check run moves on: it completes, with its conclusion and the lines it marked. */
  updateCheckRun(id: number, changes: Partial<Omit<CheckRunInput, 'name' | 'workflowRun'>>): void {
    const run = this.runs.find((each) => each.id === id);
    if (!run) throw new Error(`No check run ${id}`);
    Object.assign(run, changes);
    if (changes.status === 'completed') run.completed_at = now();
    this.touch(run.suite);
  }

  /** Calls `listener` each time a re-run of failed jobs is asked through the API. */
  onRerun(listener: (rerun: Rerun) => void): void {
    this.rerunListeners.push(listener);
  }

  private touch(suite: number): void {
    const workflow = this.workflowRuns.find((each) => each.suite === suite);
    if (workflow) workflow.updated_at = now();
  }

  private workflowRun(id: number): StoredWorkflowRun | undefined {
    return this.workflowRuns.find((each) => each.id === id);
  }

  /** The latest check run of each name in each suite: what GitHub lists unless asked for all. */
  private latest(runs: readonly StoredRun[]): StoredRun[] {
    const newest = new Map<string, StoredRun>();
    for (const run of runs) {
      const key = `${run.suite}\u0000${run.name}`;
      if ((newest.get(key)?.id ?? 0) < run.id) newest.set(key, run);
    }
    return runs.filter((run) => newest.get(`${run.suite}\u0000${run.name}`) === run);
  }

  /** A workflow run's status and conclusion, from its jobs' latest check runs. */
  private stateOf(workflow: StoredWorkflowRun) {
    const jobs = this.latest(this.runs.filter((run) => run.suite === workflow.suite));
    if (workflow.queued) return { status: 'queued', conclusion: null };
    if (jobs.some((job) => job.status !== 'completed')) return { status: 'in_progress', conclusion: null };
    const concluded = (conclusion: string) => jobs.some((job) => job.conclusion === conclusion);
    const conclusion = failedConclusions.find(concluded) ?? 'success';
    return { status: 'completed', conclusion };
  }

  /**
   * POST actions/runs/{run_id}/rerun-failed-jobs: a new attempt of the run, queued, told to the
   * listeners with the jobs that failed; false for a run there is not.
   */
  rerunFailedJobs(id: number): boolean {
    const workflow = this.workflowRun(id);
    if (!workflow) return false;
    const failedJobs = this.latest(this.runs.filter((run) => run.suite === workflow.suite))
      .filter((job) => failedConclusions.includes(job.conclusion ?? ''))
      .map((job) => job.name);
    workflow.attempt += 1;
    workflow.queued = true;
    workflow.updated_at = now();
    const rerun = { run: id, sha: workflow.sha, attempt: workflow.attempt, failedJobs };
    for (const listener of this.rerunListeners) listener(rerun);
    return true;
  }

  /** GET actions/runs: the repository's workflow runs, newest first, filtered as GitHub filters them. */
  listWorkflowRuns(served: Served, query: URLSearchParams) {
    const status = query.get('status');
    const matches = this.workflowRuns
      .filter((workflow) => {
        const state = this.stateOf(workflow);
        return (
          (!query.has('head_sha') || workflow.sha === query.get('head_sha')) &&
          (!query.has('check_suite_id') || workflow.suite === Number(query.get('check_suite_id'))) &&
          (!query.has('branch') || query.get('branch') === 'main') &&
          (!query.has('event') || query.get('event') === 'push') &&
          (status === null || state.status === status || state.conclusion === status)
        );
      })
      .reverse();
    const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 30) || 30, 1), 100);
    const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
    return {
      total_count: matches.length,
      workflow_runs: matches
        .slice((page - 1) * perPage, page * perPage)
        .map((workflow) => workflowRun(served, workflow, this.stateOf(workflow))),
    };
  }

  /** GET commits/{ref}/status: the latest status of each context and their combined state. */
  combined(served: Served, sha: string) {
    const list = this.statuses.get(sha) ?? [];
    const repositoryUrl = `${apiRoot}/repos/${served.repository.owner}/${served.repository.name}`;
    return {
      state: combinedState(list.map((status) => status.state)),
      statuses: list.map((status) => ({
        url: `${repositoryUrl}/statuses/${sha}`,
        avatar_url: null,
        id: status.id,
        node_id: Buffer.from(`011:StatusContext${status.id}`).toString('base64'),
        state: status.state,
        description: status.description ?? null,
        target_url: status.target_url ?? null,
        context: status.context,
        created_at: status.created_at,
        updated_at: status.updated_at,
      })),
      sha,
      total_count: list.length,
      repository: minimalRepository(served),
      commit_url: `${repositoryUrl}/commits/${sha}`,
      url: `${repositoryUrl}/commits/${sha}/status`,
    };
  }

  /** GET check-runs/{check_run_id}/annotations: the lines a run marked; undefined for a run there is not. */
  annotations(served: Served, id: number) {
    const run = this.runs.find((each) => each.id === id);
    if (!run) return undefined;
    return (run.annotations ?? []).map((note) => ({
      path: note.path,
      blob_href: `https://github.com/${served.repository.owner}/${served.repository.name}/blob/${run.sha}/${note.path}`,
      start_line: note.start_line,
      end_line: note.start_line,
      start_column: null,
      end_column: null,
      annotation_level: note.annotation_level ?? 'failure',
      title: null,
      message: note.message,
      raw_details: null,
    }));
  }

  /**
   * GET commits/{ref}/check-runs: the runs of a commit, the latest of each name in each suite
   * (GitHub's default `filter=latest`; `filter=all` lists the earlier attempts too). A job of a
   * workflow run is GitHub Actions' and links to its run's job page; another is GitHub's example app's.
   */
  checkRuns(served: Served, sha: string, filter: string | null) {
    const repositoryUrl = `${apiRoot}/repos/${served.repository.owner}/${served.repository.name}`;
    const template = example('check-run');
    const ofCommit = this.runs.filter((run) => run.sha === sha);
    const listed = filter === 'all' ? ofCommit : this.latest(ofCommit);
    const runs = listed.map((run) => {
      const workflow = this.workflowRuns.find((each) => each.suite === run.suite);
      const web = `https://github.com/${served.repository.owner}/${served.repository.name}`;
      return {
        ...template,
        id: run.id,
        node_id: Buffer.from(`08:CheckRun${run.id}`).toString('base64'),
        head_sha: sha,
        external_id: '',
        url: `${repositoryUrl}/check-runs/${run.id}`,
        html_url: workflow ? `${web}/actions/runs/${workflow.id}/job/${run.id}` : `${web}/runs/${run.id}`,
        details_url: run.details_url ?? (workflow ? `${web}/actions/runs/${workflow.id}/job/${run.id}` : null),
        name: run.name,
        status: run.status,
        conclusion: run.status === 'completed' ? (run.conclusion ?? 'success') : null,
        started_at: run.started_at,
        completed_at: run.completed_at,
        output: {
          title: run.title ?? null,
          summary: run.summary ?? null,
          text: null,
          annotations_count: run.annotations?.length ?? 0,
          annotations_url: `${repositoryUrl}/check-runs/${run.id}/annotations`,
        },
        check_suite: { id: run.suite },
        app: checkRunApp(template.app, workflow !== undefined),
        pull_requests: [],
      };
    });
    return { total_count: runs.length, check_runs: runs };
  }
}
