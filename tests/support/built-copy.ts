/**
 * A site built from a copy of the content, the way `npm run build` builds it, and served on loopback
 * like a static host: the site every browser test opens (global-setup.ts), and sites built from
 * content a test has grown (layout.e2e.test.ts).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent, type Content } from '../../schema/load/index.ts';
import { formatReport } from '../../schema/messages/format.ts';
import { runScript } from '../../scripts/lib/child-process.ts';
import { contentDir as projectContentDir } from '../../project/environment.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';

export interface BuiltCopy {
  url: string;
  /** The content the site was built from. */
  content: Content;
  /** The built site's folder. */
  siteDir: string;
  /** Stops the server and removes the copy and the site. */
  close: () => Promise<void>;
}

/**
 * Copies content/ (or the folder INVERO_CONTENT_DIR names) into a temporary folder, lets `edit`
 * change the copy, checks that it validates, builds it and serves the result. Built from, and
 * compared with, one copy: an edit to content/ during a run changes neither the site under test nor
 * what the tests expect of it.
 */
export async function buildContentCopy(edit: (contentDir: string) => void = () => {}): Promise<BuiltCopy> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'invero-e2e-'));
  const removeTemp = () => rmSync(tempDir, { recursive: true, force: true });
  try {
    const contentDir = path.join(tempDir, 'content');
    const siteDir = path.join(tempDir, 'site');
    cpSync(projectContentDir, contentDir, { recursive: true });
    edit(contentDir);
    const loaded = loadContent(contentDir);
    if (!loaded.ok) throw new Error(`The content does not validate:\n${formatReport(loaded.issues)}`);

    const build = runScript('build.ts', { env: { INVERO_OUT_DIR: siteDir, INVERO_CONTENT_DIR: contentDir } });
    if (build.status !== 0) throw new Error(`The site build failed:\n${build.output}`);

    const server = await startStaticServer(siteDir);
    return {
      url: server.url,
      content: loaded.content,
      siteDir,
      close: async () => {
        await server.close();
        removeTemp();
      },
    };
  } catch (error) {
    removeTemp();
    throw error;
  }
}
