/**
 * The local editor (`npm run cms` on a temporary git copy) against what an outside audit tried.
 *
 * No file in the project runs as the editor: the dev server serves nothing of content/ by any
 * spelling, an SVG it does serve runs no script, another site cannot frame the editor, and the
 * endpoint that opens files in the terminal's editor is off. And a page that runs at the CMS's own
 * origin anyway finds this run's secret nowhere it can read: what it sends the backend is refused
 * (403) and nothing is written, while the CMS's own tab saves. The photo library takes photos only.
 *
 * No content stops the editor: each class of broken content
 * the local backend can be asked to write — text that is not YAML, a page's address changed so that
 * links break, a new page then broken, two pages at one address, a linked page removed, anchors and
 * aliases — is saved through the backend as a program would (not the CMS, whose guard refuses it),
 * and every page asked for afterwards gets an answer: the dev server and the backend stay up, and
 * the report shows where the page would be. Put right, the site comes back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, onTestFinished } from 'vitest';
import { formReader } from '../../admin/session/words/form-words.ts';
import { runSecret } from '../../admin/repository/local/run-secret.ts';
import { projectRoot } from '../../project/environment.ts';
import { photoExtensions } from '../../schema/fields/file-names.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { guardRequests, inertDocumentPolicy } from '../../scripts/vite/dev-guard.ts';
import { snapshot } from '../support/files.ts';
import { rawRequest } from '../support/raw-http.ts';
import {
  expandSection,
  foreignPage,
  heroTitleIn,
  homeFile,
  notice,
  openEntry,
  openMediaLibrary,
  publish,
  sessionNotice,
  startupTimeout,
  stepTimeout,
  test,
  type CmsCopy,
} from './cms-support.ts';
import { putCopyBack, restoreAfterTest, waitForRoutes } from './cms-copy-reset.ts';
import { heroFields, labelOf } from './cms-fields.ts';

/** A request to the local backend from the CMS's own tab (with this run's secret), as a program that knows its address would send it. */
function backendRequest(cms: CmsCopy, body: object) {
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
      // Put right (the backend's saves were published as commits), the site is back.
      await putCopyBack(cms);
      await waitForRoutes(cms);
      await expect.poll(() => askEveryPage(cms, ['/']), { timeout: startupTimeout }).toEqual([200]);
    });
  }
});

/**
 * The audit's SVG: opened as a document at the dev server's origin, it marks itself and asks the
 * local backend to write a page (the request the audit saw succeed).
 */
const evilSvg = (backendUrl: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
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
const devRequest = (cms: CmsCopy, requestPath: string, headers: Record<string, string> = {}) => {
  const port = Number(new URL(cms.siteUrl).port);
  return rawRequest({ port, path: requestPath, headers: { host: `127.0.0.1:${port}`, ...headers } });
};

describe('no file in the project runs as the editor', () => {
  test(
    'the dev server serves nothing of content/, however the path is spelled',
    { timeout: startupTimeout },
    async ({ cms }) => {
      // The content folder under the dev server's root, its project's (the CMS's copy is outside it).
      const contentDir = path.join(cms.projectDir, 'content');
      const photo = readdirSync(path.join(contentDir, 'images'))[0]!;
      const spellings = [
        `/content/images/${photo}`,
        '/content/site.yaml',
        '/content/pages/home.yaml?raw',
        '/content/site.yaml?import',
        `/./content/images/${photo}`,
        `/src/../content/images/${photo}`,
        '/%63ontent/site.yaml',
        '/content%2fsite.yaml',
        '/%252e/content/site.yaml',
        '//content/site.yaml',
        `/@fs${contentDir}/site.yaml`,
        `/@fs${cms.contentDir}/site.yaml`,
        `/@fs${cms.contentDir}/pages/home.yaml?raw`,
      ];
      for (const spelling of spellings) expect((await devRequest(cms, spelling)).status, spelling).toBe(404);
      // The site itself is served all along.
      expect((await devRequest(cms, '/')).status).toBe(200);
    },
  );

  test('an SVG it serves runs no script', { timeout: startupTimeout + stepTimeout }, async ({ browser, cms }) => {
    for (const svg of ['/favicon.svg', '/icons.svg']) {
      const { headers } = await devRequest(cms, svg);
      expect(headers['content-type'], svg).toMatch(/^image\/svg\+xml/);
      expect(headers['content-security-policy'], svg).toBe(inertDocumentPolicy);
    }
    // The audit's SVG, answered the way the dev server answers any SVG.
    const contentBefore = snapshot(cms.contentDir);
    const guard = guardRequests(projectRoot, [], true);
    const server = createServer((request, response) =>
      guard(request, response, () =>
        response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(evilSvg(cms.backendUrl)),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const context = await browser.newContext();
    onTestFinished(() => context.close());
    await keepOnLoopback(context);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/desenho.svg`);
    // Drawn, and its script never ran: nothing marked, nothing asked of the backend.
    expect(await page.locator('svg').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    expect(snapshot(cms.contentDir)).toEqual(contentBefore);
  });

  test(
    'another site cannot frame the editor',
    { timeout: 2 * startupTimeout + 2 * stepTimeout },
    async ({ browser, cms }) => {
      for (const pagePath of ['/admin/', '/']) {
        const { headers } = await devRequest(cms, pagePath);
        expect(headers['x-frame-options'], pagePath).toBe('DENY');
        expect(headers['content-security-policy'], pagePath).toContain("frame-ancestors 'none'");
      }
      const context = await browser.newContext();
      onTestFinished(() => context.close());
      await keepOnLoopback(context);
      const page = await context.newPage();
      await page.goto(await foreignPage());
      const framed = page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame());
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }, `${cms.siteUrl}/admin/`);
      // The browser refuses to draw it: the frame shows its own error page, never the editor.
      expect((await framed).url()).toMatch(/^chrome-error:/);
    },
  );

  test("the terminal's editor is never opened from a page", { timeout: 2 * startupTimeout }, async ({ cms }) => {
    for (const site of ['same-origin', 'same-site', 'cross-site']) {
      const answer = await devRequest(cms, '/__open-in-editor?file=/etc/hostname', { 'sec-fetch-site': site });
      expect(answer.status, site).toBe(404);
    }
  });
});

/**
 * What the SVG's script can do, run in its document: read all its origin gives it (this tab's
 * storage and cookies, and every file the CMS's page loaded, fetched anew), then write a page through
 * the backend without the secret, with one made up, and unseen (a `no-cors` request). Says what it
 * read, and what each write got: a status, or 'opaque' (sent, answer hidden).
 */
async function actAsTheSvg({ backend, header, loaded }: { backend: string; header: string; loaded: string[] }) {
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

describe('a page at the CMS’s own origin, without this run’s secret', () => {
  test(
    'the audit’s SVG finds the secret nowhere it can read, and writes nothing (403); the CMS’s tab saves',
    { timeout: 2 * startupTimeout + 6 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      // The CMS first, opened by the address npm run cms prints: its tab holds the secret. No CSP in
      // this browser: what holds the script back must be the backend, whatever policy the pages get.
      const { page: cmsPage, problems } = await openEntry(browser, cms, 'paginas', 'home', { bypassCSP: true });
      const secret = new URL(cms.adminUrl).searchParams.get(runSecret.parameter) ?? '';
      expect(secret).toHaveLength(43);
      const loaded = await cmsPage.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(location.origin)),
      );
      expect(loaded.length).toBeGreaterThan(20);
      const before = snapshot(cms.contentDir);

      // The SVG's script, in another tab of the same browser, in a document the dev server serves
      // from 127.0.0.1 at its origin: its home page. The audit's SVG was such a document; whether the
      // dev server still serves one is its own tests' matter, and the backend holds either way.
      const evil = await cmsPage.context().newPage();
      await evil.goto(`${cms.siteUrl}/`);
      const { read, writes } = await evil.evaluate(actAsTheSvg, {
        backend: cms.backendUrl,
        header: runSecret.header,
        loaded,
      });
      // It read the CMS's page and code, the module that sends the secret among them, and no secret.
      expect(read.includes(runSecret.header)).toBe(true);
      expect(read.includes(secret)).toBe(false);
      expect(writes).toEqual(['403', '403', 'opaque']);
      expect(snapshot(cms.contentDir)).toEqual(before);

      // The CMS's tab holds it: the same backend saves its edit.
      await cmsPage.bringToFront();
      const hero = await expandSection(cmsPage, heroFields.label);
      const newTitle = `${heroTitleIn(readFileSync(homeFile(cms), 'utf8'))} Unido`;
      await hero.getByLabel(labelOf(heroFields.fields!, 'title'), { exact: true }).fill(newTitle);
      await publish(cmsPage);
      await notice(cmsPage, 'Entrada salva').waitFor();
      expect(heroTitleIn(readFileSync(homeFile(cms), 'utf8'))).toBe(newTitle);
      expect(problems).toEqual([]);
    },
  );

  test(
    'the CMS opened without the secret says, in the catalogue’s words, to open it by the address npm run cms prints',
    { timeout: 2 * startupTimeout + 2 * stepTimeout },
    async ({ browser, cms }) => {
      const context = await browser.newContext();
      onTestFinished(() => context.close());
      await keepOnLoopback(context);
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(cms.backendUrl)) asked.push(request.url());
      });
      await page.goto(`${cms.siteUrl}/admin/`, { timeout: startupTimeout });
      const { message, hint } = say('cms-secret-missing');
      await page.getByRole('heading', { level: 1, name: message }).waitFor({ timeout: startupTimeout });
      expect(await page.getByText(hint).count()).toBe(1);
      expect(asked).toEqual([]);
    },
  );
});

describe('the photo library', () => {
  test(
    'offers photos only, and refuses a file whose name is not a photo’s before sending it, whatever its bytes',
    { timeout: 2 * startupTimeout + 4 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      // A real JPEG, named as the audit's SVG: its bytes alone would pass.
      const named = path.join(cms.root, 'evil.svg');
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7490' } })
        .jpeg()
        .toFile(named);
      const before = snapshot(cms.contentDir);
      const { page, problems } = await openEntry(browser, cms, 'paginas', 'consultorio');
      await openMediaLibrary(page);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Enviar novo').click()]);
      const offered = ((await chooser.element().getAttribute('accept')) ?? '').split(',');
      expect(offered.filter((type) => type.startsWith('.'))).toEqual(photoExtensions.map((name) => `.${name}`));
      expect(offered.filter((type) => !type.startsWith('.'))).toEqual([
        'image/jpeg',
        'image/png',
        'image/webp',
        'image/avif',
      ]);

      // Picked anyway (a chooser's "all files", or dropped on it): refused in the session's notice.
      await chooser.setFiles(named);
      const refused = sessionNotice(page);
      await refused.waitFor();
      const why = sayAgain(
        say('image-name-not-photo', { src: 'evil.svg' }),
        formReader(() => ''),
      );
      expect(await refused.innerText()).toContain(say('cms-upload-refused', { photo: 'evil.svg' }).message);
      expect(await refused.innerText()).toContain(why.message);
      expect(snapshot(cms.contentDir)).toEqual(before);
      expect(problems).toEqual([]);
    },
  );
});
