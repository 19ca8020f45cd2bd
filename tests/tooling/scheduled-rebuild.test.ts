/**
 * The site built again when its content changes by the clock, with nobody pushing: the workflow's
 * scheduled jobs as GitHub runs them. The decision (.github/scripts/rebuild-due.sh) runs as the
 * runner runs it, at a time the test sets (INVERO_NOW), against the repository's GitHub Pages site
 * on loopback (pages-site.ts) serving the version the build wrote; what it decides then goes through
 * the jobs GitHub would run, the `changes` decision run too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { hostCommit } from '../../scripts/lib/environment.ts';
import { whenDue } from '../support/next-change.ts';
import { pagesSiteForTests, type VersionAnswer } from './pages-site.ts';
import { runStep, scratchRepository } from './runner-steps.ts';
import { envOf, interpolate, npmCommandsOf, valuesOf, workflowRuns, type Context } from './workflow-runs.ts';

const { workflow, jobs, jobsRun, waitsFor, suiteJobs, deployJobs } = workflowRuns('site.yml');
const decision = jobs.due!.steps.find((step) => step.id === 'due')!;
const changesStep = jobs.changes!.steps.find((step) => step.id === 'diff')!;
const keepAliveStep = jobs['keep-alive']!.steps.find((step) => step.run)!;
const buildCheckout = jobs.build!.steps.find((step) => step.uses?.startsWith('actions/checkout@'))!;
const buildStep = jobs.build!.steps.find((step) => step.run === 'npm run build')!;

/** The daily schedule the keep-alive job answers; every other one is the rebuild's. */
const keepAliveCron = /github\.event\.schedule == '([^']+)'/.exec(jobs['keep-alive']!.if ?? '')?.[1];
const rebuildCrons = (workflow.on.schedule ?? []).map((entry) => entry.cron).filter((cron) => cron !== keepAliveCron);

const tick = (sha: string, cron = rebuildCrons[0]): Context => ({
  'github.event_name': 'schedule',
  'github.ref': 'refs/heads/main',
  // A scheduled run is of main's latest commit.
  'github.sha': sha,
  'github.event.schedule': cron,
});
const push = (sha: string): Context => ({
  'github.event_name': 'push',
  'github.ref': 'refs/heads/main',
  'github.sha': sha,
});

const repo = scratchRepository();
const site = pagesSiteForTests();
afterAll(() => repo.remove());

describe('the scheduled rebuild', () => {
  const live = repo.commit({ 'content/site.yaml': 'a', 'content/pages/home.yaml': 'a', 'src/app.ts': 'a' });

  /** The live site, built from `commit` with its next change at `nextChangeAt` (undefined: built before there was one). */
  const publish = async (commit: string, nextChangeAt?: string | null) => {
    const { nextChangeAt: _none, ...before } = await repo.builtFrom(commit);
    site().publish(nextChangeAt === undefined ? before : { ...before, nextChangeAt });
  };

  /** The decision of a scheduled run at `now`, main's head being `head`: what it wrote, and what it said. */
  const decide = (now: string, head = live) =>
    runStep(decision, { ...tick(head), 'github.token': site().token }, repo.dir, {
      ...site().runnerEnv,
      INVERO_NOW: now,
    });

  it('asks every five minutes, GitHub’s shortest interval, off the start of the hour', () => {
    expect(rebuildCrons).toHaveLength(1);
    const [minutes = '', ...everyHourOfEveryDay] = rebuildCrons[0]!.split(' ');
    expect(everyHourOfEveryDay).toEqual(['*', '*', '*', '*']);
    const ticks = minutes.split(',').map(Number);
    expect(ticks).not.toContain(0);
    expect(ticks.map((minute, at) => (ticks[at + 1] ?? ticks[0]! + 60) - minute)).toEqual(ticks.map(() => 5));
  });

  it.each(whenDue)(
    'builds the site online again only when its next change is due: %s',
    async (_label, next, now, due) => {
      await publish(live, next);
      const { output } = await decide(now);
      expect(output).toBe(due ? `commit=${live}\n` : '');
    },
  );

  it.each<[string, () => VersionAnswer | undefined | Promise<VersionAnswer>]>([
    ['the repository has no GitHub Pages site', () => undefined],
    ['the site has no version address', () => ({ status: 404, body: '<!doctype html><title>404</title>' })],
    ['the site answers a page instead', () => ({ status: 200, body: '<!doctype html><title>Manutenção</title>' })],
    ['its next change is no moment', async () => ({ ...(await repo.builtFrom(live)), nextChangeAt: 'amanhã' })],
    [
      'its next change is a number',
      async () => ({
        status: 200,
        body: JSON.stringify({ ...(await repo.builtFrom(live)), nextChangeAt: 1798081200000 }),
      }),
    ],
    ['it names no commit', async () => ({ ...(await repo.builtFrom()), nextChangeAt: '2026-12-24T00:00:00-03:00' })],
  ])('does nothing, and says why on the run, when what is online cannot be read: %s', async (_label, answer) => {
    site().publish(await answer());
    const { output, log } = await decide('2026-12-25T00:00:00-03:00');
    expect(output).toBe('');
    expect(log).toMatch(/^::warning::/m);
  });

  it('costs seconds when nothing is due: no npm ci, no build, no tests, one question to the site', async () => {
    await publish(live, '2026-12-24T00:00:00-03:00');
    const from = site().seen.length;
    const { output } = await decide('2026-12-01T12:00:00-03:00');
    expect(
      site()
        .seen.slice(from)
        .filter((request) => request.to === 'site'),
    ).toHaveLength(1);
    expect([...jobsRun({ ...tick(live), 'needs.due.outputs.commit': output })]).toEqual(['due']);
    expect(npmCommandsOf(jobs.due!.steps)).toEqual([]);
    expect(jobs.due!.steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toEqual({
      'sparse-checkout': '.github/scripts',
    });
  });

  it('rebuilds the commit online, never main’s untested head, and deploys it without the tests', async () => {
    await publish(live, '2026-12-24T00:00:00-03:00');
    // A developer's code, whose run was cancelled before its tests: main's head, never online.
    const untested = repo.commit({ 'src/app.ts': 'untested' });
    const due = /^commit=(\w+)\n$/.exec((await decide('2026-12-24T00:01:00-03:00', untested)).output)?.[1];
    expect(due).toBe(live);
    const decided = { ...tick(untested), 'github.token': site().token, 'needs.due.outputs.commit': due };
    const { output } = await runStep(changesStep, decided, repo.dir, site().runnerEnv);
    expect(output).toBe('content-only=true\n');

    const context = { ...decided, 'needs.changes.outputs.content-only': 'true' };
    const deployed = deployJobs.filter((name) => jobsRun(context).has(name));
    expect(deployed).toHaveLength(1);
    expect(waitsFor(deployed[0]!)).toContain('build');
    expect(suiteJobs.filter((name) => jobsRun(context).has(name))).toEqual([]);
    // The build checks out the live commit and its /version.json names it, not main's head.
    expect(valuesOf(buildCheckout.with, context).ref).toBe(live);
    expect(hostCommit({ GITHUB_SHA: untested, ...envOf(buildStep, context) })).toBe(live);
    // A push builds its own commit, as before: no ref is the event's.
    expect(valuesOf(buildCheckout.with, push(untested)).ref).toBe('');
    expect(hostCommit({ GITHUB_SHA: untested, ...envOf(buildStep, push(untested)) })).toBe(untested);
  });

  it('deploys nothing when the site online changed after it decided', async () => {
    await publish(live, '2026-12-24T00:00:00-03:00');
    const { output } = await decide('2026-12-24T00:01:00-03:00');
    expect(output).toBe(`commit=${live}\n`);
    // A push's deploy lands in between.
    const edited = repo.commit({ 'content/site.yaml': 'edited' });
    await publish(edited, null);
    const decided = { ...tick(edited), 'github.token': site().token, 'needs.due.outputs.commit': live };
    expect((await runStep(changesStep, decided, repo.dir, site().runnerEnv)).output).toBe('content-only=false\n');
    const context = { ...decided, 'needs.changes.outputs.content-only': 'false' };
    expect(deployJobs.filter((name) => jobsRun(context).has(name))).toEqual([]);
  });

  it('leaves the schedule to the host on Netlify and Cloudflare Pages: nothing runs but the keep-alive', () => {
    for (const host of ['netlify', 'cloudflare-pages']) {
      expect(jobsRun({ ...tick(live), 'vars.SITE_HOST': host })).toEqual(new Set());
      expect(jobsRun({ ...tick(live, keepAliveCron), 'vars.SITE_HOST': host })).toEqual(new Set(['keep-alive']));
    }
  });

  it('never cancels a push’s run, which cancels it instead', () => {
    const { group, 'cancel-in-progress': cancels } = workflow.concurrency!;
    expect(interpolate(group, tick(live))).toBe(interpolate(group, push(live)));
    expect(interpolate(String(cancels), tick(live))).toBe('false');
    expect(interpolate(String(cancels), push(live))).toBe('true');
  });
});

describe('the keep-alive', () => {
  const daily = (token?: string) => ({ ...tick(repo.head(), keepAliveCron), 'github.token': token });
  const runner = () => ({
    ...site().runnerEnv,
    GITHUB_WORKFLOW_REF: `${site().runnerEnv.GITHUB_REPOSITORY}/.github/workflows/site.yml@refs/heads/main`,
  });

  it('runs once a day, on one of the workflow’s own schedules, with a token that may turn workflows on', () => {
    expect(rebuildCrons).not.toContain(keepAliveCron);
    expect((workflow.on.schedule ?? []).map((entry) => entry.cron)).toContain(keepAliveCron);
    expect(jobsRun(daily()).has('keep-alive')).toBe(true);
    expect(jobsRun(tick(repo.head())).has('keep-alive')).toBe(false);
    expect(jobsRun(push(repo.head())).has('keep-alive')).toBe(false);
    expect(jobs['keep-alive']!.permissions).toMatchObject({ actions: 'write' });
  });

  it('turns the workflow on again through GitHub’s REST API, by its file, counting the 60 days from now', async () => {
    await runStep(keepAliveStep, daily(site().token), repo.dir, runner());
    expect(site().enabled).toEqual(['site.yml']);
  });

  it('fails the run, for someone to see, when GitHub refuses', async () => {
    await expect(runStep(keepAliveStep, daily('ghs_wrong'), repo.dir, runner())).rejects.toThrow(/401/);
    expect(site().enabled).toEqual(['site.yml']);
  });
});
