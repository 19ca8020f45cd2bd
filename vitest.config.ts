import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**'],
          // The build tests run the real build; give them room on a 2-core machine.
          testTimeout: 60_000,
        },
      },
      // Browser tests against the built site; they run after the unit tests (see its groupOrder).
      './vitest.e2e.config.ts',
      // The tests that start a dev server (the live preview, the CMS), one file at a time: two dev
      // servers in one project would regenerate the same .react-router/types folder at once.
      {
        test: {
          name: 'dev-servers',
          environment: 'node',
          include: ['tests/e2e/dev-server.e2e.test.ts', 'tests/e2e/cms.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      // Lighthouse times pages, so it runs last and alone, with the machine otherwise idle.
      {
        test: {
          name: 'lighthouse',
          environment: 'node',
          include: ['tests/e2e/**/*.audit.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          hookTimeout: 120_000,
          testTimeout: 600_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
