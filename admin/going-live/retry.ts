import { hasStatus, type FailedCheck } from '../repository/repository.ts';

/**
 * How the same version is published again, by what failed: when every failed check is a job of a
 * GitHub Actions workflow run (the project's workflow, which deploys to GitHub Pages), those runs'
 * failed jobs are run again, on the same commit; when a host's check failed (a commit status, as
 * Netlify and Cloudflare Pages report each push's build, or another app's check run), only a new
 * push makes it build again: a commit that changes nothing.
 */
export type RetryWay = { kind: 'rerun'; suites: number[] } | { kind: 'push' };

export function retryWay(checks: readonly FailedCheck[]): RetryWay {
  const suites = checks.map((check) => check.actionsSuite);
  if (suites.length > 0 && suites.every((suite) => suite !== undefined)) {
    return { kind: 'rerun', suites: [...new Set(suites)] };
  }
  return { kind: 'push' };
}

/** The two ways of asking, as the repository does them (admin/repository/github/deploys.ts). */
export interface RetryWays {
  /** Absent where the credential may not re-run a workflow: the push is then the one way. */
  rerun?: (suites: readonly number[]) => Promise<void>;
  /** Pushes a commit that changes nothing on the branch as it is now; answers it. */
  push(): Promise<string>;
}

/**
 * GitHub's answers to a re-run it will not do for this credential or this run: no permission (the
 * GitHub App of the sign-in by e-mail may write contents only), not found (a run it hides from this
 * credential, or gone), or one it cannot run again (older than GitHub keeps a run re-runnable).
 */
const refusedRerun = (error: unknown) => [403, 404, 410, 422].some((status) => hasStatus(error, status));

/**
 * Asks for the version `commit` to be published again, as its failed `checks` call for; a re-run
 * GitHub refuses falls back to the new push, which any credential that may write can make. Answers
 * the commit whose checks now tell how it goes: the same, or the new push.
 */
export async function publishAgain(commit: string, checks: readonly FailedCheck[], ways: RetryWays): Promise<string> {
  const way = retryWay(checks);
  if (way.kind === 'rerun' && ways.rerun) {
    try {
      await ways.rerun(way.suites);
      return commit;
    } catch (error) {
      if (!refusedRerun(error)) throw error;
    }
  }
  return ways.push();
}
