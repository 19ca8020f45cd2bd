/**
 * `npm run bench:admin`: what the CMS weighs on first load and how soon an editor can use it, in
 * Chromium against the production build served on this machine (scripts/bench/admin.ts). A
 * measurement, not a test: the times depend on the machine and its load, printed beside them. Fails
 * only when the weight is over its budget, or nothing could be measured.
 */
import { adminBudget } from './audit/page-weight.ts';
import { formatAdminBench, measureAdmin } from './bench/admin.ts';
import { fail } from './lib/cli.ts';

const runs = 5;
console.log(`… gerando o CMS para produção e abrindo-o ${runs} vezes, sem cache`);
const result = await measureAdmin(runs).catch((error: unknown) =>
  fail(`✖ A medida do CMS falhou: ${error instanceof Error ? error.message : String(error)}`),
);
console.log(formatAdminBench(result));
const weight = result.weight.js + result.weight.css;
if (weight > adminBudget) fail(`✖ O CMS pesa ${weight.toFixed(1)} KB na primeira carga: acima de ${adminBudget} KB.`);
console.log(`✔ Dentro do orçamento de ${adminBudget} KB.`);
