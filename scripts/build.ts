/**
 * `npm run build`: validates the content, builds the site into a fresh folder, and only then
 * swaps it in as `dist/`. Invalid content or a failed build leaves the previous `dist/` as it was.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../schema/load/index.ts';
import { formatReport } from '../schema/messages/format.ts';
import { summarize } from '../schema/messages/format.ts';
import { buildFolders, recoverFromKilledBuilds, swapIn } from './output-swap.ts';
import { finishSite } from './site-output.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.resolve(process.env.INVERO_CONTENT_DIR ?? path.join(projectRoot, 'content'));
const outDir = path.resolve(process.env.INVERO_OUT_DIR ?? path.join(projectRoot, 'dist'));
const { work: workDir, staging, previous } = buildFolders(projectRoot, outDir);

recoverFromKilledBuilds(projectRoot, outDir);

function fail(message: string): never {
  rmSync(workDir, { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
  console.error(message);
  process.exit(1);
}

const result = loadContent(contentDir);
if (!result.ok) fail(formatReport(result.issues));
console.log(`✔ Conteúdo válido: ${summarize(result.content)}.`);

const reactRouter = path.join(projectRoot, 'node_modules', '@react-router', 'dev', 'bin.js');
const build = spawnSync(process.execPath, [reactRouter, 'build'], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    INVERO_BUILD_DIR: workDir,
    INVERO_CONTENT_DIR: contentDir,
    INVERO_PUBLISH: '1',
    NODE_ENV: 'production',
  },
});
if (build.status !== 0)
  fail('✖ A geração do site falhou (veja acima). O site publicado anteriormente em dist/ não foi alterado.');

try {
  finishSite(path.join(workDir, 'client'), result.content);
} catch (error) {
  fail(`✖ A finalização do site falhou: ${error instanceof Error ? error.message : String(error)}`);
}

try {
  renameSync(path.join(workDir, 'client'), staging);
} catch {
  // The output is on another file system (e.g. a temporary folder): copy, then swap there.
  cpSync(path.join(workDir, 'client'), staging, { recursive: true });
}

swapIn(staging, outDir, previous);
rmSync(workDir, { recursive: true, force: true });
console.log(`✔ Site gerado em ${path.relative(process.cwd(), outDir) || '.'}/`);
