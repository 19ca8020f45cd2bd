/**
 * `npm run budget`: what each page costs a visitor (its first load, and its photos), from the built
 * site: the developers' share against their budgets, the content's against what opens in one round
 * trip on a phone (scripts/audit/page-weight.ts). Prints a table and the warnings the build prints;
 * exits 1 when a developers' budget is exceeded.
 */
import {
  adminBudget,
  adminCost,
  builtRoutes,
  contentWarningLines,
  contentWarnings,
  formatCosts,
  leaksInScripts,
  overBudget,
  routeCost,
} from './audit/page-weight.ts';
import { builtSite } from './lib/built-site.ts';

const { siteDir, content } = builtSite();
const routes = builtRoutes(
  siteDir,
  content.pages.map((page) => page.path),
);
const costs = routes.map(({ route, file }) => routeCost(siteDir, route, file));
console.log(formatCosts(costs));
for (const line of contentWarningLines(contentWarnings(costs))) console.log(`\n${line}`);
const copy = content.pages.flatMap((page) => [page.title, page.description]);
// The CMS, loaded by editors only: one budget for its first load, JavaScript and CSS together.
const admin = adminCost(siteDir);
const adminKb = admin.js + admin.css;
console.log(`\n/admin/ (o CMS): JS + CSS ${adminKb.toFixed(1)} KB (gzip), limite ${adminBudget} KB`);
const over = [
  ...overBudget(costs).map(({ route, over }) => `${route}: ${over}`),
  ...leaksInScripts(siteDir, copy),
  ...(adminKb > adminBudget ? [`/admin/: JS + CSS ${adminKb.toFixed(1)} KB > ${adminBudget} KB`] : []),
];
if (over.length > 0) {
  console.error(`\n✖ Orçamento estourado:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(
  '\n✔ Dentro do orçamento (KB = 1024 bytes; JS, CSS e HTML em gzip no nível padrão, como as hospedagens enviam; o CSS dentro do HTML e contado nas duas colunas; fotos como são enviadas).',
);
