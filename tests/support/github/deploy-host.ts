/**
 * The hosts the deploy runner plays (GitHub Pages through the workflow, Netlify), the names their
 * checks carry, and what a test may ask of the runner (deploy-runner.ts runs it).
 */
import type { BrowserContext } from 'playwright-core';
import type { BuiltVersion } from '../../../schema/load/built-version.ts';

/** What a deploy of a commit came to. */
export type Deployed = 'live' | 'failed';

/** Who publishes the site: GitHub Pages through the project's workflow, or a host that builds each push (Netlify). */
export type Host = 'github-pages' | 'netlify';

export interface DeployRunnerOptions {
  host?: Host;
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
  /** Resolves once the latest deploy of `sha` (its push, or a re-run of its failed jobs) ended. */
  deployed(sha: string): Promise<Deployed>;
  /** The problems the build of `sha` marked, as the check run lists them. */
  problems(sha: string): string[];
  /** Holds the deploys of the next pushes until `release` is called: the change is then still on its way. */
  hold(): () => void;
  /** The next deploy fails in the host's publishing, whatever the content; the one after it does not. */
  failNext(): void;
  /** Answers the site's version address in `context` (whose site is at `siteUrl`), never cached, as a host does. */
  serve(context: BrowserContext, siteUrl: string): Promise<void>;
}

/** The project's workflow, its job that checks and builds, and its job that publishes an editor's change. */
export const siteWorkflow = { name: 'Site', path: '.github/workflows/site.yml' };
export const buildJob = 'build';
export const deployJob = 'deploy-content';
/** The commit status Netlify reports a production deploy with. */
export const netlifyContext = 'netlify/grupo-invero/deploy';
