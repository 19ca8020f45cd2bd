/** `npm run serve`: serves the built site on 127.0.0.1, on PORT (4173 unless set). */
import { fail } from './lib/cli.ts';
import { outDir } from './lib/environment.ts';
import { isBuilt } from './lib/site-files.ts';
import { listenForSite, sayServing } from './serve/site-server.ts';

if (!isBuilt(outDir)) fail('✖ O site ainda não foi gerado. Rode "npm run build" (ou "npm start", que gera e serve).');
sayServing(await listenForSite('npm run serve'));
