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
    ],
  },
});
