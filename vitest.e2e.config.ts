import { defineConfig } from 'vitest/config';

/**
 * What every project of tests in a browser shares: one build of a content copy and its static
 * server (global-setup.ts), and time for them. The global setup builds the site: several seconds,
 * more on a busy machine.
 */
export const browserTestSettings = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // One process runs file after file with the modules it imported, its Chromium (the `browser`
  // fixture is the worker's) and the CMS files' `npm run cms` (tests/e2e/cms-test.ts, handed to each
  // file as first committed): each file opens its own contexts and other servers, and no browser test
  // mocks a module or changes the process's environment, so nothing of one file reaches the next.
  isolate: false,
  // A hang guard for what a test waits for by polling (a file written, a count on screen): Vitest's
  // own second is a busy machine's ordinary wait for a save.
  expect: { poll: { timeout: 15_000 } },
};

/**
 * How many files each group runs at once: two fill a 2-core machine. The run of Vitest inside a test
 * (tests/content/edited-copy.test.ts, beside another browser file) asks for one.
 */
export const filesAtOnce = Number(process.env.INVERO_FILES_AT_ONCE) || 2;

/** The tests that start dev servers (the live preview, the CMS), each in a copy of the project. */
export const devServerTests = [
  'tests/e2e/dev-server.e2e.test.ts',
  'tests/e2e/dev-projects.e2e.test.ts',
  'tests/e2e/cms.e2e.test.ts',
  'tests/e2e/cms-trust.e2e.test.ts',
  'tests/e2e/cms-trust-place.e2e.test.ts',
  'tests/e2e/cms-trust-refusals.e2e.test.ts',
  'tests/e2e/cms-command.e2e.test.ts',
  'tests/e2e/cms-form.e2e.test.ts',
  'tests/e2e/cms-form-shows.e2e.test.ts',
  'tests/e2e/cms-hostile.e2e.test.ts',
  'tests/e2e/cms-hostile-origin.e2e.test.ts',
  'tests/e2e/cms-scenarios.e2e.test.ts',
  'tests/e2e/cms-everyday.e2e.test.ts',
  'tests/e2e/cms-everyday-items.e2e.test.ts',
  'tests/e2e/cms-search.e2e.test.ts',
  'tests/e2e/cms-schedule.e2e.test.ts',
];

/**
 * The browser tests on their own: `npx vitest run -c vitest.e2e.config.ts`. They share one build and
 * one static server, and each test process one Chromium.
 */
export default defineConfig({
  test: {
    ...browserTestSettings,
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // They run in the dev-servers project of vitest.config.ts.
    exclude: devServerTests,
    // Two files at a time fill a 2-core machine; the timing tests keep generous margins for it.
    maxWorkers: filesAtOnce,
    // As a project of the root config: after the unit and integration tests (groups 0 and 1), not
    // beside them, so that the build tests do not compete with the notice timings for the CPU. Vitest
    // requires a group of its own for a project with its own maxWorkers: the dev-servers project
    // shares this one, with the same two workers.
    sequence: { groupOrder: 2 },
  },
});
