/**
 * `npm start`: takes the port first, so that a busy one is said before a build of many seconds, then
 * builds the site and serves it. A request that comes during the build waits for it and gets the new
 * site; a failed build ends the command, the previous site left as it was.
 */
import { runScript } from './lib/child-process.ts';
import { listenForSite, sayServing } from './serve/site-server.ts';

const server = await listenForSite('npm start');
const build = runScript('build.ts', { output: 'inherit' });
if (build.status !== 0) {
  // The build has already said what went wrong.
  await server.close();
  process.exit(build.status ?? 1);
}
sayServing(server);
