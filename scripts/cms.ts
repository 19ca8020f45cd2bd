/**
 * `npm run cms`: edit the site in the browser on this machine. Serves the CMS's local backend (on
 * 127.0.0.1, reading and writing only the content files) and starts the dev server (the CMS at
 * /admin/, the site's live preview at /), and prints the CMS's address, with this run's secret.
 * Ctrl+C stops both; should this process end any other way, even killed, the dev server ends with it.
 */
import { contentDir } from '../project/environment.ts';
import { startLocalCms, type LocalCms } from './cms/local-cms.ts';
import { keepServingThroughFaults } from './cms/safety-net.ts';
import { fail } from './lib/cli.ts';
import { cmsServerPort, devPort } from './lib/environment.ts';

keepServingThroughFaults(console.error);

/** Set once both servers answer. */
const started: { cms?: LocalCms } = {};
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await started.cms?.stop();
  process.exit(code);
};
// Installed before anything starts: Ctrl+C while the servers are starting ends this process, and
// the dev server with it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
process.on('exit', () => started.cms?.kill());

const running = await startLocalCms({ contentDir, cmsPort: cmsServerPort, devPort }).catch((error: unknown) =>
  fail(`✖ O CMS não pôde começar: ${error instanceof Error ? error.message : String(error)}`),
);

started.cms = running;
console.log(`\n✔ CMS em ${running.adminUrl}`);
console.log('  Abra por este endereço: ele traz o segredo desta execução, e só a aba aberta por ele grava.');
console.log(`  O site, atualizado a cada gravação: ${running.siteUrl}/`);
console.log('  Ctrl+C para parar.\n');

const which = await running.exited;
if (!stopping) {
  console.error(`✖ ${which} parou; o CMS foi encerrado.`);
  await stop(1);
}
