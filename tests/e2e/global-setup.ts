/**
 * Builds the site once for every browser test of a run, the way `npm run build` does, and serves it
 * on loopback like a static host, at two addresses: the public site's and the online editor's own. Test
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
import { buildContentCopy, type BuiltCopy } from '../support/built-copy.ts';

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

/** The build and its two servers: the public site's and the editor's. */
interface Served {
  site: BuiltCopy;
  editor: { url: string; close(): Promise<void> };
}

/**
 * The one build of a run, shared by every project of browser tests (e2e, dev-servers, lighthouse):
 * Vitest runs this setup once per project, each in a module of its own, so the build is kept on
 * the run's process and served until the last project using it has ended.
 */
interface SharedSite {
  served: Promise<Served>;
  users: number;
}
const sharedKey = Symbol.for('invero.e2e.built-site');
const shared = globalThis as typeof globalThis & { [sharedKey]?: SharedSite };

async function buildAndServe(): Promise<Served> {
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
  return { site, editor };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install the system package (apt-get install chromium).`);
  }
  const entry = (shared[sharedKey] ??= { served: buildAndServe(), users: 0 });
  entry.users += 1;
  const { site, editor } = await entry.served;
  project.provide('baseUrl', site.url);
  project.provide('editorUrl', editor.url);
  project.provide('content', site.content);
  project.provide('siteDir', site.siteDir);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared[sharedKey];
    await editor.close();
    await site.close();
  };
}
