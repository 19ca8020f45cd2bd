/**
 * The CMS on this machine (`npm run cms`): the local backend, which reads and writes the content
 * files for the CMS, in this process, and the site's dev server, a child process, which serves the
 * CMS at /admin/ and the live preview of the site. Both ports are checked before anything starts.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { runSecret } from '../../admin/repository/local/run-secret.ts';
import { projectRoot } from '../../project/environment.ts';
import { checkPortNumber, ensurePortFree, portProblemOf } from '../lib/ports.ts';
import { cmsPortVariables } from '../lib/environment.ts';
import { startChildServer, stopChildServer, waitUntilAnswering, killChildServer } from './child-servers.ts';
import { startLocalBackend } from './local-backend.ts';

export interface LocalCmsOptions {
  contentDir: string;
  cmsPort: number;
  devPort: number;
  /** The environment the servers start from (this process's, unless told). */
  environment?: NodeJS.ProcessEnv;
  /** 'inherit': the servers print to this terminal; 'pipe' keeps them quiet (tests). */
  stdio?: 'inherit' | 'pipe';
  /** Long enough for a start, which builds the CMS (scripts/vite/admin.ts). */
  startupTimeoutMs?: number;
  /**
   * The project whose dev server serves the CMS: this one, unless a test gives it a copy of its own
   * (tests/support/dev-project.ts), so that two can run at once.
   */
  projectDir?: string;
}

export interface LocalCms {
  /**
   * The CMS's address with this run's secret, which its backend asks of every request: e.g.
   * http://127.0.0.1:5173/admin/?segredo=… (a route of the CMS may follow: `${adminUrl}#/collections/…`).
   */
  adminUrl: string;
  /** The site's dev server, e.g. http://127.0.0.1:5173 */
  siteUrl: string;
  /** The local backend's API, e.g. http://127.0.0.1:8081/api/v1 */
  backendUrl: string;
  /** Stops both servers (and whatever the dev server started). */
  stop: () => Promise<void>;
  /** Stops the dev server at once, synchronously: for a process that is exiting (the backend ends with it). */
  kill: () => void;
  /** Resolves when the dev server exits by itself, with its name. */
  exited: Promise<string>;
  /** What the dev server printed so far, when its output is piped (`stdio: 'pipe'`). */
  output: () => string;
}

/** `react-router`'s command line in `project`, which it serves (its dev server runs from there). */
export const reactRouterCli = (project: string) => path.join(project, 'node_modules/@react-router/dev/bin.js');

async function pageAnswers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.ok;
}

export async function startLocalCms(options: LocalCmsOptions): Promise<LocalCms> {
  const {
    contentDir,
    cmsPort,
    devPort,
    environment = process.env,
    stdio = 'inherit',
    projectDir = projectRoot,
  } = options;
  // The CMS's configuration names the files from the repository's root: content/pages, content/site.yaml.
  if (path.basename(contentDir) !== 'content') {
    throw new Error(`A pasta de conteúdo do CMS precisa se chamar "content" (é ${contentDir}).`);
  }
  const command = 'npm run cms';
  const backendPort = { port: cmsPort, variable: cmsPortVariables.backend, command };
  const devServerPort = { port: devPort, variable: cmsPortVariables.dev, command };
  checkPortNumber(backendPort);
  if (devPort === cmsPort) {
    throw new Error(
      `${devServerPort.variable} e ${backendPort.variable} precisam ser portas diferentes (as duas são ${devPort}).`,
    );
  }
  await ensurePortFree(devServerPort);
  // The CMS is served, and its backend answers, at 127.0.0.1 only. `localhost` is not this server's
  // alone: the browser may reach another program on [::1] at the same port under that name.
  const siteUrl = `http://127.0.0.1:${devPort}`;
  // This run's: the backend answers only the tab opened with it, by the address printed by
  // `npm run cms` (admin/repository/local/run-secret.ts). The dev server never has it: any page at its origin could read it there.
  const secret = randomBytes(32).toString('base64url');
  const adminUrl = `${siteUrl}/admin/?${new URLSearchParams({ [runSecret.parameter]: secret })}`;
  const backend = await startLocalBackend({
    root: path.dirname(contentDir),
    port: cmsPort,
    cmsOrigin: siteUrl,
    secret,
    log: stdio === 'inherit' ? console.error : () => {},
  }).catch(async (error: unknown) => {
    throw (await portProblemOf(error, backendPort)) ?? error;
  });
  const dev = startChildServer(
    'o servidor de desenvolvimento',
    reactRouterCli(projectDir),
    ['dev', '--host', '127.0.0.1', '--port', String(devPort), '--strictPort'],
    { ...environment, INVERO_CMS: '1', [backendPort.variable]: String(cmsPort), INVERO_CONTENT_DIR: contentDir },
    { stdio, cwd: projectDir },
  );
  const stop = async () => {
    await Promise.all([stopChildServer(dev), backend.close()]);
  };
  try {
    await waitUntilAnswering(dev, () => pageAnswers(`${siteUrl}/admin/`), options.startupTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    adminUrl,
    siteUrl,
    backendUrl: backend.url,
    stop,
    kill: () => killChildServer(dev),
    exited: dev.exited.then(() => dev.name),
    output: dev.output,
  };
}
