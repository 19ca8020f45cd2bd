/**
 * `npm run cms` as a process, on a copy of the content and free ports: stopped with Ctrl+C (SIGINT)
 * it stops both servers and exits 0; killed with SIGKILL, which gives it no chance to stop anything,
 * its dev server (a process group of its own) ends by itself. Either way nothing is left listening
 * on either port. Waits for events (the output, the exit, a held connection closing, the port
 * refusing), never a fixed time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/lib/ports.ts';
import { heldOpen, refusesConnections } from '../support/ports.ts';
import { devProject } from '../support/dev-project.ts';
import { terminalEnvironment } from './terminal.ts';
import { contentDir as projectContentDir } from '../../project/environment.ts';

/** A hang guard: a start builds the CMS. */
const startupTimeout = 180_000;

interface RunningCms {
  process: ChildProcess;
  devPort: number;
  cmsPort: number;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  output: () => string;
}

/** `npm run cms` (scripts/cms.ts with tsx, as npm runs it), once it says the CMS is ready. */
async function startCms(): Promise<RunningCms> {
  const tempDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-cms-command-')));
  const contentDir = path.join(tempDir, 'content');
  cpSync(projectContentDir, contentDir, { recursive: true });
  const [devPort, cmsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cms.ts'], {
    cwd: devProject(),
    env: terminalEnvironment({
      INVERO_CONTENT_DIR: contentDir,
      INVERO_DEV_PORT: String(devPort),
      INVERO_CMS_PORT: String(cmsPort),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  onTestFinished(async () => {
    // Should the test fail before it ends the process, the process ends here (its dev server with it).
    child.kill('SIGKILL');
    await exited;
    rmSync(tempDir, { recursive: true, force: true });
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('✔ CMS em')) resolve();
      });
    }
    void exited.then(() => reject(new Error(`npm run cms ended before it was ready:\n${output}`)));
  });
  return { process: child, devPort, cmsPort, exited, output: () => output };
}

describe('npm run cms, stopped', () => {
  it('by Ctrl+C (SIGINT): exits 0 and leaves nothing listening', { timeout: startupTimeout + 30_000 }, async () => {
    const cms = await startCms();
    cms.process.kill('SIGINT');
    expect(await cms.exited, cms.output()).toBe(0);
    expect(await refusesConnections(cms.devPort)).toBe(true);
    expect(await refusesConnections(cms.cmsPort)).toBe(true);
  });

  it(
    'by SIGKILL: its dev server ends by itself, and nothing is left listening',
    { timeout: startupTimeout + 30_000 },
    async () => {
      const cms = await startCms();
      const devServer = await heldOpen(cms.devPort);
      cms.process.kill('SIGKILL');
      expect(await cms.exited).toBe('SIGKILL');
      expect(await refusesConnections(cms.cmsPort)).toBe(true);
      // The dev server is no child of this test: its end shows as its side of the held connection
      // closing, then its port refusing connections (the kernel closes its files one after another).
      await devServer.closed;
      await expect.poll(() => refusesConnections(cms.devPort), { timeout: 10_000 }).toBe(true);
    },
  );
});
