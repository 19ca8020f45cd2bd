/**
 * A host that publishes main, for the browser tests of "is my change live?": as Netlify, Cloudflare
 * Pages or GitHub Actions do on each push, it marks the commit's deploy pending (a commit status),
 * checks the pushed content with the build's own loader (`npm run validate`'s rules, which stop a
 * build) and, when it passes, publishes it: the site's /version.json (written by the build's own
 * code, with the commit the host names) then says the site carries it, and the commit's checks say
 * success. When it fails, the build's check run fails, marking each problem's line as
 * `npm run validate` marks it under GitHub Actions, and the site keeps the version before. The
 * pages themselves stay the global setup's build: what the CMS reads of a deploy is the version
 * address and the checks. Pushes are deployed one at a time, in order; a test may hold them.
 *
 * The runner has a clock, the moment its builds read the content at (as the build reads INVERO_NOW),
 * which a test moves instead of waiting: then, as the hosts' schedules do (the workflow's scheduled
 * job, Netlify's scheduled function, the Worker's Cron Trigger), once the live site's next change
 * (`nextChangeAt`) has come, it builds the commit online again, with no push.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { readClock } from '../../../project/clock.ts';
import { siteAddresses } from '../../../schema/fields/site-addresses.ts';
import type { BuiltVersion } from '../../../schema/load/built-version.ts';
import { loadContent } from '../../../schema/load/index.ts';
import { builtVersion } from '../../../scripts/build/site-version.ts';
import type { GitHubStandIn } from './stand-in.ts';

/** What a deploy of a commit came to. */
export type Deployed = 'live' | 'failed';

export interface DeployRunnerOptions {
  /** The runner's clock at the start (ISO 8601 with its offset); the real time unless told. */
  now?: string;
}

export interface DeployRunner {
  /** What the site says at its version address now. */
  live(): BuiltVersion;
  /**
   * Moves the runner's clock to `moment` (ISO 8601 with its offset) and runs its schedule there, as
   * a host's does on its next tick: once the deploys under way have ended, if the live site's next
   * change is due by then, the commit online is built again at `moment`. Resolves with what came of
   * that rebuild, or undefined when nothing was due.
   */
  advanceTo(moment: string): Promise<Deployed | undefined>;
  /** Resolves once the deploy of `sha` ended. */
  deployed(sha: string): Promise<Deployed>;
  /** The problems the build of `sha` marked, as the check run lists them. */
  problems(sha: string): string[];
  /** Holds the deploys of the next pushes until `release` is called: the change is then still on its way. */
  hold(): () => void;
  /** Answers the site's version address in `context` (whose site is at `siteUrl`), never cached, as a host does. */
  serve(context: BrowserContext, siteUrl: string): Promise<void>;
}

/** The name of the deploy's commit status and of the build's check run. */
export const deployContext = 'deploy/site';
export const buildCheck = 'build';

/** The content of a commit of the stand-in's repository, written out under `dir/content`. */
function checkOut(github: GitHubStandIn, sha: string, dir: string): string {
  for (const entry of github.git.tree(sha, { recursive: true })) {
    if (entry.type !== 'blob' || !entry.path.startsWith('content/')) continue;
    const file = path.join(dir, entry.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, github.git.blob(entry.sha));
  }
  return path.join(dir, 'content');
}

/** What a build of a commit came to: the version it publishes, or the problems that stopped it. */
type Built = { version: BuiltVersion } | { annotations: { path: string; start_line: number; message: string }[] };

export async function startDeployRunner(
  github: GitHubStandIn,
  { now }: DeployRunnerOptions = {},
): Promise<DeployRunner> {
  const results = new Map<string, Promise<Deployed>>();
  const marked = new Map<string, string[]>();
  let live: BuiltVersion | undefined;
  let clock = now;
  let queue: Promise<unknown> = Promise.resolve();
  let held: Promise<void> | undefined;

  /** The content of `sha`, checked and built as the host's build does, at the runner's clock. */
  async function build(sha: string): Promise<Built> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'invero-deploy-'));
    try {
      const contentDir = checkOut(github, sha, dir);
      const loaded = loadContent(contentDir, { at: readClock(clock) });
      if (!loaded.ok) {
        const annotations = loaded.issues.map((issue) => ({
          path: issue.file,
          start_line: issue.line,
          message: `${issue.message} ${issue.hint}`.trim(),
        }));
        return { annotations };
      }
      const version = await builtVersion(contentDir, { COMMIT_REF: sha }, loaded.clock.nextChangeAt);
      // Built at the runner's moment, as a host's build then says (the CMS reads it as when the
      // scheduled rebuild ran); the real time when the runner's clock runs.
      return { version: clock ? { ...version, builtAt: new Date(readClock(clock)).toISOString() } : version };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  async function deploy(sha: string): Promise<Deployed> {
    await held;
    const built = await build(sha);
    if ('annotations' in built) {
      const { annotations } = built;
      marked.set(
        sha,
        annotations.map((note) => note.message),
      );
      github.addCheckRun(sha, { name: buildCheck, status: 'completed', conclusion: 'failure', annotations });
      github.setStatus(sha, { context: deployContext, state: 'failure', description: 'O build falhou' });
      return 'failed';
    }
    live = built.version;
    github.addCheckRun(sha, { name: buildCheck, status: 'completed', conclusion: 'success' });
    github.setStatus(sha, { context: deployContext, state: 'success', description: 'Publicado' });
    return 'live';
  }

  /** The schedule's tick at the runner's clock: the commit online built again when its next change is due. */
  async function rebuildWhenDue(): Promise<Deployed | undefined> {
    const next = live?.nextChangeAt;
    if (!live?.commit || !next || Date.parse(next) > readClock(clock)) return undefined;
    const built = await build(live.commit);
    if ('annotations' in built) return 'failed';
    live = built.version;
    return 'live';
  }

  /** Runs `step` once every deploy before it has ended: one at a time, in order, as a host does. */
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const result = queue.then(step);
    queue = result.catch(() => undefined);
    return result;
  };

  const push = (sha: string) => {
    github.setStatus(sha, { context: deployContext, state: 'pending', description: 'Publicando' });
    results.set(
      sha,
      inTurn(() => deploy(sha)),
    );
  };
  github.onPush(push);
  // The site as it is when the test starts: main's head, published.
  push(github.head()!);
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
