import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/environment';

const workflowsDir = path.join(projectRoot, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);

interface Step {
  run?: string;
}

/** Every `npm …` command the workflow's `run:` steps type. */
function npmCommands(file: string): string[] {
  const workflow = parse(readFileSync(path.join(workflowsDir, file), 'utf8')) as {
    jobs: Record<string, { steps: Step[] }>;
  };
  return Object.values(workflow.jobs)
    .flatMap((job) => job.steps.map((step) => step.run ?? ''))
    .flatMap((run) => run.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.startsWith('npm '));
}

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
