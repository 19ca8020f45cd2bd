/**
 * `npm run screenshots` (or `npm run screenshots -- --no-build`): builds the site unless told not to,
 * serves it on 127.0.0.1 and saves full-page PNGs of every page and of the 404 page, at phone and
 * desktop widths, in screenshots/ (scripts/audit/screenshots.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { contentDir, projectRoot } from '../project/environment.ts';
import { loadContent } from '../schema/load/index.ts';
import { formatReport } from '../schema/messages/format.ts';
import { screenshotWidths, shotsOf, takeScreenshots } from './audit/screenshots.ts';
import { runScript } from './lib/child-process.ts';
import { fail } from './lib/cli.ts';
import { outDir } from './lib/environment.ts';
import { isBuilt } from './lib/site-files.ts';
import { startStaticServer } from './serve/static-server.ts';

const screenshotsDir = path.join(projectRoot, 'screenshots');

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--no-build');
if (unknown.length > 0) fail(`✖ Opção desconhecida: ${unknown.join(' ')}. Use: npm run screenshots [-- --no-build]`);

if (!args.includes('--no-build')) {
  const build = runScript('build.ts', { output: 'inherit' });
  // The build has already said what went wrong.
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!isBuilt(outDir)) {
  fail('✖ O site ainda não foi gerado. Rode "npm run screenshots" sem --no-build (ou "npm run build" antes).');
}

const result = loadContent(contentDir);
if (!result.ok) fail(formatReport(result.issues));
const shots = shotsOf(result.content);

mkdirSync(screenshotsDir, { recursive: true });
const server = await startStaticServer(outDir);
try {
  await takeScreenshots(server.url, shots, screenshotsDir, (file) =>
    console.log(`✔ ${path.relative(process.cwd(), file)}`),
  );
} finally {
  await server.close();
}
console.log(
  `✔ ${shots.length * screenshotWidths.length} capturas salvas em ${path.relative(process.cwd(), screenshotsDir)}/`,
);
