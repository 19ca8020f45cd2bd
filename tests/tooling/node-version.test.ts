import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../project/environment.ts';

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> };
/** The Node the project installs (package "node"): what `npm run …`, `npm test` and `npx …` run on. */
const projectNode = pkg.devDependencies.node!;
const major = (version: string) => version.split('.')[0];

describe('the Node the project runs on', () => {
  it('is the one it installs, whatever Node the machine has: these tests run on it', () => {
    expect(process.versions.node).toBe(projectNode);
  });

  it('is what engines, the workflow and Netlify name', () => {
    expect(pkg.engines.node).toBe(`^${projectNode}`);
    const { jobs } = parse(read('.github/workflows/site.yml')) as {
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
    };
    const setups = Object.values(jobs).flatMap((job) =>
      job.steps.filter((step) => step.uses?.startsWith('actions/setup-node@')),
    );
    for (const setup of setups) expect(String(setup.with?.['node-version'])).toBe(major(projectNode));
    expect(/^\s*NODE_VERSION\s*=\s*"([^"]+)"/m.exec(read('netlify.toml'))?.[1]).toBe(projectNode);
  });
});
