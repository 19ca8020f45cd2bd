import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'schema/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
