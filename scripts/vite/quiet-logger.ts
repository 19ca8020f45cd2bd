import type { Plugin } from 'vite';

/**
 * What React Router prints through the site's Vite logger that tells this project nothing:
 * "Using Vite Environment API (experimental)", on every build, because react-router.config.ts opts
 * into v8_viteEnvironmentApi on purpose (React Router 8's default, and what vite.config.ts's
 * `environments` needs).
 */
const saysNothing = new Set(['Using Vite Environment API (experimental)']);

/**
 * Drops those lines from the resolved logger, and nothing else. The logger is changed in place
 * rather than given as `customLogger`, which would make Vite ignore the `--logLevel` it was run with.
 */
export function quietLogger(): Plugin {
  return {
    name: 'invero-quiet-logger',
    configResolved({ logger }) {
      const info = logger.info.bind(logger);
      logger.info = (message, options) => {
        if (!saysNothing.has(message)) info(message, options);
      };
    },
  };
}
