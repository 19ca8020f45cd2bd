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
import { describe, expect, onTestFinished } from 'vitest';
import { runSecret } from '../../admin/repository/local/run-secret.ts';
import { projectRoot } from '../../project/environment.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { guardRequests, inertDocumentPolicy } from '../../scripts/vite/dev-guard.ts';
import { snapshot } from '../support/files.ts';
import {
  expandSection,
  foreignPage,
  heroTitleIn,
  homeFile,
  notice,
  openEntry,
  publish,
  startupTimeout,
  stepTimeout,
} from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { heroFields, labelOf } from './cms-fields.ts';
import { evilSvg, devRequest, actAsTheSvg } from './hostile/attacks.ts';

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
      // Its page and its code, as `npm run cms` builds it: the script that sends the secret among them.
      expect(loaded.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
      const before = snapshot(cms.contentDir);

      // The SVG's script, in another tab of the same browser, in a document the dev server serves
      // from 127.0.0.1 at its origin: the CMS's page opened without the secret. The audit's SVG was
      // such a document; whether the dev server still serves one is its own tests' matter, and the
      // backend holds either way. (Not the site's home page: its development client reloads it when
      // the content changes, and a script in the middle of a reload is gone.)
      const evil = await cmsPage.context().newPage();
      await evil.goto(`${cms.siteUrl}/admin/`);
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
