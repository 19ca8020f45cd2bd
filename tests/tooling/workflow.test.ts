import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../project/environment.ts';
import { pagesSiteForTests } from './pages-site.ts';
import { runStep, scratchRepository } from './runner-steps.ts';
import { npmCommandsOf, readWorkflow, workflowRuns, workflowsDir, type Context } from './workflow-runs.ts';

const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);

const npmCommands = (file: string) => Object.values(readWorkflow(file).jobs).flatMap((job) => npmCommandsOf(job.steps));

describe.each(workflows)('the CI workflow %s', (file) => {
  it('runs only npm commands this project has', () => {
    const commands = npmCommands(file);
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      const [, verb, name] = /^npm (run|ci|test|install)\b\s*(\S*)/.exec(command) ?? [];
      expect(verb, command).toBeDefined();
      if (verb === 'run') expect(scripts, command).toContain(name);
      if (verb === 'test') expect(scripts, command).toContain('test');
    }
  });

  it('validates the content and runs the tests', () => {
    expect(npmCommands(file)).toEqual(expect.arrayContaining(['npm run validate', 'npm test']));
  });
});

/** The site workflow's jobs as GitHub runs them for one event (workflow-runs.ts). */
describe('the site workflow', () => {
  const { jobs, jobsRun, waitsFor, suiteJobs, deployJobs } = workflowRuns('site.yml');
  const pushToMain = { 'github.ref': 'refs/heads/main', 'github.event_name': 'push' };
  const contentOnly = (value: boolean) => ({ 'needs.changes.outputs.content-only': String(value) });

  it('deploys a change to content/ only once it is installed, validated and built, without the test suite', () => {
    const deployed = deployJobs.filter((name) => jobsRun({ ...pushToMain, ...contentOnly(true) }).has(name));
    expect(deployed).toHaveLength(1);
    const waited = waitsFor(deployed[0]!);
    expect(waited.filter((name) => suiteJobs.includes(name))).toEqual([]);
    const commands = waited.flatMap((name) => npmCommandsOf(jobs[name]!.steps));
    expect(commands).toEqual(
      expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm run validate', 'npm run build']),
    );
    expect(commands.indexOf('npm run validate')).toBeLessThan(commands.indexOf('npm run build'));
  });

  it('deploys any other change only after the whole test suite', () => {
    expect(suiteJobs.length).toBeGreaterThan(0);
    const deployed = deployJobs.filter((name) => jobsRun({ ...pushToMain, ...contentOnly(false) }).has(name));
    expect(deployed).toHaveLength(1);
    expect(waitsFor(deployed[0]!)).toEqual(expect.arrayContaining(suiteJobs));
  });

  it('runs the whole suite on every change, and deploys only what reaches main, to GitHub Pages unless told otherwise', () => {
    const events = [
      { ...pushToMain, ...contentOnly(true) },
      { ...pushToMain, ...contentOnly(false) },
      { 'github.ref': 'refs/pull/7/merge', 'github.event_name': 'pull_request', ...contentOnly(true) },
    ];
    for (const context of events) for (const suite of suiteJobs) expect(jobsRun(context).has(suite)).toBe(true);
    expect(deployJobs.filter((name) => jobsRun(events[2]!).has(name))).toEqual([]);
    for (const host of ['netlify', 'cloudflare-pages']) {
      for (const context of events.slice(0, 2)) {
        expect(deployJobs.filter((name) => jobsRun({ ...context, 'vars.SITE_HOST': host }).has(name))).toEqual([]);
      }
    }
  });

  it('caches the converted photos between runs, restored after npm ci empties node_modules', () => {
    for (const name of ['build', ...suiteJobs]) {
      const steps = jobs[name]!.steps;
      const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache@'));
      expect(cache, name).toBeGreaterThan(steps.findIndex((step) => step.run?.startsWith('npm ci')));
      expect((steps[cache] as { with: { path: string } }).with.path).toBe('node_modules/.cache/invero-images');
    }
  });

  /**
   * The `changes` job's decision, run as the runner runs it over a scratch repository, with the
   * repository's GitHub Pages site on loopback (pages-site.ts) serving the version the build wrote
   * for whatever went online.
   */
  describe('tells a change to content/ only since what is online from any other, with git', () => {
    const step = jobs.changes!.steps.find((candidate) => candidate.id === 'diff')!;
    // The repository as the runner checks it out: the workflow and its scripts, code and content.
    const repo = scratchRepository();
    const { git, commit, head, builtFrom } = repo;
    const site = pagesSiteForTests();
    afterAll(() => repo.remove());
    const first = commit({ 'content/site.yaml': 'a', 'src/app.ts': 'a', 'content/pages/home.yaml': 'a' });

    const push = (before: string, sha: string): Context => ({
      ...pushToMain,
      'github.event.before': before,
      'github.sha': sha,
      'github.token': site().token,
    });

    /** What the step writes to GITHUB_OUTPUT for `event`, run in the repository as the runner runs it. */
    const changes = async (event: Context): Promise<string> =>
      (await runStep(step, event, repo.dir, site().runnerEnv)).output;

    /** The decision for a push of `head` after `base`, the site online having been built from `base` ('' for a site that does not say). */
    async function classify(base: string, head: string): Promise<string> {
      site().publish(await builtFrom(base || undefined));
      return changes(push(base, head));
    }

    /**
     * The workflow's run for a push of the commit checked out, `sha`: whether it goes online
     * without the tests, and unless it is `cancelled` (or fails), the site then carries it.
     */
    async function replay(before: string, sha: string, { cancelled = false } = {}) {
      const decided = /^content-only=(true|false)\n$/.exec(await changes(push(before, sha)))?.[1];
      const context = { ...push(before, sha), 'needs.changes.outputs.content-only': decided };
      const [deployer, ...others] = deployJobs.filter((name) => jobsRun(context).has(name));
      expect(others).toEqual([]);
      const waitsForTests = suiteJobs.every((suite) => waitsFor(deployer!).includes(suite));
      if (!cancelled) site().publish(await builtFrom(sha));
      return { contentOnly: decided === 'true', waitsForTests };
    }

    it.each([
      ['a content edit', { 'content/site.yaml': 'b' }, true],
      ['a new page and a photo', { 'content/pages/nova.yaml': 'n', 'content/images/foto.jpg': 'j' }, true],
      ['a page removed', { 'content/pages/home.yaml': null }, true],
      ['a code edit', { 'src/app.ts': 'b' }, false],
      ['content and code together', { 'content/site.yaml': 'c', 'src/app.ts': 'c' }, false],
      ['a file moved from code into content/', { 'src/app.ts': null, 'content/app.ts': 'a' }, false],
      ['the workflow itself', { '.github/workflows/site.yml': 'w' }, false],
    ] as const)('%s', async (_label, files, expected) => {
      const before = head();
      const after = commit(files);
      expect(await classify(before, after)).toBe(`content-only=${expected}\n`);
    });

    it('counts as code what it cannot compare: a site built from no commit this clone has, or nothing changed', async () => {
      expect(await classify('0000000000000000000000000000000000000000', head())).toBe('content-only=false\n');
      expect(await classify('', head())).toBe('content-only=false\n');
      expect(await classify(first, first)).toBe('content-only=false\n');
    });

    it('lets code out only after its tests, even when its run was cancelled and an editor publishes next', async () => {
      const before = head();
      const a = commit({ 'src/app.ts': 'A' });
      expect(await replay(before, a)).toEqual({ contentOnly: false, waitsForTests: true });
      const edit = commit({ 'content/site.yaml': "A'" });
      expect(await replay(a, edit)).toEqual({ contentOnly: true, waitsForTests: false });
      // B, code: a newer push cancels its run before its tests end, so it never goes online.
      const b = commit({ 'src/app.ts': 'B' });
      expect(await replay(edit, b, { cancelled: true })).toEqual({ contentOnly: false, waitsForTests: true });
      // C, an editor's change: content only since B, but it would carry B's untested code online.
      const c = commit({ 'content/site.yaml': 'C' });
      expect(await replay(b, c)).toEqual({ contentOnly: false, waitsForTests: true });
      // Once C's tests passed and it went online, the next editor's change goes without them again.
      const d = commit({ 'content/site.yaml': 'D' });
      expect(await replay(c, d)).toEqual({ contentOnly: true, waitsForTests: false });
    });

    it.each([
      ['the repository has no GitHub Pages site yet', undefined],
      ['the site has no version address yet', { status: 404, body: '<!doctype html><title>404</title>' }],
      ['the site answers a page instead', { status: 200, body: '<!doctype html><title>Manutenção</title>' }],
      ['the site answers something else', { status: 200, body: '{"commit":"","builtAt":1}' }],
    ] as const)('counts as code when what is online cannot be read: %s', async (label, answer) => {
      const before = head();
      site().publish(answer);
      expect(await changes(push(before, commit({ 'content/site.yaml': label })))).toBe('content-only=false\n');
    });

    it('compares the trees, for a site built off main, and counts as code one this clone no longer has', async () => {
      const before = head();
      git('checkout', '-q', '-b', 'hotfix');
      const hotfix = commit({ 'src/app.ts': 'only on the hotfix branch' });
      site().publish(await builtFrom(hotfix));
      git('checkout', '-q', 'main');
      // Since where the two parted, main changed content only; since what is online, the code too.
      expect(await changes(push(before, commit({ 'content/site.yaml': 'off main' })))).toBe('content-only=false\n');
      git('branch', '-q', '-D', 'hotfix');
      git('reflog', 'expire', '--expire=now', '--all');
      git('gc', '-q', '--prune=now');
      expect(spawnSync('git', ['cat-file', '-e', hotfix], { cwd: repo.dir }).status).not.toBe(0);
      const after = head();
      expect(await changes(push(after, commit({ 'content/site.yaml': 'branch gone' })))).toBe('content-only=false\n');
    });

    it('asks GitHub where the site is with the job token, and the site past every cache, without the token', async () => {
      const from = site().seen.length;
      await classify(head(), commit({ 'content/site.yaml': 'asked' }));
      await classify(head(), commit({ 'content/site.yaml': 'asked again' }));
      const seen = site().seen.slice(from);
      const asked = seen.filter((request) => request.to === 'site').map((request) => request.path);
      expect(seen.filter((request) => request.to === 'api')).toHaveLength(2);
      expect(asked).toHaveLength(2);
      expect(new Set(asked).size).toBe(2);
      for (const request of seen.filter((request) => request.to === 'site')) {
        expect(request.headers.authorization).toBeUndefined();
      }
    });

    it('compares a pull request with where it left its base, as it always did, without asking what is online', async () => {
      git('checkout', '-q', '-b', 'edit');
      const edit = commit({ 'content/site.yaml': 'proposed' });
      git('checkout', '-q', 'main');
      const moved = commit({ 'src/app.ts': 'main moved on' });
      const pullRequest = (head: string): Context => ({
        'github.ref': 'refs/pull/7/merge',
        'github.event_name': 'pull_request',
        'github.event.pull_request.base.sha': moved,
        'github.event.pull_request.head.sha': head,
        'github.sha': head,
        'github.token': site().token,
      });
      const from = site().seen.length;
      expect(await changes(pullRequest(edit))).toBe('content-only=true\n');
      git('checkout', '-q', 'edit');
      const code = commit({ 'src/app.ts': 'proposed' });
      git('checkout', '-q', 'main');
      expect(await changes(pullRequest(code))).toBe('content-only=false\n');
      expect(site().seen.slice(from)).toEqual([]);
    });
  });
});
