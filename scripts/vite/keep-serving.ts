import type { Logger, Plugin } from 'vite';
import { keepServingThroughFaults } from '../cms/safety-net.ts';

/** Per process: the dev server restarts in place (when the pages change), loading its plugins anew. */
const kept = Symbol.for('invero.keep-serving');
type ProcessWide = typeof globalThis & { [kept]?: { logger: Logger } };

/**
 * No fault the content can cause ends the dev server (`npm run dev`, and the one `npm run cms`
 * starts, whose open editor would lose what was typed): a promise rejected with nobody awaiting it,
 * as React Router's own check of the routes against the pages to prerender leaves when the two
 * disagree for a moment, is logged in the terminal and the server goes on answering.
 */
export function keepServing(): Plugin {
  return {
    name: 'invero-keep-serving',
    apply: 'serve',
    configureServer(server) {
      const shared = (globalThis as ProcessWide)[kept];
      // The latest server's logger: a restarted server's terminal lines go through its own.
      if (shared) {
        shared.logger = server.config.logger;
        return;
      }
      const current = { logger: server.config.logger };
      (globalThis as ProcessWide)[kept] = current;
      keepServingThroughFaults(
        (line) => current.logger.error(line, { timestamp: true }),
        'no servidor de desenvolvimento',
      );
    },
  };
}
