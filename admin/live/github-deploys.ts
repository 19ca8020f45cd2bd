import { contentDigest, isSiteContentFile } from '../../schema/load/built-version.ts';
import type { GitHubApi } from '../session/github-api.ts';
import { listCommits } from '../session/github-commits.ts';
import type { CheckProblem, CommitChecks, Deploys } from '../session/repository.ts';

/** A commit status (Netlify's and Cloudflare Pages' deploys report so), as the combined status lists it. */
interface Status {
  state: 'error' | 'failure' | 'pending' | 'success';
  context: string;
  target_url: string | null;
}

/** A check run (GitHub Actions' jobs, Cloudflare Pages' check). */
interface CheckRun {
  id: number;
  name: string;
  /** 'completed' once it ended; GitHub adds other states before that (queued, in_progress, waiting, requested, pending). */
  status: string;
  conclusion: string | null;
  details_url: string | null;
  html_url: string | null;
  output: { annotations_count: number };
}

/** A line a check run marked: `npm run validate` under GitHub Actions marks each problem of the content so. */
interface Annotation {
  path: string;
  annotation_level: string | null;
  message: string | null;
}

/**
 * A run that ended without publishing: a failure or one that timed out. Cancelled and skipped runs
 * are not failures of this change (a newer push cancels the older run; a job skipped by its condition).
 */
const failedConclusions = new Set(['failure', 'timed_out']);

/** How far back from the live commit the CMS looks for the change: further back, it is long live. */
const lookBack = 100;

/**
 * What the CMS follows a change to the live site by, on GitHub: the commit's statuses and check runs
 * (read, never required: a host may report nothing), whether the live commit is the change's or a
 * later one on top of it, and the digest of the content at a commit, for a site whose host named no
 * commit.
 */
export function githubDeploys(api: () => GitHubApi): Deploys {
  const repository = () => api().originRepoURL;
  const history = new Map<string, Promise<Set<string>>>();
  const digests = new Map<string, Promise<string>>();
  const marked = new Map<number, Promise<CheckProblem[]>>();

  /** The content problems a failed run marked, read once per run (a run's annotations never change once it ended). */
  function problemsOf(run: CheckRun): Promise<CheckProblem[]> {
    if (run.output.annotations_count === 0) return Promise.resolve([]);
    if (!marked.has(run.id)) {
      const reading = (api().request(`${repository()}/check-runs/${run.id}/annotations`) as Promise<Annotation[]>).then(
        (annotations) =>
          annotations
            .filter((note) => note.annotation_level === 'failure' && isSiteContentFile(note.path) && note.message)
            .map((note) => ({ file: note.path, message: note.message! })),
      );
      marked.set(run.id, reading);
      reading.catch(() => marked.delete(run.id));
    }
    return marked.get(run.id)!;
  }

  async function checks(commit: string): Promise<CommitChecks> {
    const [combined, runs] = (await Promise.all([
      api().request(`${repository()}/commits/${commit}/status`),
      api().request(`${repository()}/commits/${commit}/check-runs`),
    ])) as [{ statuses: Status[] }, { check_runs: CheckRun[] }];
    const pending =
      combined.statuses.some((status) => status.state === 'pending') ||
      runs.check_runs.some((run) => run.status !== 'completed');
    const failedRuns = runs.check_runs.filter(
      (run) => run.conclusion !== null && failedConclusions.has(run.conclusion),
    );
    const failed = [
      ...combined.statuses
        .filter((status) => status.state === 'failure' || status.state === 'error')
        .map((status) => ({ name: status.context, url: status.target_url ?? undefined, problems: [] })),
      ...(await Promise.all(
        failedRuns.map(async (run) => ({
          name: run.name,
          url: run.html_url ?? run.details_url ?? undefined,
          problems: await problemsOf(run),
        })),
      )),
    ];
    return { pending, failed };
  }

  function includes(live: string, change: string): Promise<boolean> {
    if (live === change) return Promise.resolve(true);
    // A live commit's history never changes: read once.
    if (!history.has(live)) {
      const reading = listCommits(api(), { sha: live, per_page: lookBack }).then(
        ({ commits }) => new Set(commits.map((commit) => commit.sha)),
      );
      history.set(live, reading);
      reading.catch(() => history.delete(live));
    }
    return history.get(live)!.then((shas) => shas.has(change));
  }

  function contentAt(commit: string): Promise<string> {
    if (!digests.has(commit)) {
      const reading = (
        api().request(`${repository()}/git/trees/${commit}`, { params: { recursive: 1 } }) as Promise<{
          tree: { path: string; type: string; sha: string }[];
        }>
      ).then(({ tree }) =>
        contentDigest(
          tree.filter((entry) => entry.type === 'blob').map((entry) => ({ path: entry.path, blob: entry.sha })),
        ),
      );
      digests.set(commit, reading);
      reading.catch(() => digests.delete(commit));
    }
    return digests.get(commit)!;
  }

  return {
    checks,
    includes,
    contentAt,
    pageOf: (commit) => `https://github.com/${repository().replace(/^\/repos\//, '')}/commit/${commit}`,
  };
}
