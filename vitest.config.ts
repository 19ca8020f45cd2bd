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
    ],
  },
});
