/**
 * Builds the site once for every browser test, the way `npm run build` does, and serves it on
 * loopback like a static host. Test files read the address with `inject('baseUrl')`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../scripts/chromium';
import { startStaticServer } from '../../scripts/static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const projectRoot = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install the system package (apt-get install chromium).`);
  }
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'invero-e2e-'));
  const outDir = path.join(tempDir, 'site');
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: projectRoot,
      env: { ...process.env, INVERO_OUT_DIR: outDir },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true });
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`The site build failed:\n${stdout}${stderr}`);
  }

  const server = await startStaticServer(outDir);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    rmSync(tempDir, { recursive: true, force: true });
  };
}
