/**
 * No content stops the editor (`npm run cms` on a temporary git copy): each class of broken content
 * the local backend can be asked to write — text that is not YAML, a page's address changed so that
 * links break, a new page then broken, two pages at one address, a linked page removed, anchors and
 * aliases — is saved through the backend as a program would (not the CMS, whose guard refuses it),
 * and every page asked for afterwards gets an answer: the dev server and the backend stay up, and
 * the report shows where the page would be. Put right, the site comes back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { rawRequest } from '../support/raw-http.ts';
import {
  git,
  restoreAfterTest,
  startupTimeout,
  stepTimeout,
  test,
  waitForRoutes,
  type CmsCopy,
} from './cms-support.ts';

/** A request to the local backend from the CMS's own page, as a program that knows its address would send it. */
function backendRequest(cms: CmsCopy, body: object) {
  const { port, pathname } = new URL(cms.backendUrl);
  return rawRequest({
    port: Number(port),
    path: pathname,
    method: 'POST',
    headers: {
      host: `127.0.0.1:${port}`,
      origin: cms.siteUrl,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** Writes `raw` into a page file through the backend (`null`: deletes it), as the CMS's own save would. */
async function saveThroughBackend(cms: CmsCopy, slug: string, raw: string | null): Promise<void> {
  const file = `content/pages/${slug}.yaml`;
  const body =
    raw === null
      ? { action: 'deleteFiles', params: { paths: [file] } }
      : { action: 'persistEntry', params: { dataFiles: [{ slug, path: file, raw }], assets: [] } };
  const reply = await backendRequest(cms, body);
  expect(reply.status, reply.text).toBe(200);
}

/**
 * Asks the dev server for every page: each status (an error page is an answer), or 'cut' for a
 * request the server dropped while it restarted with new routes (it answers again right after).
 */
async function askEveryPage(cms: CmsCopy, paths: readonly string[]): Promise<(number | 'cut')[]> {
  const statuses: (number | 'cut')[] = [];
  for (const pagePath of paths) {
    const answer = await fetch(`${cms.siteUrl}${pagePath}`, { signal: AbortSignal.timeout(stepTimeout) })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 'cut' as const);
    statuses.push(answer);
  }
  return statuses;
}

const shipped = (cms: CmsCopy, slug: string) =>
  readFileSync(path.join(cms.contentDir, 'pages', `${slug}.yaml`), 'utf8');

/** A page with the clinic's sections under another address, title and description: valid on its own. */
const newPage = (cms: CmsCopy, address: string) =>
  shipped(cms, 'consultorio')
    .replace(/^path: .*$/m, `path: ${address}`)
    .replace(/^title: .*$/m, `title: Página ${address}`)
    .replace(/^description: >-\n(  .*\n)+/m, `description: A página ${address}, uma página nova do grupo.\n`);

interface Breakage {
  name: string;
  /** What is written (slug → text, or null for a deleted file), in order, each as one save. */
  saves: (cms: CmsCopy) => [string, string | null][];
  /** Saves before it that are valid on their own: after them the routes are those of the new files. */
  before?: (cms: CmsCopy) => [string, string | null][];
}

const breakages: Breakage[] = [
  { name: 'text that is not YAML', saves: () => [['home', 'PWNED\n']] },
  {
    name: 'the home page moved to another address, so that every link to it breaks',
    saves: (cms) => [['home', shipped(cms, 'home').replace(/^path: \/$/m, 'path: /inicio')]],
  },
  {
    // React Router's routes were made from the new page; its prerender then asked for others.
    name: 'a new page, then that page broken',
    before: (cms) => [['nova', newPage(cms, '/nova')]],
    saves: () => [['nova', 'PWNED\n']],
  },
  { name: 'two pages at one address', saves: (cms) => [['copia', newPage(cms, '/assessoria')]] },
  { name: 'a page the menu links to, deleted', saves: () => [['higienizacao', null]] },
  {
    name: 'anchors and aliases, which the site refuses',
    saves: (cms) => [['home', `${shipped(cms, 'home')}\nextra: &a [1, 2]\nmais: *a\n`]],
  },
];

describe('no content stops the editor', () => {
  for (const { name, saves, before } of breakages) {
    test(name, { timeout: 2 * startupTimeout + 6 * stepTimeout }, async ({ cms }) => {
      restoreAfterTest(cms);
      for (const [slug, raw] of before?.(cms) ?? []) await saveThroughBackend(cms, slug, raw);
      if (before) await waitForRoutes(cms);
      for (const [slug, raw] of saves(cms)) await saveThroughBackend(cms, slug, raw);
      const paths = ['/', '/assessoria', '/consultorio', '/nova', '/inicio', '/admin/'];
      // Asked at once, as an open preview would: what stopped the server before.
      await askEveryPage(cms, paths);
      // Once the server has caught up with the files, every page gets an answer.
      await waitForRoutes(cms);
      const statuses = await askEveryPage(cms, paths);
      expect(statuses.every((status) => typeof status === 'number')).toBe(true);
      // The CMS's own page is still served, and the backend still answers it.
      expect(statuses.at(-1)).toBe(200);
      expect((await backendRequest(cms, { action: 'info' })).status).toBe(200);
      // Put right, the site is back.
      git(cms.root, 'checkout', '--quiet', '--', '.');
      git(cms.root, 'clean', '--quiet', '--force', '--', 'content');
      await waitForRoutes(cms);
      await expect.poll(() => askEveryPage(cms, ['/']), { timeout: startupTimeout }).toEqual([200]);
    });
  }
});
