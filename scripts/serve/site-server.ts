/** The server of `npm run serve` and `npm start`: the built site on PORT, or one line on why not. */
import { fail } from '../lib/cli.ts';
import { outDir, port } from '../lib/environment.ts';
import { portProblemOf } from '../lib/ports.ts';
import { startStaticServer, type StaticServer } from './static-server.ts';

/** Listens on PORT for the site at `outDir`; a busy or invalid port ends `command` with one Portuguese line. */
export async function listenForSite(command: string): Promise<StaticServer> {
  try {
    return await startStaticServer(outDir, port);
  } catch (error) {
    const problem = await portProblemOf(error, { port, variable: 'PORT', command });
    if (problem) fail(`✖ ${problem.message}`);
    throw error;
  }
}

export const sayServing = (server: StaticServer) => console.log(`✔ Site servido em ${server.url}/ (Ctrl+C para parar)`);
