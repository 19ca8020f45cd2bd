/**
 * The live preview's dev server (`npm run dev`, which is `react-router dev`) for a test: its CLI run
 * with this Node directly, without npm around it, in a copy of the project (dev-project.ts) on a free
 * loopback port, previewing a copy of content/ the test may edit. It and the content's copy go away
 * when the test's fixture ends, and should the test process itself be torn down, the server does not
 * outlive it.
 */
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { contentDir as projectContentDir } from '../../project/environment.ts';
import {
  killChildServer,
  startChildServer,
  stopChildServer,
  waitUntilAnswering,
  type ChildServer,
} from '../../scripts/cms/child-servers.ts';
import { reactRouterCli } from '../../scripts/cms/local-cms.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { terminalEnvironment } from '../e2e/terminal.ts';

/** The first start optimises dependencies: several seconds, far more on a busy machine. */
export const previewStartupTimeout = 60_000;

export interface PreviewServer {
  url: string;
  /** The copy of content/ the server previews; the test edits it. */
  contentDir: string;
  /** Everything the server printed so far, stdout and stderr as they arrived, without colours. */
  output: () => string;
}

/** Starts the preview in `project`; resolves once it serves a page. `onCleanup` gets what stops it. */
export async function startPreviewServer(
  project: string,
  onCleanup: (cleanUp: () => Promise<void>) => void,
): Promise<PreviewServer> {
  const tempDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-dev-')));
  const contentDir = path.join(tempDir, 'content');
  let server: ChildServer | undefined;
  const killOnExit = () => server && killChildServer(server);
  const cleanUp = async () => {
    process.off('exit', killOnExit);
    if (server) await stopChildServer(server);
    rmSync(tempDir, { recursive: true, force: true });
  };
  onCleanup(cleanUp);
  try {
    cpSync(projectContentDir, contentDir, { recursive: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    process.on('exit', killOnExit);
    const started = startChildServer(
      'O servidor de desenvolvimento',
      reactRouterCli(project),
      ['dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      terminalEnvironment({ INVERO_CONTENT_DIR: contentDir }),
      { stdio: 'pipe', cwd: project },
    );
    server = started;
    const answers = async () => {
      const response = await fetch(`${url}/higienizacao`);
      await response.arrayBuffer();
      return response.ok;
    };
    await waitUntilAnswering(started, answers, previewStartupTimeout);
    return { url, contentDir, output: () => stripVTControlCharacters(started.output()) };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
