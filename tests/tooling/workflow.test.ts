import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../project/environment.ts';
import { npmCommandsOf, readWorkflow, workflowRuns, workflowsDir } from './workflow-runs.ts';

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

  describe('tells a change to content/ only from any other, with git', () => {
    const step = jobs.changes!.steps.find((candidate) => candidate.id === 'diff')!;
    const repo = mkdtempSync(path.join(tmpdir(), 'invero-changes-'));
    afterAll(() => rmSync(repo, { recursive: true, force: true }));
    const git = (...args: string[]) => {
      const result = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      return result.stdout.trim();
    };
    git('init', '-q', '-b', 'main');
    const commit = (files: Record<string, string | null>) => {
      for (const [name, text] of Object.entries(files)) {
        if (text === null) git('rm', '-q', name);
        else {
          spawnSync('mkdir', ['-p', path.dirname(path.join(repo, name))]);
          writeFileSync(path.join(repo, name), text);
          git('add', name);
        }
      }
      git('commit', '-q', '-m', 'change');
      return git('rev-parse', 'HEAD');
    };
    const first = commit({ 'content/site.yaml': 'a', 'src/app.ts': 'a', 'content/pages/home.yaml': 'a' });

    /** What the step writes to GITHUB_OUTPUT for the change from `base` to `head`. */
    const classify = (base: string, head: string) => {
      const output = path.join(repo, '..', `${path.basename(repo)}-output`);
      writeFileSync(output, '');
      const result = spawnSync('bash', ['-e', '-c', step.run!], {
        cwd: repo,
        env: { ...process.env, BASE: base, HEAD: head, GITHUB_OUTPUT: output },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      const written = readFileSync(output, 'utf8');
      rmSync(output);
      return written;
    };

    it.each([
      ['a content edit', { 'content/site.yaml': 'b' }, true],
      ['a new page and a photo', { 'content/pages/nova.yaml': 'n', 'content/images/foto.jpg': 'j' }, true],
      ['a page removed', { 'content/pages/home.yaml': null }, true],
      ['a code edit', { 'src/app.ts': 'b' }, false],
      ['content and code together', { 'content/site.yaml': 'c', 'src/app.ts': 'c' }, false],
      ['a file moved from code into content/', { 'src/app.ts': null, 'content/app.ts': 'a' }, false],
      ['the workflow itself', { '.github/workflows/site.yml': 'w' }, false],
    ] as const)('%s', (_label, files, expected) => {
      const before = git('rev-parse', 'HEAD');
      const after = commit(files);
      expect(classify(before, after)).toBe(`content-only=${expected}\n`);
    });

    it('counts as code what it cannot compare: a new branch, or history the runner does not have', () => {
      const head = git('rev-parse', 'HEAD');
      expect(classify('0000000000000000000000000000000000000000', head)).toBe('content-only=false\n');
      expect(classify('', head)).toBe('content-only=false\n');
      expect(classify(first, first)).toBe('content-only=false\n');
    });
  });
});
