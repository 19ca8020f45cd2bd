/**
 * `npm run bench:race`: the outside audit's race on the local backend at its own size (5,000 reads
 * and 1,000 writes, with listings and deletions) while content/pages is swapped with a symlink to a
 * folder outside (scripts/bench/folder-race.ts). Prints the counts, and fails if one request
 * reached outside content/.
 */
import { formatRace, raceFolderSwap, reachedOutside } from './bench/folder-race.ts';
import { fail } from './lib/cli.ts';

console.log('… trocando content/pages por um atalho para fora, sem parar, enquanto o servidor local do CMS atende');
const counts = await raceFolderSwap({ reads: 5000, writes: 1000, listings: 500, removals: 500 });
console.log(formatRace(counts));
if (reachedOutside(counts) > 0) fail(`✖ ${reachedOutside(counts)} pedidos alcançaram arquivos fora de content/.`);
if (counts.swaps === 0) fail('✖ As pastas não foram trocadas durante os pedidos: a medida não viu nada.');
console.log('✔ Nenhum pedido saiu de content/.');
