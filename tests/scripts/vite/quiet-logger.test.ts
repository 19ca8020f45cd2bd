import { createLogger, type ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { quietLogger } from '../../../scripts/vite/quiet-logger.ts';

/** Vite's own logger, printing into a list, as the site's resolved configuration holds it after the plugin. */
function loggerAfterPlugin(level: 'info' | 'warn' = 'info') {
  const printed: string[] = [];
  const print = (message: string) => printed.push(message);
  const logger = createLogger(level, {
    console: { ...console, log: print, warn: print, error: print },
    allowClearScreen: false,
  });
  const { configResolved } = quietLogger();
  (configResolved as (config: ResolvedConfig) => void)({ logger } as ResolvedConfig);
  return { logger, printed };
}

describe('the quiet logger', () => {
  it("drops React Router's note on the Environment API, and passes every other line", () => {
    const { logger, printed } = loggerAfterPlugin();
    logger.info('Using Vite Environment API (experimental)');
    logger.info('vite v8.3.8 building client environment for production...');
    logger.warn('The `envFile` option is deprecated, please use `envDir: false` instead.');
    logger.error('Build failed');
    expect(printed).toEqual([
      'vite v8.3.8 building client environment for production...',
      'The `envFile` option is deprecated, please use `envDir: false` instead.',
      'Build failed',
    ]);
  });

  it('keeps the log level Vite was run with', () => {
    const { logger, printed } = loggerAfterPlugin('warn');
    logger.info('vite v8.3.8 building client environment for production...');
    logger.warn('a warning');
    expect(printed).toEqual(['a warning']);
  });
});
