/**
 * Builds the site once for every browser test, the way `npm run build` does, and serves it on
 * loopback like a static host, at two addresses: the public site's and the online editor's own. Test
 * files read them with `inject('baseUrl')` and `inject('editorUrl')`, and the content the site was
 * built from with `inject('content')`.
 */
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Content } from '../../schema/load/index.ts';
import { chromiumPath } from '../../scripts/lib/environment.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { buildContentCopy } from '../support/built-copy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The online editor's own address (`cms.editorUrl`), serving the same build: /admin/ is opened there. */
    editorUrl: string;
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
  // Connected to a repository, as a published site's CMS is, with the editor at an address of its
  // own (README.md, "Editor online"): a second server of the same build, as a host serves the
  // project at two domains. Same site, another origin: two ports of 127.0.0.1.
  const editorPort = await freePort();
  const editorUrl = `http://127.0.0.1:${editorPort}`;
  const site = await buildContentCopy((contentDir) =>
    appendFileSync(
      path.join(contentDir, 'site.yaml'),
      `\ncms:\n  repo: ${testCmsRepository}\n  editorUrl: ${editorUrl}\n`,
    ),
  );
  const editor = await startStaticServer(site.siteDir, editorPort).catch(async (error: unknown) => {
    await site.close();
    throw error;
  });
  project.provide('baseUrl', site.url);
  project.provide('editorUrl', editor.url);
  project.provide('content', site.content);
  project.provide('siteDir', site.siteDir);
  return async () => {
    await editor.close();
    await site.close();
  };
}
