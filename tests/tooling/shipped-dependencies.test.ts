import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decapSwaps } from '../../admin/decap/swaps/bundle-swaps.ts';
import { packageOf, packagesImportedFrom } from '../support/imported-packages.ts';

/*
 * `dependencies` is what the published output carries, so that `npm audit --omit=dev` judges all of
 * it and nothing else: the packages the CMS at /admin/ bundles (Decap's among them), the site's, its
 * host functions', and what its build runs on the host.
 */

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = Object.keys(manifest.dependencies);

/** Every TypeScript module of a folder. */
const modulesIn = (folder: string) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, folder, file));

/** The CMS's bundle: its entry, and the modules the bundle puts in place of Decap's imports. */
const swappedIn = decapSwaps.map((swap) => swap.by);
const adminPackages = new Map([
  ...packagesImportedFrom([
    path.join(root, 'admin/main.tsx'),
    ...swappedIn.filter((by) => by.startsWith('admin/')).map((by) => path.join(root, by)),
  ]),
  ...swappedIn
    .filter((by) => !by.startsWith('admin/'))
    .map((by) => [packageOf(by)!, path.join(root, 'admin/decap/swaps/bundle-swaps.ts')] as const),
]);

/** Dependencies no module of ours imports, and why they are there. */
const notImported: Record<string, string> = {
  isbot: "react-router's build installs it (deleting devDependencies) when the project does not list it",
};

describe('the dependencies are what the published output carries', () => {
  it('list every package the CMS at /admin/ bundles, so that an audit of them sees it', () => {
    const missing = [...adminPackages]
      .filter(([name]) => !dependencies.includes(name))
      .map(([name, by]) => `${name} (imported by ${path.relative(root, by)})`);
    expect(missing).toEqual([]);
  });

  it('list nothing the site, its functions, its build or the CMS does not import', () => {
    const published = new Set([
      ...adminPackages.keys(),
      ...packagesImportedFrom([
        ...modulesIn('src'),
        ...modulesIn('functions'),
        path.join(root, 'scripts/build.ts'),
      ]).keys(),
    ]);
    expect(dependencies.filter((name) => !published.has(name) && !(name in notImported))).toEqual([]);
    expect(Object.keys(notImported).filter((name) => !dependencies.includes(name))).toEqual([]);
  });
});
