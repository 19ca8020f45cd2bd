import { defineConfig } from 'vitest/config';
import { browserTestSettings, devServerTests } from './vitest.e2e.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**'],
          // Decap's locales ship a browser bundle as their main file: the tests read its ES modules.
          alias: { 'decap-cms-locales': 'decap-cms-locales/dist/esm/index.js' },
          server: { deps: { inline: ['decap-cms-locales'] } },
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
          ...browserTestSettings,
          name: 'dev-servers',
          include: devServerTests,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      // Lighthouse times pages, so it runs last and alone, with the machine otherwise idle.
      {
        test: {
          ...browserTestSettings,
          name: 'lighthouse',
          include: ['tests/e2e/**/*.audit.test.ts'],
          testTimeout: 600_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
