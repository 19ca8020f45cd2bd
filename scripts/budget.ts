/**
 * `npm run budget`: what each page costs a visitor (its first load, and its photos), from the built
 * site, against the budgets (scripts/audit/page-weight.ts). Prints a table; exits 1 when a budget is
 * exceeded.
 */
import { builtRoutes, formatCosts, leaksInScripts, overBudget, routeCost } from './audit/page-weight.ts';
import { builtSite } from './lib/built-site.ts';

const { siteDir, content } = builtSite();
const routes = builtRoutes(
  siteDir,
  content.pages.map((page) => page.path),
);
const costs = routes.map(({ route, file }) => routeCost(siteDir, route, file));
console.log(formatCosts(costs));
const copy = content.pages.flatMap((page) => [page.title, page.description]);
const over = [...overBudget(costs), ...leaksInScripts(siteDir, copy)];
if (over.length > 0) {
  console.error(`\n✖ Orçamento estourado:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(
  '\n✔ Dentro do orçamento (KB = 1024 bytes; JS, CSS e HTML em gzip nível 9, o CSS dentro do HTML e contado nas duas colunas; fotos como são enviadas).',
);
