/**
 * `npm run lighthouse`: Lighthouse (the npm package) on every page of the built site, served on
 * 127.0.0.1, in the system Chromium, mobile and desktop. Prints scores and timings per route. The
 * clinic photo's host is answered locally (a self-signed HTTPS server the browser is pointed at),
 * so the measurement never leaves the machine and still includes the photo. Exits 1 when a page
 * misses the scores below (performance is a measurement: it is held to its budget here, never in
 * `npm test`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { imageOriginsIn } from './security.ts';
import { chromiumPath, loopbackOnlyFlag, placeholderPng, quietChromiumFlags } from './chromium.ts';
import { builtSite } from './built-site.ts';
import { startStaticServer } from './static-server.ts';

export type FormFactor = 'mobile' | 'desktop';

/**
 * The scores every page must reach. Accessibility, best practices and SEO do not depend on the
 * machine, so `npm test` asserts them too; performance moves with the machine's load, so only this
 * script holds it to its budget.
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

/** An HTTPS server with a throwaway self-signed certificate, answering every image request with a placeholder. */
async function startPhotoServer(): Promise<{ port: number; close: () => void } | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), 'invero-photo-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined; // without openssl the photo simply fails, and the page shows its fallback
  }
  const photo = placeholderPng();
  const server: Server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(photo),
  );
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
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
    await chrome.kill();
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

async function main() {
  const { siteDir, content } = builtSite();
  const server = await startStaticServer(siteDir);
  try {
    const routes = content.pages.map((page) => page.path);
    const hosts = imageOriginsIn(content).map((origin) => new URL(origin).host);
    const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',') as FormFactor[];
    const rows = await runLighthouse(server.url, routes, formFactors, hosts);
    console.log(formatLighthouse(rows));
    const missed = shortfalls(rows);
    if (missed.length > 0) {
      console.error(`\nAbaixo do exigido:\n${missed.map((line) => `  ${line}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
