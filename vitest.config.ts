import { defineConfig } from 'vitest/config';
import { LongOnesFirst } from './scripts/test/sequencer.ts';
import { browserTestSettings, devServerTests, filesAtOnce } from './vitest.e2e.config.ts';

/**
 * The tests without a browser that cost more than a unit test: the `integration` group. Each runs
 * the real build, the shipped content, the fuzz at full size, ESLint, or other processes and the
 * things they take their time over (git, encoding photos). The rest is `unit`: pure, a minute in all.
 */
export const integrationTests = [
  'tests/admin/decap-config-check.test.ts',
  'tests/content/fuzz.test.ts',
  'tests/content/shipped.test.ts',
  'tests/functions/online-editor.runtime.test.ts',
  'tests/functions/set-up.test.ts',
  'tests/rebuild/worker.runtime.test.ts',
  'tests/scripts/build.test.ts',
  'tests/scripts/build/whole-build.test.ts',
  'tests/scripts/build/images.test.ts',
  'tests/scripts/build/output-swap.test.ts',
  'tests/scripts/build/schedule.test.ts',
  'tests/scripts/build/share-images.test.ts',
  'tests/scripts/build/weight.test.ts',
  'tests/scripts/validate.test.ts',
  'tests/scripts/cms/busy-ports.test.ts',
  'tests/scripts/cms/killed-publish.test.ts',
  'tests/scripts/cms/local-session/after-publicar.test.ts',
  'tests/scripts/cms/local-session/two-editors.test.ts',
  'tests/scripts/cms/local-versions.test.ts',
  'tests/scripts/cms/safety-net.test.ts',
  'tests/scripts/git/commit-msg-hook.test.ts',
  'tests/scripts/serve/busy-port.test.ts',
  'tests/scripts/vite/admin-inputs.test.ts',
  'tests/support/github/stand-in.test.ts',
  'tests/support/github/stand-in-app.test.ts',
  'tests/support/github/stand-in-checks.test.ts',
  'tests/tooling/deploy-runner.test.ts',
  'tests/tooling/lint.test.ts',
  'tests/tooling/react-19-dependencies.test.ts',
  'tests/tooling/scheduled-rebuild.test.ts',
  'tests/tooling/workflow.test.ts',
];

/**
 * The test that runs other tests (the browser's among them) on an edited copy of the content. It runs
 * in the browser files' group, first (scripts/test/sequencer.ts), on one of its two workers, and its
 * tests one file at a time: two at a time beside another browser file left them too little of a
 * 2-core machine to finish in time. Alone after the others, it left a core idle for a minute.
 */
const editedCopyTest = 'tests/content/edited-copy.test.ts';

/** What the two groups without a browser share. */
const withoutBrowser = {
  environment: 'node' as const,
  // Decap's locales ship a browser bundle as their main file: the tests read its ES modules.
  alias: { 'decap-cms-locales': 'decap-cms-locales/dist/esm/index.js' },
  server: { deps: { inline: ['decap-cms-locales'] } },
  // The build tests run the real build; give them room on a 2-core machine.
  testTimeout: 60_000,
  // Two files at a time: Vitest's own default is one fewer than the cores, one on a 2-core machine,
  // where a second file halves the unit group (86 s to 47 s) and takes the integration group from
  // about 280 s to 190 s (its files wait on git, builds and servers as much as they compute).
  maxWorkers: filesAtOnce,
};

/**
 * The unit tests that change what the files after them would share in one process: a module mocked,
 * the clock or the environment replaced, a spy on a shared object, a page's globals (jsdom). They run
 * each in a process of its own; every other unit file shares its worker's modules with the next.
 */
const isolatedUnitTests = [
  'tests/schema/section-in-one-place.test.ts',
  'tests/admin/keep-text-splice-fault.test.ts',
  'tests/admin/failure-notice.test.ts',
  'tests/rebuild/when-due.test.ts',
  'tests/sections/duplicates.test.tsx',
  'tests/tooling/react-19-dependencies.test.ts',
  'tests/admin/cms-config.test.ts',
  'tests/admin/live-failure.test.ts',
  'tests/admin/run-secret.test.ts',
  'tests/admin/run-settings.test.ts',
  'tests/admin/editor-tab.test.ts',
  'tests/scripts/vite/content-preview-clock.test.ts',
  'tests/content/content-server-clock.test.ts',
];

export default defineConfig({
  test: {
    sequence: { sequencer: LongOnesFirst },
    projects: [
      {
        test: {
          ...withoutBrowser,
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', ...integrationTests, editedCopyTest, ...isolatedUnitTests],
          // Each worker imports the schemas, the catalogue and Decap's modules once for all its files,
          // not once per file: 95 s → 50 s here, and half the CPU. A helper that opens something for
          // a file's tests (a server, a repository) registers its hooks when the file calls it.
          isolate: false,
        },
      },
      { test: { ...withoutBrowser, name: 'unit-isolated', include: isolatedUnitTests } },
      { test: { ...withoutBrowser, name: 'integration', include: integrationTests, sequence: { groupOrder: 1 } } },
      {
        test: {
          ...withoutBrowser,
          name: 'edited-copy',
          include: [editedCopyTest],
          sequence: { groupOrder: 2 },
        },
      },
      // Browser tests against the built site; they run after the others without a browser (see its groupOrder).
      './vitest.e2e.config.ts',
      // The tests that start a dev server (the live preview, the CMS), in the e2e files' group and on its
      // two workers: each runs its servers in its worker's own copy of the project
      // (tests/support/dev-project.ts), so two never meet.
      {
        test: {
          ...browserTestSettings,
          name: 'dev-servers',
          include: devServerTests,
          maxWorkers: filesAtOnce,
          sequence: { groupOrder: 2 },
        },
      },
      // Lighthouse's scores the test holds (accessibility, best practices, SEO, no shift) are the page's,
      // whatever the load, and its timings are only logged (`npm run lighthouse` holds them, on a quiet
      // machine): it runs in the browser files' group, first, on one of its two workers. Alone and last,
      // it left one of the two cores idle for its half minute.
      {
        test: {
          ...browserTestSettings,
          name: 'lighthouse',
          include: ['tests/e2e/**/*.audit.test.ts'],
          testTimeout: 600_000,
          maxWorkers: filesAtOnce,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
