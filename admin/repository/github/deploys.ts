import { cmsFiles } from '../../../schema/generate/cms-config.ts';
import { contentDigest, isSiteContentFile } from '../../../schema/load/built-version.ts';
import { photoAddress, type Content } from '../../session/content.ts';
import type { GitHubApi } from './api.ts';
import { listCommits } from './commits.ts';
import type { CheckProblem, CommitChecks, Deploys, Version } from '../repository.ts';
import { httpsAddress } from '../../going-live/https-address.ts';

/** A commit status (Netlify's and Cloudflare Pages' deploys report so), as the combined status lists it. */
interface Status {
  id: number;
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
  /** The app that reports it: GitHub Actions (`github-actions`) for a workflow's job. */
  app: { slug?: string } | null;
  check_suite: { id: number } | null;
}

/** A line a check run marked: `npm run validate` under GitHub Actions marks each problem of the content so. */
interface Annotation {
  path: string;
  start_line: number;
  annotation_level: string | null;
  message: string | null;
}

/** A file of a commit's tree, as GitHub lists it without its bytes. */
interface TreeFile {
  path: string;
  type: string;
  sha: string;
}

/** A workflow run, as GitHub Actions lists it: the check suite of its jobs. */
interface WorkflowRun {
  id: number;
}

/** A commit that writes `treeSha` on `version`, the branch moved only from there (github/repository.ts). */
export type CommitTree = (treeSha: string, message: string, version: Version) => Promise<{ sha: string }>;

const isYamlContent = (path: string) => isSiteContentFile(path) && !path.startsWith(`${cmsFiles.mediaFolder}/`);

/**
 * A run that ended without publishing: a failure or one that timed out. Cancelled and skipped runs
 * are not failures of this change (a newer push cancels the older run; a job skipped by its condition).
 */
const failedConclusions = new Set(['failure', 'timed_out']);

/** How far back from the live commit the CMS looks for the change: further back, it is long live. */
const lookBack = 100;

/** Reads `key` once, kept while it is being read and after; a read that failed is read again next time. */
function readOnce<Value>(kept: Map<string, Promise<Value>>, key: string, read: () => Promise<Value>): Promise<Value> {
  if (!kept.has(key)) {
    const reading = read();
    kept.set(key, reading);
    reading.catch(() => kept.delete(key));
  }
  return kept.get(key)!;
}

/**
 * What the CMS follows a change to the live site by, on GitHub: the commit's statuses and check runs
 * (read, never required: a host may report nothing), whether the live commit is the change's or a
 * later one on top of it, and the digest of the content at a commit, for a site whose host named no
 * commit; the content a failed build read; and the two ways of asking for the same version to be
 * published again — GitHub Actions' re-run of a workflow run's failed jobs, and a commit that
 * changes nothing, for a host that builds each push (`commitTree` writes it, as every write of the CMS).
 */
export function githubDeploys(api: () => GitHubApi, commitTree: CommitTree): Deploys {
  const repository = () => api().originRepoURL;
  const history = new Map<string, Promise<Set<string>>>();
  const digests = new Map<string, Promise<string>>();
  const trees = new Map<string, Promise<TreeFile[]>>();
  const contents = new Map<string, Promise<Content>>();
  const marked = new Map<string, Promise<CheckProblem[]>>();

  /** The content problems a failed run marked, read once per run (a run's annotations never change once it ended). */
  function problemsOf(run: CheckRun): Promise<CheckProblem[]> {
    if (run.output.annotations_count === 0) return Promise.resolve([]);
    return readOnce(marked, String(run.id), () =>
      (api().request(`${repository()}/check-runs/${run.id}/annotations`) as Promise<Annotation[]>).then((annotations) =>
        annotations
          .filter((note) => note.annotation_level === 'failure' && isSiteContentFile(note.path) && note.message)
          .map((note) => ({ file: note.path, line: note.start_line, message: note.message! })),
      ),
    );
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
        .map((status) => ({
          id: `status:${status.id}`,
          name: status.context,
          url: httpsAddress(status.target_url),
          problems: [],
        })),
      ...(await Promise.all(
        failedRuns.map(async (run) => ({
          id: `check-run:${run.id}`,
          name: run.name,
          url: httpsAddress(run.html_url) ?? httpsAddress(run.details_url),
          problems: await problemsOf(run),
          ...(run.app?.slug === 'github-actions' && run.check_suite ? { actionsSuite: run.check_suite.id } : {}),
        })),
      )),
    ];
    return { pending, failed };
  }

  function includes(live: string, change: string): Promise<boolean> {
    if (live === change) return Promise.resolve(true);
    // A live commit's history never changes: read once.
    return readOnce(history, live, () =>
      listCommits(api(), { sha: live, per_page: lookBack }).then(({ commits }) => new Set(commits.map((c) => c.sha))),
    ).then((shas) => shas.has(change));
  }

  /** A commit's files (a commit never changes: read once). */
  const treeOf = (commit: string) =>
    readOnce(trees, commit, async () => {
      const listed = (await api().request(`${repository()}/git/trees/${commit}`, { params: { recursive: 1 } })) as {
        tree: TreeFile[];
      };
      return listed.tree.filter((entry) => entry.type === 'blob');
    });

  const contentAt = (commit: string) =>
    readOnce(digests, commit, async () =>
      contentDigest((await treeOf(commit)).map((entry) => ({ path: entry.path, blob: entry.sha }))),
    );

  const content = (commit: string) =>
    readOnce(contents, commit, async () => {
      const files = (await treeOf(commit)).filter((entry) => isSiteContentFile(entry.path));
      const texts = files.filter((entry) => isYamlContent(entry.path));
      const read = await Promise.all(texts.map((entry) => api().readFile(entry.path, entry.sha, { branch: commit })));
      return {
        texts: new Map(texts.map((entry, index) => [entry.path, read[index]!])),
        photos: new Map(
          files.filter((entry) => !isYamlContent(entry.path)).map((entry) => [photoAddress(entry.path), undefined]),
        ),
      };
    });

  async function rerunFailedJobs(suites: readonly number[]): Promise<void> {
    for (const suite of new Set(suites)) {
      const { workflow_runs: runs } = (await api().request(`${repository()}/actions/runs`, {
        params: { check_suite_id: suite },
      })) as { workflow_runs: WorkflowRun[] };
      const [run] = runs;
      // No run of that suite to ask for (gone, or not this credential's to see): as GitHub says of it.
      if (!run) throw Object.assign(new Error('No workflow run of the check suite'), { status: 404 });
      await api().request(`${repository()}/actions/runs/${run.id}/rerun-failed-jobs`, { method: 'POST' });
    }
  }

  async function pushAgain(message: string, version: Version): Promise<string> {
    const { tree } = (await api().request(`${repository()}/git/commits/${version}`)) as { tree: { sha: string } };
    return (await commitTree(tree.sha, message, version)).sha;
  }

  return {
    checks,
    includes,
    contentAt,
    content,
    pageOf: (commit) => `https://github.com/${repository().replace(/^\/repos\//, '')}/commit/${commit}`,
    rerunFailedJobs,
    pushAgain,
  };
}
