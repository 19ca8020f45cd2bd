/**
 * Builds the site once for every browser test of a run, the way `npm run build` does, and serves it
 * on loopback like a static host. Test files read the address with `inject('baseUrl')` and the content
 * the site was built from with `inject('content')`.
 */
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Content } from '../../schema/load/index.ts';
import { chromiumPath } from '../../scripts/lib/environment.ts';
import { buildContentCopy, type BuiltCopy } from '../support/built-copy.ts';

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

/**
 * The one build of a run, shared by every project of browser tests (e2e, dev-servers, lighthouse):
 * Vitest runs this setup once per project, each in a module of its own, so the build is kept on
 * the run's process and served until the last project using it has ended.
 */
interface SharedSite {
  site: Promise<BuiltCopy>;
  users: number;
}
const sharedKey = Symbol.for('invero.e2e.built-site');
const shared = globalThis as typeof globalThis & { [sharedKey]?: SharedSite };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install the system package (apt-get install chromium).`);
  }
  const entry = (shared[sharedKey] ??= {
    // Connected to a repository, as a published site's CMS is (README.md, "Editor online").
    site: buildContentCopy((contentDir) =>
      appendFileSync(path.join(contentDir, 'site.yaml'), `\ncms:\n  repo: ${testCmsRepository}\n`),
    ),
    users: 0,
  });
  entry.users += 1;
  const site = await entry.site;
  project.provide('baseUrl', site.url);
  project.provide('content', site.content);
  project.provide('siteDir', site.siteDir);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared[sharedKey];
    await site.close();
  };
}
