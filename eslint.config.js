// @ts-check
/**
 * The house rules that a tool can check: typescript-eslint, no import cycles (types included), the
 * rules of hooks, and `schema/` reaching the browser code as types only. `npm run lint`, part of
 * `npm test`, allows no warning.
 */
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importCycle } from './scripts/lint/import-cycles.js';
import { wordsInCatalogue } from './scripts/lint/words-in-catalogue.js';

/**
 * Decap's inner modules and its internal libraries are reached through one door,
 * admin/decap/door/internals.ts, whose every reliance admin/decap/door/reliances.ts declares and a test checks
 * against the installed Decap: an import of them anywhere else would be a reliance nobody checks.
 * The tests may read them (to compare the site's code with Decap's own helpers).
 */
const decapInternals = {
  group: ['decap-cms-*/dist/**', 'decap-cms-lib-*'],
  message:
    "Decap's internals go through admin/decap/door/internals.ts: declare the reliance in admin/decap/door/reliances.ts (tests/admin/decap-reliances.test.ts checks it).",
};

export default defineConfig(
  {
    // What the build, the type generator and the screenshots write; the JSON Schemas are generated.
    ignores: [
      'build/',
      'dist/',
      'dist.*/',
      '.build-*/',
      '.react-router/',
      'schema/json/',
      'screenshots/',
      'test-results/',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: {
      'import-x': importX,
      invero: { rules: { 'import-cycle': importCycle, 'words-in-catalogue': wordsInCatalogue } },
    },
    settings: {
      // Without these, import-x cannot read a TypeScript module it follows, and sees no cycle through it.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // A file a newcomer reads in one sitting: past 250 lines, it holds more than one thing.
      'max-lines': ['error', { max: 250 }],
      // A circle of type imports is a circle too (scripts/lint/import-cycles.js): import-x's no-cycle leaves them out.
      'invero/import-cycle': 'error',
      // Layers run one way: the tools (scripts/) use the app, never the reverse, and what both read
      // (the project root, the content folder) is in project/, which imports neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './src',
              from: './scripts',
              message: 'The app never imports the tools: what both need goes in project/ (or schema/).',
            },
            {
              target: './project',
              from: ['./src', './scripts', './schema', './admin'],
              message: 'project/ is what the app and the tools share: it imports neither.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type information from the project's own tsconfig: one TypeScript program serves every rule that needs it.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's way to answer a loader with a status: `throw data(null, { status: 404 })`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    // Every import of a project file names the file, extension and all (`./a.ts`, `./Hero/Hero.tsx`,
    // `../schema/sections/index.ts`): one rule in every folder, the one Node's own TypeScript needs.
    // `npx eslint --fix .` writes a missing extension.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import-x/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true, fix: true }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Vitest types its asymmetric matchers (`expect.stringMatching(…)` inside `toEqual`) as `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['admin/decap/door/internals.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [decapInternals] }] },
  },
  {
    // The site's Pages Function and the scheduled rebuild (a Worker, a Netlify function) run in a host's
    // runtime: Web APIs and schema/'s Node-free modules only.
    files: ['functions/**/*.ts', 'rebuild/**/*.ts', 'netlify/functions/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'This runs in a host’s runtime (Cloudflare, Netlify), without Node.' },
            {
              group: ['**/src/**', '**/scripts/**', '**/admin/**', '**/tests/**', '**/project/**'],
              message: 'A host’s function bundles schema/ only: what it shares with the app or the tools goes there.',
            },
            decapInternals,
          ],
        },
      ],
    },
  },
  {
    // The browser's code: zod and yaml must not reach its bundles, so `schema/` comes in as types only.
    // The *.server modules run at build time and read the content with it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.server.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schema/**', '**/schema'],
              allowTypeImports: true,
              message: 'The app imports schema/ only as `import type`: zod and yaml stay out of the browser.',
            },
            // This rule's options replace those of the one above for the app's files: Decap's door again.
            decapInternals,
          ],
        },
      ],
    },
  },
  {
    // The admin's words for editors are written once: in the catalogue, or in its wording modules
    // (Decap's locale, admin/wording.ts, and the Portuguese of the libraries Decap draws with).
    files: ['admin/**/*.{ts,tsx}'],
    ignores: ['admin/wording.ts', 'admin/decap/swaps/*-in-portuguese.ts'],
    rules: { 'invero/words-in-catalogue': 'error' },
  },
);
