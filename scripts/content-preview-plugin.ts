import path from 'node:path';
import type { Plugin } from 'vite';
import { loadContent } from '../schema/load.ts';
import { formatReport, nextSteps } from '../schema/report.ts';
import { summarize } from '../schema/summary.ts';

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
      const pagePaths = (): string | undefined => {
        const result = loadContent(contentDir);
        return result.ok ? result.content.pages.map((page) => page.path).join('\n') : undefined;
      };
      let knownPaths = pagePaths();
      let timer: NodeJS.Timeout | undefined;

      const check = async () => {
        const result = loadContent(contentDir);
        const hot = server.environments.client.hot;
        if (!result.ok) {
          const report = formatReport(result.issues, nextSteps.preview);
          server.config.logger.error(`\n${report}`, { timestamp: true });
          const [first] = result.issues;
          hot.send({
            type: 'error',
            err: {
              message: report,
              stack: '',
              plugin: 'conteúdo (YAML)',
              ...(first ? { id: first.file, loc: { file: first.file, line: first.line, column: first.column } } : {}),
            },
          });
          return;
        }
        server.config.logger.info(`✔ Conteúdo válido: ${summarize(result.content)}. Atualizando a página.`, {
          timestamp: true,
        });
        const paths = result.content.pages.map((page) => page.path).join('\n');
        if (paths !== knownPaths) {
          knownPaths = paths;
          await server.restart();
          return;
        }
        hot.send({ type: 'full-reload', path: '*' });
      };

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
