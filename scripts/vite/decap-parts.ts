import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { decapSwaps } from '../../admin/decap/swaps/bundle-swaps.ts';
import { projectRoot } from '../../project/environment.ts';

/** A module of the project that stands in for a package: resolved as if the admin's entry imported it. */
const adminEntry = path.join(projectRoot, 'admin/main.tsx');

/**
 * A module of the project and the modules of the project it imports, all the way down: the optimizer
 * bundles them all into Decap's package (ObjectControl.tsx brings button-kind.ts and the schema's words).
 */
function withOwnImports(module: string, seen = new Set<string>()): Set<string> {
  const file = path.join(projectRoot, module);
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, relative] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    withOwnImports(path.relative(projectRoot, path.resolve(path.dirname(file), relative!)), seen);
  }
  return seen;
}

/**
 * The swaps and the modules that answer for them (with what they import), as a short hash. The dev server keeps Decap's
 * pre-bundled packages until its configuration changes, and it counts a plugin by its name: the
 * name carries this, so an edited swap is bundled anew, not served stale from the cache.
 */
function swapsHash(): string {
  const hash = createHash('sha256');
  for (const { source, importers, by } of decapSwaps) {
    hash.update(`${source} ${importers.source} ${by}\n`);
    if (by.startsWith('admin/')) for (const file of withOwnImports(by)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The swaps of Decap's imports (admin/decap/swaps/bundle-swaps.ts says which and why) as a plugin of both
 * Vite's build and its dependency pre-bundling (in the dev server, Decap's packages are bundled by
 * the optimizer, which runs its own plugins): the CMS in `npm run cms` is the CMS that is built.
 */
export function decapParts(): Plugin {
  return {
    name: `invero-decap-parts-${swapsHash()}`,
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.split(path.sep).join('/');
      const swap = decapSwaps.find((s) => s.source === source && s.importers.test(from));
      if (!swap) return null;
      if (!swap.by.startsWith('admin/')) return this.resolve(swap.by, adminEntry, { skipSelf: true });
      return path.join(projectRoot, swap.by);
    },
  };
}
