/**
 * Builds the site once for every browser test, the way `npm run build` does, and serves it on
 * loopback like a static host. Test files read the address with `inject('baseUrl')` and the content
 * the site was built from with `inject('content')`.
 */
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Content } from '../../schema/load/index.ts';
import { chromiumPath } from '../../scripts/lib/environment.ts';
import { buildContentCopy } from '../support/built-copy.ts';

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
  // Connected to a repository, as a published site's CMS is (README.md, "Editor online").
  const site = await buildContentCopy((contentDir) =>
    appendFileSync(path.join(contentDir, 'site.yaml'), `\ncms:\n  repo: ${testCmsRepository}\n`),
  );
  project.provide('baseUrl', site.url);
  project.provide('content', site.content);
  project.provide('siteDir', site.siteDir);
  return site.close;
}
