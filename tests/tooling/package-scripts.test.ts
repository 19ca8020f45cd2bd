/**
 * The npm commands work as the first one run on a fresh clone: nothing they read may be left for
 * another command to generate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../project/environment';

const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The steps of a script, in the order `&&` runs them. */
const stepsOf = (script: string) => script.split('&&').map((step) => step.trim());

describe('the npm scripts', () => {
  // The route types (.react-router/types/) are generated, never committed: without them TypeScript
  // types every route's props as an error, and ESLint's type-aware rules refuse them (44 errors).
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
});
