/**
 * The npm commands: each works as the first one run on a fresh clone (nothing it reads is left for
 * another command to generate), and each group of tests runs alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../project/environment.ts';
import { testStages } from '../../scripts/test/stages.ts';
import vitestConfig from '../../vitest.config.ts';

const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

interface TestProject {
  test?: { name?: string; globalSetup?: string[] };
}

/** The groups of tests `npm test` runs (vitest.config.ts's projects), a file's project read from it. */
const testProjects = await Promise.all(
  (vitestConfig.test?.projects ?? []).map(async (project) =>
    typeof project === 'string'
      ? ((await import(path.join(projectRoot, project))) as { default: TestProject }).default
      : (project as TestProject),
  ),
);

const projectNames = testProjects.map((project) => project.test?.name ?? '');

/** The group a project belongs to: the unit tests are two projects, `unit` and `unit-isolated`. */
const groupOf = (name: string) => name.replace(/-isolated$/, '');

/** How Vitest's command line names a group's projects: its one project's name, or a pattern for both. */
const projectFilter = (group: string) =>
  projectNames.filter((name) => groupOf(name) === group).length > 1 ? `'${group}*'` : group;

/** The projects a `--project` of a command selects: one by name, or those of a pattern like `'unit*'`. */
const selected = (filter: string) =>
  filter.startsWith("'")
    ? projectNames.filter((name) => name.startsWith(filter.slice(1, -2)))
    : projectNames.filter((name) => name === filter);

/** The steps of a script, in the order `&&` runs them. */
const stepsOf = (script: string) => script.split('&&').map((step) => step.trim());

describe('the npm scripts', () => {
  // The route types (.react-router/types/) are generated, never committed: without them TypeScript
  // types every route's props as an error, and ESLint's type-aware rules refuse them (46 errors).
  it('generate the route types before TypeScript or ESLint reads them', () => {
    const readers = Object.entries(scripts).filter(([, script]) =>
      stepsOf(script).some((step) => /^(tsc|eslint)\b/.test(step)),
    );
    expect(readers.map(([name]) => name)).toEqual(expect.arrayContaining(['typecheck', 'lint']));
    for (const [name, script] of readers) {
      const steps = stepsOf(script);
      const firstReader = steps.findIndex((step) => /^(tsc|eslint)\b/.test(step));
      expect(steps.slice(0, firstReader), `npm run ${name}`).toContain('react-router typegen');
    }
  });

  // `npm test` checks types and lint besides: one group, or one file of it, goes without.
  it('run each group of tests alone, the browser groups once the system Chromium is there', () => {
    expect(projectNames).toEqual([
      'unit',
      'unit-isolated',
      'integration',
      'edited-copy',
      'e2e',
      'dev-servers',
      'lighthouse',
    ]);
    for (const { test } of testProjects) {
      const group = groupOf(test?.name ?? '');
      const steps = stepsOf(scripts[`test:${group}`] ?? '');
      expect(steps.at(-1), `npm run test:${group}`).toBe(`vitest run --project ${projectFilter(group)}`);
      const before = test?.globalSetup ? ['tsx scripts/ensure-chromium.ts'] : [];
      expect(steps.slice(0, -1), `npm run test:${group}`).toEqual(before);
    }
  });

  // The cheapest first, so that a fault ends the run soonest: the route types, then the checks
  // without a browser together (types, the unit tests, lint), then the groups that build, browse and
  // start servers.
  it('npm test runs every check and every group once, the route types generated before their readers', () => {
    expect(scripts.test).toBe('tsx scripts/test.ts');
    const stageOf = (pattern: RegExp) => testStages.findIndex((stage) => stage.some((step) => pattern.test(step)));
    const steps = testStages.flat();
    expect(steps.filter((step) => step === 'react-router typegen')).toHaveLength(1);
    const projects = steps.flatMap((step) =>
      [...step.matchAll(/--project (\S+)/g)].flatMap((match) => selected(match[1]!)),
    );
    expect(projects.toSorted()).toEqual(projectNames.toSorted());
    const checks = [/^tsc\b/, /--project 'unit\*'/, /^eslint\b/, /^prettier --check\b/].map(stageOf);
    expect(new Set(checks)).toEqual(new Set([1]));
    expect(stageOf(/^react-router typegen$/)).toBe(0);
    expect(stageOf(/--project integration\b/)).toBe(2);
  });
});
