/**
 * `npm run lighthouse`: Lighthouse on every page of the built site, served on 127.0.0.1, in the
 * system Chromium, mobile and desktop (LIGHTHOUSE_FORM_FACTORS for fewer), three times each
 * (LIGHTHOUSE_RUNS). Prints the median scores and timings per route, and the machine's load beside
 * them: performance and timings fall on a busy machine, and the output says so. Exits 1 when a page
 * misses the required scores, the performance budget or the timing budgets (performance is a
 * measurement: it is held to its budgets here, never in `npm test`).
 */
import { formatLighthouse, runLighthouse, shortfalls, type FormFactor } from './audit/lighthouse.ts';
import { imageOriginsIn } from './build/security-policy.ts';
import { builtSite } from './lib/built-site.ts';
import { lighthouseFormFactors, lighthouseRuns } from './lib/environment.ts';
import { busyReason, formatLoad, loadAfter, loadBefore } from './lib/machine-load.ts';
import { startStaticServer } from './serve/static-server.ts';

const { siteDir, content } = builtSite();
const server = await startStaticServer(siteDir);
try {
  const routes = content.pages.map((page) => page.path);
  const hosts = imageOriginsIn(content).map((origin) => new URL(origin).host);
  const load = loadBefore();
  const times = lighthouseRuns === 1 ? 'uma vez' : `${lighthouseRuns} vezes`;
  console.log(`… Lighthouse em ${routes.length} páginas, ${times} cada; ${formatLoad(load)}`);
  const busyAtStart = busyReason(load);
  if (busyAtStart) console.log(`⚠ Máquina ocupada: ${busyAtStart}. Os números podem sair piores que o site.`);
  const rows = await runLighthouse(server.url, routes, lighthouseFormFactors as FormFactor[], hosts, lighthouseRuns);
  const measured = loadAfter(load);
  console.log(formatLighthouse(rows));
  console.log(`\nMediana de ${lighthouseRuns} execuções por página; tempos simulados pelo Lighthouse.`);
  console.log(formatLoad(measured));
  const busy = busyReason(measured);
  if (busy) console.log(`⚠ Números pouco confiáveis: ${busy}. O desempenho e os tempos pioram com a carga.`);
  const missed = shortfalls(rows);
  if (missed.length > 0) {
    console.error(`\nFora do exigido:\n${missed.map((line) => `  ${line}`).join('\n')}`);
    if (busy)
      console.error('  A máquina estava ocupada: meça de novo com ela parada antes de concluir que o site piorou.');
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
