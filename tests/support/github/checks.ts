/**
 * The statuses and check runs of commits, which on GitHub the CI and the host's deploys report and
 * which the CMS reads to tell whether a change is live: here a test sets them. None by default.
 */
import { example } from './openapi.ts';
import { apiRoot, minimalRepository, type Served } from './objects.ts';

type StatusState = 'error' | 'failure' | 'pending' | 'success';

export interface StatusInput {
  context: string;
  state: StatusState;
  description?: string | null;
  target_url?: string | null;
}

/** A line a check run marks (a problem `npm run validate` reports under GitHub Actions, `::error file=…,line=…::…`). */
export interface AnnotationInput {
  path: string;
  start_line: number;
  message: string;
  annotation_level?: 'notice' | 'warning' | 'failure';
}

export interface CheckRunInput {
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion?: 'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required' | null;
  details_url?: string | null;
  title?: string | null;
  summary?: string | null;
  annotations?: AnnotationInput[];
}

interface StoredStatus extends StatusInput {
  id: number;
  created_at: string;
  updated_at: string;
}

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * GitHub's combined state: failure when any context failed or erred, pending while any is pending
 * (or none reported yet), success when all succeeded.
 */
function combinedState(states: StatusState[]): 'failure' | 'pending' | 'success' {
  if (states.some((state) => state === 'failure' || state === 'error')) return 'failure';
  if (states.length === 0 || states.includes('pending')) return 'pending';
  return 'success';
}

export class CommitChecks {
  private readonly statuses = new Map<string, StoredStatus[]>();
  private readonly runs = new Map<string, (CheckRunInput & { id: number; started_at: string })[]>();
  private nextId = 1;

  /** A status for a commit; a later one of the same context replaces it, as on GitHub. */
  setStatus(sha: string, status: StatusInput): void {
    const list = (this.statuses.get(sha) ?? []).filter((existing) => existing.context !== status.context);
    this.statuses.set(sha, [{ ...status, id: this.nextId++, created_at: now(), updated_at: now() }, ...list]);
  }

  addCheckRun(sha: string, run: CheckRunInput): void {
    this.runs.set(sha, [...(this.runs.get(sha) ?? []), { ...run, id: this.nextId++, started_at: now() }]);
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
    const run = [...this.runs.values()].flat().find((each) => each.id === id);
    if (!run) return undefined;
    const [sha] = [...this.runs].find(([, runs]) => runs.includes(run))!;
    return (run.annotations ?? []).map((note) => ({
      path: note.path,
      blob_href: `https://github.com/${served.repository.owner}/${served.repository.name}/blob/${sha}/${note.path}`,
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

  /** GET commits/{ref}/check-runs: the runs of a commit, each a check run of GitHub's example app. */
  checkRuns(served: Served, sha: string) {
    const repositoryUrl = `${apiRoot}/repos/${served.repository.owner}/${served.repository.name}`;
    const template = example('check-run');
    const runs = (this.runs.get(sha) ?? []).map((run) => ({
      ...template,
      id: run.id,
      node_id: Buffer.from(`08:CheckRun${run.id}`).toString('base64'),
      head_sha: sha,
      external_id: '',
      url: `${repositoryUrl}/check-runs/${run.id}`,
      html_url: `https://github.com/${served.repository.owner}/${served.repository.name}/runs/${run.id}`,
      details_url: run.details_url ?? null,
      name: run.name,
      status: run.status,
      conclusion: run.status === 'completed' ? (run.conclusion ?? 'success') : null,
      started_at: run.started_at,
      completed_at: run.status === 'completed' ? now() : null,
      output: {
        title: run.title ?? null,
        summary: run.summary ?? null,
        text: null,
        annotations_count: run.annotations?.length ?? 0,
        annotations_url: `${repositoryUrl}/check-runs/${run.id}/annotations`,
      },
      pull_requests: [],
    }));
    return { total_count: runs.length, check_runs: runs };
  }
}
