/**
 * The CMS on this machine (`npm run cms`): decap-server, which reads and writes the content folder
 * on disk, and the site's dev server, which serves the CMS at /admin/ and the live preview of the site.
 */
import path from 'node:path';
import { cmsLocalBackendUrl } from '../vite/admin.ts';
import { projectRoot } from '../lib/environment.ts';
import { startChildServer, stopChildServer, waitUntilAnswering, killChildServer } from './child-servers.ts';

export interface LocalCmsOptions {
  contentDir: string;
  cmsPort: number;
  devPort: number;
  /** The environment the servers start from (this process's, unless told). */
  environment?: NodeJS.ProcessEnv;
  /** 'inherit': the servers print to this terminal; 'pipe' keeps them quiet (tests). */
  stdio?: 'inherit' | 'pipe';
  /** Long enough for a first start, which bundles the CMS's dependencies. */
  startupTimeoutMs?: number;
}

export interface LocalCms {
  /** The CMS's address, e.g. http://127.0.0.1:5173/admin/ */
  adminUrl: string;
  /** The site's dev server, e.g. http://127.0.0.1:5173 */
  siteUrl: string;
  /** Stops both servers (and whatever they started). */
  stop: () => Promise<void>;
  /** Stops both at once, synchronously: for a process that is exiting. */
  kill: () => void;
  /** Resolves when either server exits by itself, with its name. */
  exited: Promise<string>;
}

const decapServerScript = path.join(projectRoot, 'node_modules/decap-server/dist/index.js');
const reactRouterCli = path.join(projectRoot, 'node_modules/@react-router/dev/bin.js');

/** Whether decap-server answers its API, as the CMS asks it when it starts. */
async function decapServerAnswers(url: string): Promise<boolean> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
    signal: AbortSignal.timeout(5000),
  });
  await response.arrayBuffer();
  return response.ok;
}

async function pageAnswers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.ok;
}

export async function startLocalCms(options: LocalCmsOptions): Promise<LocalCms> {
  const { contentDir, cmsPort, devPort, environment = process.env, stdio = 'inherit' } = options;
  // The CMS's configuration names the files from the repository's root: content/pages, content/site.yaml.
  if (path.basename(contentDir) !== 'content') {
    throw new Error(`A pasta de conteúdo do CMS precisa se chamar "content" (é ${contentDir}).`);
  }
  const decap = startChildServer(
    'decap-server',
    decapServerScript,
    [],
    {
      ...environment,
      PORT: String(cmsPort),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: path.dirname(contentDir),
      LOG_LEVEL: 'warn',
    },
    stdio,
  );
  const dev = startChildServer(
    'o servidor de desenvolvimento',
    reactRouterCli,
    ['dev', '--host', '127.0.0.1', '--port', String(devPort), '--strictPort'],
    { ...environment, INVERO_CMS: '1', INVERO_CMS_PORT: String(cmsPort), INVERO_CONTENT_DIR: contentDir },
    stdio,
  );
  const servers = [decap, dev];
  const stop = async () => {
    await Promise.all(servers.map(stopChildServer));
  };
  const siteUrl = `http://127.0.0.1:${devPort}`;
  const adminUrl = `${siteUrl}/admin/`;
  const timeout = options.startupTimeoutMs ?? 120_000;
  try {
    await Promise.all([
      waitUntilAnswering(decap, () => decapServerAnswers(cmsLocalBackendUrl(cmsPort)), timeout),
      waitUntilAnswering(dev, () => pageAnswers(adminUrl), timeout),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    adminUrl,
    siteUrl,
    stop,
    kill: () => servers.forEach(killChildServer),
    exited: Promise.race(servers.map(async (server) => (await server.exited, server.name))),
  };
}
