import path from 'node:path';
import type { Plugin } from 'vite';
import { contentImagesFolder } from '../../schema/fields/url.ts';
import { givenSiteClock, siteClock } from '../../project/environment.ts';
import { declaredPagePaths, loadContent, type LoadResult } from '../../schema/load/index.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { clockLines, formatReport, nextSteps, previewReportTitle, summarize } from '../../schema/messages/format.ts';
import { instantWords } from '../../schema/schedule/moment.ts';
import { contentReportEvent, type ContentReport } from '../../src/dev/content-report.ts';
import { type ContentIssue } from '../../schema/messages/issue.ts';

/**
 * The page addresses the routes are made from (src/routes.ts): the content's, or, while it is
 * invalid, those its page files declare — the same list React Router's prerender asks for.
 */
const routedPaths = (contentDir: string) => declaredPagePaths(contentDir).join('\n');

/** The content as the site shows it at the site's clock (INVERO_NOW, or now), as the pages read it (src/content.server.ts). */
const loadNow = (contentDir: string) => loadContent(contentDir, { at: siteClock() });

/** The longest wait a timer takes (about 24 days); a later change is waited for in turns. */
const longestTimer = 2 ** 31 - 1;

/** What the page's overlay shows: the same report as `npm run validate`. */
const reportOf = (issues: ContentIssue[]): Required<ContentReport> => ({
  report: { title: previewReportTitle, text: formatReport(issues, nextSteps.preview).trim() },
});

/**
 * Live preview for `npm run dev`: YAML files are not modules Vite knows, so this watches the content
 * folder itself. A valid edit reloads the open page (or restarts the server when pages were added or
 * removed, since routes come from the page files); an invalid one shows the same located Portuguese
 * report as `npm run validate`, in the terminal and over the page, until a later edit fixes it. The
 * preview follows the clock too: when something scheduled comes or goes, the open page reloads, as
 * the published site changes then (unless INVERO_NOW holds the clock still).
 */
export function contentPreview(contentDir: string): Plugin {
  // Read before React Router reads its routes (this hook runs first): a page file changed between
  // the two, or while the server restarted, is then a difference the first check sees and acts on.
  let knownPaths = '';
  return {
    name: 'invero-content-preview',
    apply: 'serve',
    config: {
      order: 'pre',
      handler() {
        knownPaths = routedPaths(contentDir);
      },
    },
    configureServer(server) {
      const hot = server.environments.client.hot;
      const logger = server.config.logger;
      const initial = loadNow(contentDir);
      // Kept while the content is invalid: a page that loads later (it was reloading when the file
      // was saved, or opened afterwards) asks for it when its overlay module starts.
      let current: ContentReport = initial.ok ? {} : reportOf(initial.issues);
      if (current.report) logger.error(`\n${current.report.text}`, { timestamp: true });
      hot.on(contentReportEvent, (_data, client) => client.send(contentReportEvent, current));

      let clockTimer: NodeJS.Timeout | undefined;
      // Waits for the next scheduled change of the content just read, then reads it again and reloads.
      const followClock = (result: LoadResult) => {
        clearTimeout(clockTimer);
        const next = result.ok ? result.clock.nextChangeAt : undefined;
        if (next === undefined || givenSiteClock() !== undefined) return;
        clockTimer = setTimeout(
          () => {
            if (Date.now() >= next)
              logger.info(`ℹ ${say('schedule-came', { when: instantWords(next, next) }).message}`, { timestamp: true });
            void check();
          },
          Math.min(Math.max(next - Date.now(), 0), longestTimer),
        );
        clockTimer.unref();
      };
      if (initial.ok) for (const line of clockLines(initial.clock)) logger.info(line);
      followClock(initial);

      const check = async () => {
        const result = loadNow(contentDir);
        followClock(result);
        // Routes follow the page files even while the content is invalid: React Router's prerender
        // reads the addresses afresh, and routes made from other ones stopped the server ("Invalid
        // route exports…", a promise nobody awaited) at the next page asked for.
        // The server started anew reads the content and reports it itself.
        const paths = routedPaths(contentDir);
        const restart = paths !== knownPaths;
        knownPaths = paths;
        if (!result.ok) {
          const invalid = reportOf(result.issues);
          current = invalid;
          logger.error(`\n${invalid.report.text}`, { timestamp: true });
          if (restart) return server.restart();
          hot.send(contentReportEvent, invalid);
          return;
        }
        current = {};
        logger.info(`✔ Conteúdo válido: ${summarize(result.content)}. Atualizando a página.`, { timestamp: true });
        if (restart) return server.restart();
        hot.send(contentReportEvent, current);
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
      // A save made while the server was starting (a restart among them) has no event of its own.
      if (routedPaths(contentDir) !== knownPaths) void check();
    },
  };
}
