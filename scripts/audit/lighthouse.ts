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
export const performanceBudget = 95;

export interface LighthouseRow {
  route: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Runs Lighthouse on each route. `photoHosts` are the external image hosts the content names; they
 * are resolved to the local photo server, and every other host to nothing.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  formFactors: FormFactor[],
  photoHosts: string[],
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
        const result = await lighthouse(
          `${baseUrl}${route}`,
          {
            port: chrome.port,
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
        rows.push({
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
        });
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

/** Each score of each row that falls short of `requiredScores` or `performanceBudget`. */
export function shortfalls(rows: LighthouseRow[]): string[] {
  const minimums = { performance: performanceBudget, ...requiredScores };
  return rows.flatMap((row) =>
    Object.entries(minimums)
      .filter(([score, minimum]) => row[score as keyof typeof minimums] < minimum)
      .map(
        ([score, minimum]) =>
          `${row.route} (${row.formFactor}): ${score} ${row[score as keyof typeof minimums]} < ${minimum}`,
      ),
  );
}
