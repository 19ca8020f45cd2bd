import path from 'node:path';
import type { Plugin } from 'vite';
import { contentImagesFolder } from '../../schema/fields/url.ts';
import { loadContent, type Content } from '../../schema/load/index.ts';
import { formatReport, nextSteps, previewReportTitle, summarize } from '../../schema/messages/format.ts';
import { contentReportEvent, type ContentReport } from '../../src/dev/content-report.ts';
import { type ContentIssue } from '../../schema/messages/issue.ts';

const pagePathsOf = (content: Content) => content.pages.map((page) => page.path).join('\n');

/** What the page's overlay shows: the same report as `npm run validate`. */
const reportOf = (issues: ContentIssue[]): Required<ContentReport> => ({
  report: { title: previewReportTitle, text: formatReport(issues, nextSteps.preview).trim() },
});

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
      // Kept while the content is invalid: a page that loads later (it was reloading when the file
      // was saved, or opened afterwards) asks for it when its overlay module starts.
      let current: ContentReport = initial.ok ? {} : reportOf(initial.issues);
      if (current.report) logger.error(`\n${current.report.text}`, { timestamp: true });
      hot.on(contentReportEvent, (_data, client) => client.send(contentReportEvent, current));

      const check = async () => {
        const result = loadContent(contentDir);
        if (!result.ok) {
          const invalid = reportOf(result.issues);
          current = invalid;
          logger.error(`\n${invalid.report.text}`, { timestamp: true });
          hot.send(contentReportEvent, invalid);
          return;
        }
        current = {};
        hot.send(contentReportEvent, current);
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
      const photosDir = path.join(contentDir, contentImagesFolder) + path.sep;
      const onFileEvent = (file: string) => {
        const absolute = path.resolve(file);
        if (!absolute.startsWith(contentDir + path.sep)) return;
        // A photo replaced or added is a new size and new files: the page must be drawn again.
        if (!/\.ya?ml$/i.test(file) && !absolute.startsWith(photosDir)) return;
        // Editors often write a file in several steps; act once they are done.
        clearTimeout(timer);
        timer = setTimeout(() => void check(), 120);
      };
      server.watcher.add(contentDir);
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onFileEvent);
    },
  };
}
