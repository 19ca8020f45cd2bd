/**
 * `npm run lighthouse`: Lighthouse on every page of the built site, served on 127.0.0.1, in the
 * system Chromium, mobile and desktop (LIGHTHOUSE_FORM_FACTORS for fewer). Prints scores and timings
 * per route. Exits 1 when a page misses the required scores or the performance budget (performance
 * is a measurement: it is held to its budget here, never in `npm test`).
 */
import { formatLighthouse, runLighthouse, shortfalls, type FormFactor } from './audit/lighthouse.ts';
import { imageOriginsIn } from './build/security-policy.ts';
import { builtSite } from './lib/built-site.ts';
import { lighthouseFormFactors } from './lib/environment.ts';
import { startStaticServer } from './serve/static-server.ts';

const { siteDir, content } = builtSite();
const server = await startStaticServer(siteDir);
try {
  const routes = content.pages.map((page) => page.path);
  const hosts = imageOriginsIn(content).map((origin) => new URL(origin).host);
  const rows = await runLighthouse(server.url, routes, lighthouseFormFactors as FormFactor[], hosts);
  console.log(formatLighthouse(rows));
  const missed = shortfalls(rows);
  if (missed.length > 0) {
    console.error(`\nAbaixo do exigido:\n${missed.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
