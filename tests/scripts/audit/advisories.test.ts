import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../project/environment.ts';
import { judge, type Advisory } from '../../../scripts/audit/advisories.ts';
import { importedPackages, packageOf, shippedPackages } from '../../../scripts/audit/shipped-packages.ts';

const advisory = (vulnerable_versions: string): Advisory => ({
  id: 1,
  url: 'https://github.com/advisories/GHSA-0000-0000-0000',
  title: 'exemplo',
  severity: 'high',
  vulnerable_versions,
});

describe('what the published output carries', () => {
  const shipped = shippedPackages(projectRoot);
  const names = new Set(shipped.map((item) => item.name));

  it("counts the site's dependencies, what /admin/ bundles, and what they depend on", () => {
    for (const name of ['react', 'react-router', 'decap-cms-core', 'decap-cms-backend-github', 'immutable']) {
      expect(names.has(name), name).toBe(true);
    }
    // Decap's own dependencies, which no package.json of this project names.
    expect(names.has('decap-cms-ui-default')).toBe(true);
  });

  it('leaves out the tools that only build and test it', () => {
    for (const name of ['vitest', 'eslint', 'playwright-core', 'typescript']) expect(names.has(name), name).toBe(false);
  });

  it('reads the packages a folder imports, by any form of import', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'invero-imports-'));
    mkdirSync(path.join(folder, 'sub'));
    writeFileSync(
      path.join(folder, 'sub', 'a.tsx'),
      "import x from 'left-pad';\nimport '@scope/side/effect.css';\nconst y = await import('lazy-one/dist/x.js');\nimport z from './local.ts';\nimport fs from 'node:fs';\n",
    );
    expect(importedPackages(folder)).toEqual(['@scope/side', 'lazy-one', 'left-pad']);
    expect(packageOf('decap-cms-core/dist/esm/actions/entries.js')).toBe('decap-cms-core');
  });
});

describe('an advisory against what is shipped', () => {
  const shipped = [
    { name: 'decap-cms-core', version: '3.19.1' },
    { name: 'yaml', version: '1.10.3' },
    { name: 'yaml', version: '2.9.1' },
  ];

  it('applies to a shipped version inside its range', () => {
    const [judged] = judge(shipped, { yaml: [advisory('<2.2.2')] });
    expect(judged!.affected).toEqual(['1.10.3']);
  });

  it('does not apply outside its range, nor to a package not shipped', () => {
    expect(judge(shipped, { 'decap-cms-core': [advisory('<=3.8.3')] })[0]!.affected).toEqual([]);
    const [notShipped] = judge(shipped, { 'decap-cms': [advisory('>=0')] });
    expect(notShipped!.shipped).toEqual([]);
    expect(notShipped!.affected).toEqual([]);
  });
});
