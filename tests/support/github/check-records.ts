/**
 * What a test (or the deploy runner) reports on a commit, and what the stand-in keeps of it: statuses,
 * check runs with their annotations, workflow runs and their re-runs; and GitHub's combined state.
 * checks.ts keeps them per commit and answers for them.
 */
import { type WorkflowRunRecord } from './app-objects.ts';

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

type Conclusion = 'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';

export interface CheckRunInput {
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion?: Conclusion | null;
  details_url?: string | null;
  title?: string | null;
  summary?: string | null;
  annotations?: AnnotationInput[];
  /** The workflow run whose job it is (GitHub Actions' check suite); none: another app's check. */
  workflowRun?: number;
}

/** A workflow run started for a push (`.github/workflows/<file>`), as GitHub Actions starts one. */
export interface WorkflowRunInput {
  name: string;
  path: string;
  /** Who pushed. */
  actor: string;
}

/** A re-run of a workflow run's failed jobs was asked: the jobs (their check runs' names) that failed in its last attempt. */
export interface Rerun {
  run: number;
  sha: string;
  attempt: number;
  failedJobs: string[];
}

export interface StoredStatus extends StatusInput {
  id: number;
  created_at: string;
  updated_at: string;
}

export interface StoredRun extends Omit<CheckRunInput, 'workflowRun'> {
  id: number;
  sha: string;
  suite: number;
  started_at: string;
  completed_at: string | null;
}

export interface StoredWorkflowRun extends WorkflowRunRecord {
  /** Started or asked to run again, and no job of this attempt started yet. */
  queued: boolean;
}

/**
 * The conclusions of a job that "re-run failed jobs" runs again; the first of them among a run's
 * jobs is the run's own conclusion.
 */
export const failedConclusions: readonly string[] = ['failure', 'timed_out', 'cancelled', 'action_required'];

/**
 * GitHub's combined state: failure when any context failed or erred, pending while any is pending
 * (or none reported yet), success when all succeeded.
 */
export function combinedState(states: StatusState[]): 'failure' | 'pending' | 'success' {
  if (states.some((state) => state === 'failure' || state === 'error')) return 'failure';
  if (states.length === 0 || states.includes('pending')) return 'pending';
  return 'success';
}
