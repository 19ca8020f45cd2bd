/**
 * A CMS copy put back as it was between tests (its content at its first commit, its dev server's
 * routes caught up), without starting it again (cms-test.ts keeps one per worker).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** Paths of git's output with `-z`. */
const listed = (output: string) => output.split('\0').filter(Boolean);

/**
 * The copy as it was first committed: what the CMS published since (each publish a commit) undone.
 * A publish holds git's index from before it writes its files until its commit is made
 * (scripts/cms/git-index.ts): a test that saw the file written waits for it to let go, as a developer's
 * git would have to.
 *
 * Each file is put back whole, written aside and renamed over it, as the CMS saves: git's own reset
 * removes a file before writing it anew, and a dev server that read the pages in between (on a busy
 * machine) saw a page gone, restarted, and refused what the next test's page asked meanwhile.
 */
export async function putCopyBack(cms: CmsCopy): Promise<void> {
  const lock = path.join(cms.root, '.git', 'index.lock');
  await expect.poll(() => existsSync(lock), { timeout: stepTimeout }).toBe(false);
  const [first] = git(cms.root, 'rev-list', '--max-parents=0', 'HEAD').trim().split('\n');
  const firstFiles = new Set(listed(git(cms.root, 'ls-tree', '-r', '-z', '--name-only', first!, '--', 'content')));
  const changed = [
    ...listed(git(cms.root, 'diff', '-z', '--name-only', first!, '--', 'content')),
    ...listed(git(cms.root, 'ls-files', '-z', '--others', '--', 'content')),
  ];
  const aside = path.join(cms.root, '.putting-back');
  for (const file of changed) {
    const at = path.join(cms.root, file);
    if (!firstFiles.has(file)) {
      rmSync(at, { force: true });
      continue;
    }
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(
      aside,
      execFileSync('git', ['cat-file', 'blob', `${first}:${file}`], { cwd: cms.root, maxBuffer: 64 * 1024 * 1024 }),
    );
    renameSync(aside, at);
  }
  // The files are as first committed: the history follows, the files left as they are.
  git(cms.root, 'reset', '--quiet', first!);
}
