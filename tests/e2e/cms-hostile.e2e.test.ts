/**
 * The local editor (`npm run cms` on a temporary git copy) against what an outside audit tried.
 *
 * No file in the project runs as the editor: the dev server serves nothing of content/ by any
 * spelling, an SVG it does serve runs no script, another site cannot frame the editor, and the
 * endpoint that opens files in the terminal's editor is off. And a page that runs at the CMS's own
 * origin anyway finds this run's secret nowhere it can read: what it sends the backend is refused
 * (403) and nothing is written, while the CMS's own tab saves. The photo library takes photos only.
 * A page of another program on this machine reaches neither the backend nor the dev server, which
 * refuses a foreign Host, lets no other origin read it, and moves the CMS from localhost to 127.0.0.1.
 *
 * No content stops the editor: each class of broken content
 * the local backend can be asked to write — text that is not YAML, a page's address changed so that
 * links break, a new page then broken, two pages at one address, a linked page removed, anchors and
 * aliases — is saved through the backend as a program would (not the CMS, whose guard refuses it),
 * and every page asked for afterwards gets an answer: the dev server and the backend stay up, and
 * the report shows where the page would be. Put right, the site comes back.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, onTestFinished } from 'vitest';
import { formReader } from '../../admin/session/words/form-words.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { photoExtensions } from '../../schema/fields/file-names.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { snapshot } from '../support/files.ts';
import { rawRequest } from '../support/raw-http.ts';
import { foreignPage, openEntry, openMediaLibrary, sessionNotice, startupTimeout, stepTimeout } from './cms-support.ts';
import { test } from './cms-test.ts';
import { putCopyBack, restoreAfterTest, waitForRoutes } from './cms-copy-reset.ts';
import { backendRequest, saveThroughBackend, askEveryPage, breakages } from './hostile/attacks.ts';
import { attackFromPage } from './local-editor/attack.ts';

// First: the tests below that add a page make the dev server restart (its routes come from the page
// files), and a request in the middle of a restart finds no server.
describe('the local editor, closed to everything but the CMS', () => {
  test(
    'a page of another 127.0.0.1 port reads nothing from the backend or the dev server, and writes nothing',
    { timeout: 2 * startupTimeout + 2 * stepTimeout },
    async ({ browser, cms }) => {
      restoreAfterTest(cms);
      const [contentBefore, rootBefore] = [snapshot(cms.contentDir), readdirSync(cms.root)];
      const context = await browser.newContext();
      onTestFinished(() => context.close());
      await keepOnLoopback(context);
      const page = await context.newPage();
      await page.goto(await foreignPage());
      const results = await page.evaluate(attackFromPage, { backend: cms.backendUrl, site: cms.siteUrl });
      expect(results).toEqual({
        readSettings: 'refused',
        readConfig: 'refused',
        savePage: 'refused',
        saveConfig: 'refused',
        savePageUnseen: 'opaque',
        devCms: 'refused',
        devSource: 'refused',
        devClient: 'refused',
        devContent: 'refused',
      });
      expect(snapshot(cms.contentDir)).toEqual(contentBefore);
      expect(readdirSync(cms.root)).toEqual(rootBefore);
      // Refused by the browser, not missing: the dev server answers its own page all along.
      const port = Number(new URL(cms.siteUrl).port);
      expect((await rawRequest({ port, path: '/src/root.tsx', headers: { host: `127.0.0.1:${port}` } })).status).toBe(
        200,
      );
    },
  );

  test(
    'the dev server refuses a foreign Host, lets no other origin read it, and moves the CMS from localhost to 127.0.0.1',
    { timeout: 2 * startupTimeout },
    async ({ cms }) => {
      const port = Number(new URL(cms.siteUrl).port);
      const own = { host: `127.0.0.1:${port}` };
      // DNS rebinding: another name that resolves to 127.0.0.1 (Vite's own check of the Host header).
      expect((await rawRequest({ port, path: '/admin/', headers: { host: `evil.example:${port}` } })).status).toBe(403);
      expect((await rawRequest({ port, path: '/admin/', headers: own })).status).toBe(200);
      for (const urlPath of ['/', '/admin/', '/admin/main.tsx', '/src/root.tsx', '/@vite/client']) {
        const reply = await rawRequest({ port, path: urlPath, headers: { ...own, origin: 'http://127.0.0.1:1' } });
        expect(reply.headers['access-control-allow-origin'], urlPath).toBeUndefined();
      }
      const preflight = await rawRequest({
        port,
        path: '/src/root.tsx',
        method: 'OPTIONS',
        headers: { ...own, origin: 'http://127.0.0.1:1', 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const moved = await rawRequest({ port, path: '/admin/?x=1', headers: { host: `localhost:${port}` } });
      expect(moved.status).toBe(307);
      expect(moved.headers.location).toBe(`${cms.siteUrl}/admin/?x=1`);
    },
  );
});

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
