/**
 * Decap's older dependencies on the project's React 19 (package.json's `overrides`): npm accepts them
 * without a warning, and the prop-type checks Decap runs by hand read React 19's elements.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../project/environment.ts';

interface PropTypes {
  node: unknown;
  element: unknown;
  checkPropTypes: (specs: object, values: object, location: string, componentName: string) => void;
}

describe("Decap's dependencies on React 19", () => {
  it('are valid to npm: no React package asks for an older React than the one installed', () => {
    // `npm ls` says "invalid" where a peer dependency is unmet, the cause of install's ERESOLVE warnings.
    const ls = spawnSync('npm', ['ls', 'react', 'react-dom', '--all', '--json'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    const { problems = [] } = JSON.parse(ls.stdout) as { problems?: string[] };
    expect(problems.filter((problem) => /\breact(-dom)?@/.test(problem))).toEqual([]);
  });

  it("check the props of React 19's elements without a false warning, as Decap's Modal does", () => {
    // The prop-types Decap's core imports, from its own folder.
    const propTypes = createRequire(path.join(projectRoot, 'node_modules/decap-cms-core/package.json'))(
      'prop-types',
    ) as PropTypes;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      propTypes.checkPropTypes(
        { children: propTypes.node, icon: propTypes.element },
        { children: createElement('p'), icon: createElement('svg') },
        'prop',
        'Modal',
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
