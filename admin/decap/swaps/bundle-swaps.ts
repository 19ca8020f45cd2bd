/**
 * The imports of Decap's modules that the CMS's bundle answers with other modules
 * (scripts/vite/decap-parts.ts applies them, in the build and in the dev server): they keep out what
 * the CMS never runs, and make the rest speak Portuguese where Decap wrote English into a widget.
 * Each is keyed by who imports what, so nothing of the site's own code is touched. Together they
 * take the first load from 1.6 MB gzip (decap-cms-app) to about 600 KB; the budget test
 * (tests/e2e/cms-build.e2e.test.ts) holds it under 800 KB. A swap whose import Decap no longer makes
 * would silently bring the original back: tests/admin/decap-reliances.test.ts checks each, as it
 * checks the other reliances on Decap's internals (reliances.ts). Plain data, read by the bundler.
 */
export interface DecapSwap {
  /** The import as Decap writes it. */
  source: string;
  /** The packages whose modules import it (their folder names under node_modules). */
  importers: RegExp;
  /** The module that answers instead, from the project's root ('yaml': the site's own copy). */
  by: string;
  /** Why: what it keeps out, or what it says in Portuguese. */
  why: string;
}

const decapWidgets = /node_modules\/decap-cms-widget-[a-z]+\//;
const decapCore = /node_modules\/decap-cms-core\//;

const selectWords =
  'react-select’s "No options" and screen-reader texts, and Decap’s "Loading options…", in Portuguese';
const dragWords = 'the drag handles’ role and instructions, and what is announced while an item moves, in Portuguese';
const notRun = (what: string) => `${what}: every file is YAML in the site’s own format`;

export const decapSwaps: readonly DecapSwap[] = [
  {
    source: 'react-select',
    importers: decapWidgets,
    by: 'admin/decap/swaps/select-in-portuguese.ts',
    why: selectWords,
  },
  {
    source: 'react-select/async',
    importers: decapWidgets,
    by: 'admin/decap/swaps/async-select-in-portuguese.ts',
    why: selectWords,
  },
  { source: '@dnd-kit/core', importers: decapWidgets, by: 'admin/decap/swaps/drag-in-portuguese.ts', why: dragWords },
  {
    source: '@dnd-kit/sortable',
    importers: decapWidgets,
    by: 'admin/decap/swaps/sortable-in-portuguese.ts',
    why: dragWords,
  },
  {
    source: 'decap-cms-widget-object',
    importers: /node_modules\/decap-cms-widget-list\//,
    by: 'admin/widgets/ObjectControl.tsx',
    why: "a list's items are groups drawn by the site's object control, which shows a button's action as a choice of three",
  },
  {
    source: 'react-markdown',
    importers: decapCore,
    by: 'admin/decap/swaps/plain-hint.ts',
    why: 'hints are plain text: no Markdown parser (≈ 40 KB gzip)',
  },
  {
    source: 'remark-gfm',
    importers: decapCore,
    by: 'admin/decap/swaps/not-used.ts',
    why: 'hints are plain text: no GitHub-flavoured Markdown',
  },
  {
    source: 'gray-matter',
    importers: decapCore,
    by: 'admin/decap/swaps/not-used.ts',
    why: notRun('no front matter (≈ 55 KB gzip with TOML, js-yaml and esprima)'),
  },
  {
    source: '@iarna/toml/parse-string',
    importers: decapCore,
    by: 'admin/decap/swaps/not-used.ts',
    why: notRun('no TOML'),
  },
  { source: 'tomlify-j0.4', importers: decapCore, by: 'admin/decap/swaps/not-used.ts', why: notRun('no TOML') },
  {
    source: 'yaml',
    importers: decapCore,
    by: 'yaml',
    why: 'one YAML library: Decap’s older copy only prints its error report (`stringify`, the same in both)',
  },
  {
    source: './GraphQLAPI',
    importers: /node_modules\/decap-cms-backend-github\//,
    by: 'admin/decap/swaps/not-used.ts',
    why: 'the GitHub backend talks REST unless `use_graphql` is set, which the configuration never does (≈ 45 KB gzip)',
  },
  {
    source: './Entries/EntriesSearch',
    // Only Collection.js, beside its Entries folder, imports it so.
    importers: decapCore,
    by: 'admin/search/results-place.ts',
    why: 'the search page shows the admin’s search (admin/search/), which finds a word in any field of any entry, accents and case aside, and opens the entry at that field; Decap’s matched only titles, loosely, and said "Nenhuma Entrada"',
  },
  {
    source: '../constants/configSchema',
    // Only actions/config.js imports it so, as the CMS starts.
    importers: decapCore,
    by: 'admin/decap/swaps/config-checked-by-tests.ts',
    why: 'the configuration is the admin’s, never an editor’s, and the tests run Decap’s own check on each kind it makes: no JSON schema compiled by ajv on every opening',
  },
  {
    source: 'lodash/fp',
    importers: /node_modules\/decap-cms-lib-util\//,
    by: 'admin/decap/swaps/lodash-fp.ts',
    why: 'lodash/fp brings all of lodash for four small functions (≈ 25 KB gzip)',
  },
];
