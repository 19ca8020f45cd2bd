/**
 * `npm run screenshots` (or `npm run screenshots -- --no-build`): builds the site unless told not to,
 * serves it on 127.0.0.1 and takes full-page PNGs of every page and of the 404 page, at phone and
 * desktop widths, into screenshots/ (scripts/audit/screenshots.ts): only those that changed are
 * written (scripts/audit/picture-changes.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { contentDir, projectRoot } from '../project/environment.ts';
import { loadContent } from '../schema/load/index.ts';
import { formatReport } from '../schema/messages/format.ts';
import { changesSummary } from './audit/picture-changes.ts';
import { shotsOf, takeScreenshots } from './audit/screenshots.ts';
import { runScript } from './lib/child-process.ts';
import { clockOrFail, fail } from './lib/cli.ts';
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

const result = loadContent(contentDir, { at: clockOrFail() });
if (!result.ok) fail(formatReport(result.issues));
const shots = shotsOf(result.content);

mkdirSync(screenshotsDir, { recursive: true });
const server = await startStaticServer(outDir);
const written: boolean[] = [];
try {
  await takeScreenshots(server.url, shots, screenshotsDir, (file, wrote) => {
    written.push(wrote);
    const name = path.relative(process.cwd(), file);
    console.log(wrote ? `✔ ${name}` : `· ${name}: igual à anterior, mantida`);
  });
} finally {
  await server.close();
}
console.log(
  `✔ ${written.length} capturas em ${path.relative(process.cwd(), screenshotsDir)}/: ${changesSummary(written)}`,
);
