/**
 * `npm run bench:uploads`: the outside audit's flood on the local backend, 40 saves of a 36 MB
 * photo at once (scripts/bench/upload-flood.ts). Prints the answers and the backend's peak memory,
 * and fails if one request got no answer or a 5xx, or if the peak passes 512 MB (it was 4.2 GB).
 */
import { floodUploads, formatFlood } from './bench/upload-flood.ts';
import { fail } from './lib/cli.ts';

const budgetMb = 512;
console.log('… enviando 40 fotos de 36 MB ao mesmo tempo ao servidor local do CMS');
const flood = await floodUploads({ requests: 40, photoMb: 36 });
console.log(formatFlood(flood));
const failed = Object.keys(flood.statuses).filter((status) => !/^4\d\d$/.test(status));
if (failed.length > 0) fail(`✖ Respostas que não eram recusas: ${failed.join(', ')}.`);
if (flood.peakMb > budgetMb) fail(`✖ O servidor local passou de ${budgetMb} MB de memória.`);
console.log(`✔ Tudo recusado (413 ou 429), e a memória ficou abaixo de ${budgetMb} MB.`);
