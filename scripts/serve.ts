/** `npm run serve` (and the second half of `npm start`): serves the built site on 127.0.0.1. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.INVERO_OUT_DIR ?? path.join(projectRoot, 'dist'));
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('✖ O site ainda não foi gerado. Rode "npm run build" (ou "npm start", que gera e serve).');
  process.exit(1);
}
const server = await startStaticServer(root, port);
console.log(`✔ Site servido em ${server.url}/ (Ctrl+C para parar)`);
