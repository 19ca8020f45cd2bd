/**
 * `npm run bench:swap`: whether a site answers whole while builds are swapped in under load
 * (scripts/bench/swap.ts). A measurement, not a test of speed: it prints the counts, and fails if a
 * single request did not get a whole site.
 */
import { failedRequests, formatSwapBench, measureSwap } from './bench/swap.ts';
import { fail } from './lib/cli.ts';

console.log('… gerando o site uma vez, depois trocando-o sob carga');
const result = await measureSwap();
console.log(formatSwapBench(result));
const failed = failedRequests(result);
if (failed > 0) fail(`✖ ${failed} requisições não receberam um site inteiro durante as trocas.`);
if (result.duringSwaps === 0) fail('✖ Nenhuma requisição caiu no meio de uma troca: a medida não viu nada.');
console.log('✔ Todas as requisições receberam um site inteiro.');
