import { defineConfig } from 'vitest/config';

/**
 * The browser tests on their own: `npx vitest run -c vitest.e2e.config.ts`. They share one build and
 * one static server (global-setup.ts); each file launches its own Chromium.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 30_000,
    // The global setup builds the site: several seconds, more on a busy machine.
    hookTimeout: 120_000,
    // Two files at a time fill a 2-core machine; the timing tests keep generous margins for it.
    maxWorkers: 2,
  },
});
