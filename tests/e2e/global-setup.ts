/**
 * Builds the site once for every browser test, the way `npm run build` does, and serves it on
 * loopback like a static host. Test files read the address with `inject('baseUrl')` and the content
 * the site was built from with `inject('content')`.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadContent, type Content } from '../../schema/load/index';
import { formatReport } from '../../schema/messages/format';
import { runScript } from '../../scripts/lib/child-process';
import { chromiumPath, contentDir as projectContentDir } from '../../scripts/lib/environment';
import { startStaticServer } from '../../scripts/serve/static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    content: Content;
    /** The built site's folder, for checks over the files themselves (budgets). */
    siteDir: string;
  }
}

/** The repository the built site's CMS is connected to in the browser tests. */
export const testCmsRepository = 'grupoinvero/site-de-teste';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install the system package (apt-get install chromium).`);
  }
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'invero-e2e-'));
  const removeTemp = () => rmSync(tempDir, { recursive: true, force: true });
  const outDir = path.join(tempDir, 'site');
  // Built from, and compared with, one copy of the content: an edit to content/ during the run
  // changes neither the site under test nor what the tests expect of it.
  const contentDir = path.join(tempDir, 'content');
  cpSync(projectContentDir, contentDir, { recursive: true });
  // Connected to a repository, as a published site's CMS is (README.md, "Editor online").
  appendFileSync(path.join(contentDir, 'site.yaml'), `\ncms:\n  repo: ${testCmsRepository}\n`);
  const loaded = loadContent(contentDir);
  if (!loaded.ok) {
    removeTemp();
    throw new Error(`The content does not validate:\n${formatReport(loaded.issues)}`);
  }

  const build = runScript('build.ts', { env: { INVERO_OUT_DIR: outDir, INVERO_CONTENT_DIR: contentDir } });
  if (build.status !== 0) {
    removeTemp();
    throw new Error(`The site build failed:\n${build.output}`);
  }

  const server = await startStaticServer(outDir);
  project.provide('baseUrl', server.url);
  project.provide('content', loaded.content);
  project.provide('siteDir', outDir);
  return async () => {
    await server.close();
    removeTemp();
  };
}
