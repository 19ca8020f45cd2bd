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
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
