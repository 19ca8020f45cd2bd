/**
 * `npm run cms`: edit the site in the browser on this machine. Starts decap-server (on 127.0.0.1,
 * writing content/ on disk) and the dev server (the CMS at /admin/, the site's live preview at /),
 * and prints the CMS's address. Ctrl+C stops both.
 */
import { startLocalCms } from './cms/local-cms.ts';
import { fail } from './lib/cli.ts';
import { cmsServerPort, contentDir, devPort } from './lib/environment.ts';

const running = await startLocalCms({ contentDir, cmsPort: cmsServerPort, devPort }).catch((error: unknown) =>
  fail(`✖ O CMS não pôde começar: ${error instanceof Error ? error.message : String(error)}`),
);

console.log(`\n✔ CMS em ${running.adminUrl}`);
console.log(`  O site, atualizado a cada gravação: ${running.siteUrl}/`);
console.log('  Ctrl+C para parar.\n');

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await running.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
// Should this process die some other way, the servers must not outlive it.
process.on('exit', () => running.kill());

const which = await running.exited;
if (!stopping) {
  console.error(`✖ ${which} parou; o CMS foi encerrado.`);
  await stop(1);
}
