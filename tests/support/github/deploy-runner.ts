/**
 * A host that publishes main, for the browser tests of "is my change live?", in one of two ways:
 * - `github-pages`: the project's workflow (.github/workflows/site.yml) on GitHub Actions. Each push
 *   starts a workflow run whose jobs are check runs of GitHub Actions: `build` checks the pushed
 *   content with the build's own loader (`npm run validate`'s rules, which stop a build), marking
 *   each problem's line as `npm run validate` marks it; then `deploy-content` publishes it, or is
 *   skipped when the build failed. Re-running the run's failed jobs (asked through the API) runs
 *   them again, and the jobs after them, on the same commit.
 * - `netlify`: the host builds each push by itself and reports a commit status, pending then success
 *   or failure; the workflow only checks (its `build` job, with the same marks). It publishes again
 *   only on a new push.
 * When it publishes, the site's /version.json (written by the build's own code, with the commit the
 * host names) says the site carries the commit; when it fails, the site keeps the version before.
 * The pages themselves stay the global setup's build: what the CMS reads of a deploy is the version
 * address and the checks. Deploys run one at a time, in order; a test may hold them, or make the
 * next one fail in the host's own publishing (an outage, which passes when tried again).
 *
 * The runner has a clock, the moment its builds read the content at (as the build reads INVERO_NOW),
 * which a test moves instead of waiting: then, as the hosts' schedules do (the workflow's scheduled
 * job, Netlify's scheduled function, the Worker's Cron Trigger), once the live site's next change
 * (`nextChangeAt`) has come, it builds the commit online again, with no push.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readClock } from '../../../project/clock.ts';
import { editorsFile } from '../../../schema/editors.ts';
import { siteAddresses } from '../../../schema/fields/site-addresses.ts';
import type { BuiltVersion } from '../../../schema/load/built-version.ts';
import { loadContent, type LoadResult } from '../../../schema/load/index.ts';
import { builtVersion } from '../../../scripts/build/site-version.ts';
import type { GitHubStandIn, Rerun } from './stand-in.ts';
import {
  type Deployed,
  type Host,
  type DeployRunnerOptions,
  type DeployRunner,
  siteWorkflow,
  buildJob,
  deployJob,
  netlifyContext,
} from './deploy-host.ts';

/** The variable each host names the commit it built with (scripts/build/site-version.ts reads it). */
const commitVariable: Record<Host, string> = { 'github-pages': 'GITHUB_SHA', netlify: 'COMMIT_REF' };

/**
 * The content of a commit of the stand-in's repository, written out under `dir/content`, and the
 * list of who edits online beside it (editors.yaml), which the build checks with the content.
 */
function checkOut(github: GitHubStandIn, sha: string, dir: string): string {
  for (const entry of github.git.tree(sha, { recursive: true })) {
    if (entry.type !== 'blob' || !(entry.path.startsWith('content/') || entry.path === editorsFile)) continue;
    const file = path.join(dir, entry.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, github.git.blob(entry.sha));
  }
  return path.join(dir, 'content');
}

/** The account that pushed a commit (its author's), who a workflow run names as its actor. */
function pusherOf(github: GitHubStandIn, sha: string): string {
  const { email } = github.git.readCommit(sha).author;
  return github.accounts.byEmail(email)?.login ?? github.accounts.users[0]!.login;
}

export async function startDeployRunner(
  github: GitHubStandIn,
  { host = 'github-pages', now }: DeployRunnerOptions = {},
): Promise<DeployRunner> {
  const results = new Map<string, Promise<Deployed>>();
  const marked = new Map<string, string[]>();
  const workflowRuns = new Map<string, number>();
  let live: BuiltVersion | undefined;
  let clock = now;
  let queue: Promise<unknown> = Promise.resolve();
  let held: Promise<void> | undefined;
  let failing = false;

  /** The content as the host's build reads it: at the runner's clock. */
  const load = (contentDir: string) => loadContent(contentDir, { at: readClock(clock) });

  /** The `build` job: the content checked as `npm run validate` checks it; answers whether it passed. */
  function build(sha: string, loaded: LoadResult): boolean {
    const job = github.addCheckRun(sha, { name: buildJob, status: 'in_progress', workflowRun: workflowRuns.get(sha) });
    if (loaded.ok) {
      github.updateCheckRun(job, { status: 'completed', conclusion: 'success' });
      return true;
    }
    const annotations = loaded.issues.map((issue) => ({
      path: issue.file,
      start_line: issue.line,
      message: `${issue.message} ${issue.hint}`.trim(),
    }));
    marked.set(
      sha,
      annotations.map((note) => note.message),
    );
    github.updateCheckRun(job, { status: 'completed', conclusion: 'failure', annotations });
    return false;
  }

  /**
   * The version a build of `sha` publishes, built at the runner's moment as a host's build then says
   * (the CMS reads it as when the scheduled rebuild ran); the real time when the runner's clock runs.
   */
  async function versionOf(sha: string, contentDir: string, loaded: LoadResult): Promise<BuiltVersion> {
    const version = await builtVersion(
      contentDir,
      { [commitVariable[host]]: sha },
      loaded.ok ? loaded.clock.nextChangeAt : undefined,
    );
    return clock ? { ...version, builtAt: new Date(readClock(clock)).toISOString() } : version;
  }

  /** The host's own publishing of a built commit: fails when told to, else the site carries it. */
  async function publish(sha: string, contentDir: string, loaded: LoadResult): Promise<Deployed> {
    if (failing) {
      failing = false;
      return 'failed';
    }
    live = await versionOf(sha, contentDir, loaded);
    return 'live';
  }

  /** `step` over the content of `sha`, checked out in a scratch folder removed after it. */
  async function withCheckout<T>(sha: string, step: (contentDir: string) => Promise<T>): Promise<T> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'invero-deploy-'));
    try {
      return await step(checkOut(github, sha, dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /**
   * One attempt at `sha`: the workflow's `jobs`; and on Netlify, when `hostBuilds` (a push, not a
   * re-run of the workflow), the host's own build and publishing, told by its commit status.
   */
  async function deploy(sha: string, jobs: readonly string[], hostBuilds: boolean): Promise<Deployed> {
    await held;
    return withCheckout(sha, async (contentDir) => {
      const loaded = load(contentDir);
      const run = workflowRuns.get(sha);
      const built = jobs.includes(buildJob) ? build(sha, loaded) : true;
      if (host === 'netlify') {
        if (!hostBuilds) return built ? 'live' : 'failed';
        const deployed = built ? await publish(sha, contentDir, loaded) : 'failed';
        github.setStatus(sha, {
          context: netlifyContext,
          state: deployed === 'live' ? 'success' : 'failure',
          description: deployed === 'live' ? 'Publicado' : built ? 'A publicação falhou' : 'O build falhou',
          target_url: 'https://app.netlify.com/sites/grupo-invero/deploys',
        });
        return deployed;
      }
      if (!jobs.includes(deployJob)) return built ? 'live' : 'failed';
      if (!built) {
        github.addCheckRun(sha, { name: deployJob, status: 'completed', conclusion: 'skipped', workflowRun: run });
        return 'failed';
      }
      const job = github.addCheckRun(sha, { name: deployJob, status: 'in_progress', workflowRun: run });
      const deployed = await publish(sha, contentDir, loaded);
      github.updateCheckRun(job, {
        status: 'completed',
        conclusion: deployed === 'live' ? 'success' : 'failure',
        ...(deployed === 'live' ? {} : { title: 'Failed to create deployment (status: 500)' }),
      });
      return deployed;
    });
  }

  /** The schedule's tick at the runner's clock: the commit online built again when its next change is due. */
  async function rebuildWhenDue(): Promise<Deployed | undefined> {
    const next = live?.nextChangeAt;
    if (!live?.commit || !next || Date.parse(next) > readClock(clock)) return undefined;
    const commit = live.commit;
    return withCheckout(commit, async (contentDir) => {
      const loaded = load(contentDir);
      if (!loaded.ok) return 'failed';
      live = await versionOf(commit, contentDir, loaded);
      return 'live';
    });
  }

  /** Runs `step` once every deploy before it has ended: one at a time, in order, as a host does. */
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const result = queue.then(step);
    queue = result.catch(() => undefined);
    return result;
  };

  const enqueue = (sha: string, jobs: readonly string[], hostBuilds: boolean) => {
    results.set(
      sha,
      inTurn(() => deploy(sha, jobs, hostBuilds)),
    );
  };
  const pushed = (sha: string) => {
    workflowRuns.set(sha, github.startWorkflowRun(sha, { ...siteWorkflow, actor: pusherOf(github, sha) }));
    if (host === 'netlify')
      github.setStatus(sha, { context: netlifyContext, state: 'pending', description: 'Publicando' });
    enqueue(sha, host === 'netlify' ? [buildJob] : [buildJob, deployJob], true);
  };
  github.onPush(pushed);
  // GitHub Actions runs the failed jobs again, and those that needed them; Netlify's own build is no job of the workflow.
  github.onRerun(({ sha, failedJobs }: Rerun) => {
    const again = failedJobs.includes(buildJob) ? [buildJob, deployJob] : failedJobs.filter((job) => job === deployJob);
    enqueue(sha, host === 'netlify' ? again.filter((job) => job === buildJob) : again, false);
  });
  // The site as it is when the test starts: main's head, published.
  pushed(github.head()!);
  await results.get(github.head()!);

  return {
    live: () => live!,
    advanceTo: (moment) => {
      clock = moment;
      return inTurn(rebuildWhenDue);
    },
    deployed: (sha) => results.get(sha) ?? Promise.reject(new Error(`No push of ${sha}`)),
    problems: (sha) => marked.get(sha) ?? [],
    hold: () => {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    failNext: () => {
      failing = true;
    },
    serve: async (context, siteUrl) => {
      await context.route(
        (url) => url.origin === new URL(siteUrl).origin && url.pathname === `/${siteAddresses.version}`,
        (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            headers: { 'Cache-Control': 'no-store' },
            body: JSON.stringify(live),
          }),
      );
    },
  };
}
