import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../../project/environment.ts';

/**
 * What the CMS's bundle takes from Decap in place of some of Decap's own imports. The CMS is built
 * from decap-cms-core and the few widgets and backends the generated configuration uses
 * (admin/decap/parts.ts); these replacements keep out what it never runs, and make the rest speak
 * Portuguese where Decap wrote English into a widget. Each is keyed by who imports what, so nothing
 * of the site's own code is touched. Together they take the first load from 1.6 MB gzip (decap-cms-app)
 * to about 600 KB; the budget test (tests/e2e/cms-build.e2e.test.ts) holds it under 800 KB.
 */
interface Replacement {
  /** The import as Decap writes it. */
  source: string;
  /** The packages whose modules import it (their folder names under node_modules). */
  importers: RegExp;
  /** The module that answers instead, from the project's root ('yaml': the site's own copy). */
  by: string;
}

const decapWidgets = /node_modules\/decap-cms-widget-[a-z]+\//;
const decapCore = /node_modules\/decap-cms-core\//;

export const decapReplacements: readonly Replacement[] = [
  // Interface text: react-select's "No options" and screen-reader texts, and Decap's "Loading options…".
  { source: 'react-select', importers: decapWidgets, by: 'admin/decap/select-in-portuguese.ts' },
  { source: 'react-select/async', importers: decapWidgets, by: 'admin/decap/async-select-in-portuguese.ts' },
  // The drag handles' role and instructions, and what is announced while an item moves.
  { source: '@dnd-kit/core', importers: decapWidgets, by: 'admin/decap/drag-in-portuguese.ts' },
  { source: '@dnd-kit/sortable', importers: decapWidgets, by: 'admin/decap/sortable-in-portuguese.ts' },
  // A list's items are groups drawn by the site's object control, which shows a button as a choice of three.
  {
    source: 'decap-cms-widget-object',
    importers: /node_modules\/decap-cms-widget-list\//,
    by: 'admin/widgets/ObjectControl.tsx',
  },
  // Hints are plain text: no Markdown parser (≈ 40 KB gzip).
  { source: 'react-markdown', importers: decapCore, by: 'admin/decap/plain-hint.ts' },
  { source: 'remark-gfm', importers: decapCore, by: 'admin/decap/not-used.ts' },
  // Every file is YAML in the site's own format: no front matter, TOML (≈ 55 KB gzip, with js-yaml and esprima).
  { source: 'gray-matter', importers: decapCore, by: 'admin/decap/not-used.ts' },
  { source: '@iarna/toml/parse-string', importers: decapCore, by: 'admin/decap/not-used.ts' },
  { source: 'tomlify-j0.4', importers: decapCore, by: 'admin/decap/not-used.ts' },
  // …and one YAML library: Decap's older copy only prints its error report (`stringify`, the same in both).
  { source: 'yaml', importers: decapCore, by: 'yaml' },
  // The GitHub backend talks REST unless `use_graphql` is set, which the configuration never does (≈ 45 KB gzip).
  { source: './GraphQLAPI', importers: /node_modules\/decap-cms-backend-github\//, by: 'admin/decap/not-used.ts' },
  // lodash/fp brings all of lodash for four small functions (≈ 25 KB gzip).
  { source: 'lodash/fp', importers: /node_modules\/decap-cms-lib-util\//, by: 'admin/decap/lodash-fp.ts' },
];

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
 * The replacements and the modules that answer for them, as a short hash. The dev server keeps
 * Decap's pre-bundled packages until its configuration changes, and it counts a plugin by its name:
 * the name carries this, so an edited replacement is bundled anew, not served stale from the cache.
 */
function replacementsHash(): string {
  const hash = createHash('sha256');
  for (const { source, importers, by } of decapReplacements) {
    hash.update(`${source} ${importers.source} ${by}\n`);
    if (by.startsWith('admin/')) for (const file of withOwnImports(by)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The replacements as a plugin of both Vite's build and its dependency pre-bundling (in the dev
 * server, Decap's packages are bundled by the optimizer, which runs its own plugins): the CMS in
 * `npm run cms` is the CMS that is built.
 */
export function decapParts(): Plugin {
  return {
    name: `invero-decap-parts-${replacementsHash()}`,
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.split(path.sep).join('/');
      const replacement = decapReplacements.find((r) => r.source === source && r.importers.test(from));
      if (!replacement) return null;
      if (!replacement.by.startsWith('admin/')) return this.resolve(replacement.by, adminEntry, { skipSelf: true });
      return path.join(projectRoot, replacement.by);
    },
  };
}
