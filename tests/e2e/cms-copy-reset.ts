/**
 * A CMS copy put back as it was between tests (its content at its first commit, its dev server's
 * routes caught up), without starting it again (cms-test.ts keeps one per worker).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, onTestFinished } from 'vitest';
import { declaredPagePaths } from '../../schema/load/index.ts';
import { startupTimeout, stepTimeout, type CmsCopy, git } from './cms-support.ts';

/** The page addresses the copy's page files declare (those the dev server routes, valid content or not). */
const pagePathsOnDisk = (cms: CmsCopy) => declaredPagePaths(cms.contentDir).sort();

/** The page addresses a dev server routes now: the ids of React Router's manifest ("page:/assessoria"). */
export async function routedPagePaths(siteUrl: string): Promise<string[]> {
  const manifest = await fetch(`${siteUrl}/@id/__x00__virtual:react-router/browser-manifest`)
    .then((response) => response.text())
    .catch(() => '');
  return [...new Set([...manifest.matchAll(/'page:(\/[^']*)'/g)].map((match) => match[1]!))].sort();
}

/**
 * Resolves once the dev server routes exactly the copy's pages: after a page file is added or
 * removed it restarts, and a page opened in the middle of that finds no server.
 */
export async function waitForRoutes(cms: CmsCopy): Promise<void> {
  await expect.poll(() => routedPagePaths(cms.siteUrl), { timeout: startupTimeout }).toEqual(pagePathsOnDisk(cms));
}

/**
 * Puts the copy back as it was first committed (the CMS commits each publish), for the next test, and
 * waits for the dev server to route it.
 */
export function restoreAfterTest(cms: CmsCopy): void {
  onTestFinished(async () => {
    await putCopyBack(cms);
    await waitForRoutes(cms);
  });
}

/**
 * The copy as it was first committed: what the CMS published since (each publish a commit) undone.
 * A publish holds git's index from before it writes its files until its commit is made
 * (scripts/cms/git-index.ts): a test that saw the file written waits for it to let go, as a developer's
 * git would have to.
 */
export async function putCopyBack(cms: CmsCopy): Promise<void> {
  const lock = path.join(cms.root, '.git', 'index.lock');
  await expect.poll(() => existsSync(lock), { timeout: stepTimeout }).toBe(false);
  const [first] = git(cms.root, 'rev-list', '--max-parents=0', 'HEAD').trim().split('\n');
  git(cms.root, 'reset', '--quiet', '--hard', first!);
  git(cms.root, 'clean', '--quiet', '--force', '--', 'content');
}
