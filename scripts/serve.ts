/** `npm run serve` (and the second half of `npm start`): serves the built site on 127.0.0.1. */
import { fail } from './lib/cli.ts';
import { outDir, port } from './lib/environment.ts';
import { isBuilt } from './lib/site-files.ts';
import { startStaticServer } from './serve/static-server.ts';

if (!isBuilt(outDir)) fail('✖ O site ainda não foi gerado. Rode "npm run build" (ou "npm start", que gera e serve).');
const server = await startStaticServer(outDir, port);
console.log(`✔ Site servido em ${server.url}/ (Ctrl+C para parar)`);
