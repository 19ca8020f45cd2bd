/**
 * Lighthouse (the npm package) on pages of a served site, in the system Chromium, mobile or desktop:
 * scores and timings per route, and the scores a page must reach. The host of another site's photo,
 * if the content names one, is answered locally (photo-server.ts), so the measurement never leaves
 * the machine and still includes the photo.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from '../lib/environment.ts';
import { loopbackOnlyFlag, quietChromiumFlags } from './chromium.ts';
import { startPhotoServer } from './photo-server.ts';

export type FormFactor = 'mobile' | 'desktop';

/**
 * The scores every page must reach. Accessibility, best practices and SEO do not depend on the
 * machine, so `npm test` asserts them too; performance moves with the machine's load, so only
 * `npm run lighthouse` holds it to its budget.
 */
export const requiredScores = { accessibility: 100, bestPractices: 100, seo: 100 } as const;
export const performanceBudget = 100;

/**
 * Lighthouse's simulated timings, in ms, that `npm run lighthouse` holds each page to (issue 13): on
 * a phone (slow 4G, a CPU 4× slower), the first paint in one round trip; on a desktop, the page at once.
 */
export const timingBudgets: Record<FormFactor, Partial<Record<'fcpMs' | 'lcpMs', number>>> = {
  mobile: { fcpMs: 800, lcpMs: 900 },
  desktop: { lcpMs: 400 },
};

const metrics = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const;
type Metric = (typeof metrics)[number];

export type LighthouseRow = { route: string; formFactor: FormFactor } & Record<Metric, number>;

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One row of several runs of a page: each score and timing is the median of its values. */
export const medianRow = (runs: LighthouseRow[]): LighthouseRow => ({
  route: runs[0]!.route,
  formFactor: runs[0]!.formFactor,
  ...(Object.fromEntries(metrics.map((metric) => [metric, median(runs.map((run) => run[metric]))])) as Record<
    Metric,
    number
  >),
});

/** One Lighthouse run of one page, in the Chromium listening on `port`. */
async function measure(port: number, baseUrl: string, route: string, formFactor: FormFactor): Promise<LighthouseRow> {
  const result = await lighthouse(
    `${baseUrl}${route}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/**
 * Runs Lighthouse on each route, `runs` times, and gives each page the median of its runs: one run
 * on a busy machine can be far off. `photoHosts` are the external image hosts the content names;
 * they are resolved to the local photo server, and every other host to nothing.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  formFactors: FormFactor[],
  photoHosts: string[],
  runs = 1,
): Promise<LighthouseRow[]> {
  const photoServer = await startPhotoServer();
  const mapped = photoServer ? photoHosts.map((host) => `MAP ${host} 127.0.0.1:${photoServer.port}`) : [];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      ...quietChromiumFlags,
      loopbackOnlyFlag(mapped),
      // Only the local photo server's self-signed certificate is ever presented.
      '--ignore-certificate-errors',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const formFactor of formFactors) {
      for (const route of routes) {
        const measured: LighthouseRow[] = [];
        for (let run = 0; run < runs; run++) measured.push(await measure(chrome.port, baseUrl, route, formFactor));
        rows.push(medianRow(measured));
      }
    }
  } finally {
    chrome.kill();
    photoServer?.close();
  }
  return rows;
}

export function formatLighthouse(rows: LighthouseRow[]): string {
  const header = ['rota', 'modo', 'desemp.', 'acessib.', 'boas prát.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];
  const lines = rows.map((row) => [
    row.route,
    row.formFactor,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    `${(row.fcpMs / 1000).toFixed(2)} s`,
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(row.tbtMs)} ms`,
    row.cls.toFixed(3),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  return [header, ...lines].map((line) => line.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

/** Each score of each row below `requiredScores` or `performanceBudget`, and each timing over `timingBudgets`. */
export function shortfalls(rows: LighthouseRow[]): string[] {
  const minimums = { performance: performanceBudget, ...requiredScores };
  return rows.flatMap((row) => [
    ...Object.entries(minimums)
      .filter(([score, minimum]) => row[score as keyof typeof minimums] < minimum)
      .map(
        ([score, minimum]) =>
          `${row.route} (${row.formFactor}): ${score} ${row[score as keyof typeof minimums]} < ${minimum}`,
      ),
    ...(Object.entries(timingBudgets[row.formFactor]) as ['fcpMs' | 'lcpMs', number][])
      .filter(([timing, limit]) => row[timing] > limit)
      .map(
        ([timing, limit]) =>
          `${row.route} (${row.formFactor}): ${timing === 'fcpMs' ? 'FCP' : 'LCP'} ${Math.ceil(row[timing])} ms > ${limit} ms`,
      ),
  ]);
}
