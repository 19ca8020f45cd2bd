import path from 'node:path';
import type { ErrorPayload, Plugin } from 'vite';
import { loadContent, type Content } from '../schema/load/index.ts';
import { formatReport, nextSteps } from '../schema/messages/format.ts';
import { type ContentIssue } from '../schema/messages/issue.ts';
import { summarize } from '../schema/messages/format.ts';

const pagePathsOf = (content: Content) => content.pages.map((page) => page.path).join('\n');

/** The overlay payload: the same report as `npm run validate`, pointing at the first issue. */
function errorPayload(issues: ContentIssue[]): ErrorPayload {
  const [first] = issues;
  return {
    type: 'error',
    err: {
      message: formatReport(issues, nextSteps.preview),
      stack: '',
      plugin: 'conteúdo (YAML)',
      ...(first ? { id: first.file, loc: { file: first.file, line: first.line, column: first.column } } : {}),
    },
  };
}

/**
 * Live preview for `npm run dev`: YAML files are not modules Vite knows, so this watches the content
 * folder itself. A valid edit reloads the open page (or restarts the server when pages were added or
 * removed, since routes come from the page files); an invalid one shows the same located Portuguese
 * report as `npm run validate`, in the terminal and over the page, until a later edit fixes it.
 */
export function contentPreview(contentDir: string): Plugin {
  return {
    name: 'invero-content-preview',
    apply: 'serve',
    configureServer(server) {
      const hot = server.environments.client.hot;
      const logger = server.config.logger;
      const initial = loadContent(contentDir);
      let knownPaths = initial.ok ? pagePathsOf(initial.content) : undefined;
      // Kept while the content is invalid: a page that connects later (it was reloading when the file
      // was saved, or opened afterwards) gets it too, since Vite keeps no errors for late comers.
      let currentError = initial.ok ? undefined : errorPayload(initial.issues);
      if (currentError) logger.error(`\n${currentError.err.message}`, { timestamp: true });
      hot.on('vite:client:connect', (_data, client) => {
        if (currentError) client.send(currentError);
      });

      const check = async () => {
        const result = loadContent(contentDir);
        if (!result.ok) {
          currentError = errorPayload(result.issues);
          logger.error(`\n${currentError.err.message}`, { timestamp: true });
          hot.send(currentError);
          return;
        }
        currentError = undefined;
        logger.info(`✔ Conteúdo válido: ${summarize(result.content)}. Atualizando a página.`, { timestamp: true });
        const paths = pagePathsOf(result.content);
        if (paths !== knownPaths) {
          knownPaths = paths;
          await server.restart();
          return;
        }
        hot.send({ type: 'full-reload', path: '*' });
      };

      let timer: NodeJS.Timeout | undefined;
      const onFileEvent = (file: string) => {
        if (!path.resolve(file).startsWith(contentDir + path.sep) || !/\.ya?ml$/i.test(file)) return;
        // Editors often write a file in several steps; act once they are done.
        clearTimeout(timer);
        timer = setTimeout(() => void check(), 120);
      };
      server.watcher.add(contentDir);
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onFileEvent);
    },
  };
}
