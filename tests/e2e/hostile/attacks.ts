/** What the hostile tests of the CMS share: requests to its backend and dev server as another page would send them, the content broken on purpose, and an SVG that tries to act. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { runSecret } from '../../../admin/repository/local/run-secret.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { stepTimeout, type CmsCopy } from '../cms-support.ts';

/** A request to the local backend from the CMS's own tab (with this run's secret), as a program that knows its address would send it. */
export function backendRequest(cms: CmsCopy, body: object) {
  const { port, pathname } = new URL(cms.backendUrl);
  return rawRequest({
    port: Number(port),
    path: pathname,
    method: 'POST',
    headers: {
      host: `127.0.0.1:${port}`,
      origin: cms.siteUrl,
      [runSecret.header]: new URL(cms.adminUrl).searchParams.get(runSecret.parameter) ?? '',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** Writes `raw` into a page file through the backend (`null`: deletes it), as the CMS's own save would. */
export async function saveThroughBackend(cms: CmsCopy, slug: string, raw: string | null): Promise<void> {
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
export async function askEveryPage(cms: CmsCopy, paths: readonly string[]): Promise<(number | 'cut')[]> {
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

export const breakages: Breakage[] = [
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

/**
 * The audit's SVG: opened as a document at the dev server's origin, it marks itself and asks the
 * local backend to write a page (the request the audit saw succeed).
 */
export const evilSvg = (backendUrl: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
<script>
document.documentElement.setAttribute('data-ran', 'sim');
fetch(${JSON.stringify(backendUrl)}, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ action: 'persistEntry', params: { dataFiles: [{ slug: 'pwned', path: 'content/pages/pwned.yaml', raw: 'path: /pwned' }], assets: [] } }),
});
</script>
</svg>`;

/** A GET to the dev server with exactly this path, as a program sends it (no browser normalises it). */
export const devRequest = (cms: CmsCopy, requestPath: string, headers: Record<string, string> = {}) => {
  const port = Number(new URL(cms.siteUrl).port);
  return rawRequest({ port, path: requestPath, headers: { host: `127.0.0.1:${port}`, ...headers } });
};

/**
 * What the SVG's script can do, run in its document: read all its origin gives it (this tab's
 * storage and cookies, and every file the CMS's page loaded, fetched anew), then write a page through
 * the backend without the secret, with one made up, and unseen (a `no-cors` request). Says what it
 * read, and what each write got: a status, or 'opaque' (sent, answer hidden).
 */
export async function actAsTheSvg({ backend, header, loaded }: { backend: string; header: string; loaded: string[] }) {
  const texts = await Promise.all(['/admin/', ...loaded].map((url) => fetch(url).then((response) => response.text())));
  const storage = (area: Storage) => Object.entries(area).join('\n');
  const read = [document.cookie, storage(sessionStorage), storage(localStorage), ...texts].join('\n');
  const page = { slug: 'pwned-by-svg', path: 'content/pages/pwned-by-svg.yaml', raw: 'path: /pwned\n' };
  const body = JSON.stringify({
    action: 'persistEntry',
    params: { branch: 'master', dataFiles: [page], assets: [], options: {} },
  });
  const write = async (init: RequestInit) => {
    const response = await fetch(backend, { method: 'POST', body, ...init });
    return response.type === 'opaque' ? 'opaque' : String(response.status);
  };
  const json = { 'content-type': 'application/json' };
  const writes = [
    await write({ headers: json }),
    await write({ headers: { ...json, [header]: 'adivinhado' } }),
    await write({ mode: 'no-cors', headers: { 'content-type': 'text/plain' } }),
  ];
  return { read, writes };
}
