/**
 * The CMS (`npm run cms`) in Chromium, against its local backend on a temporary copy of the repository:
 * log in with the local backend, publish an edit (one changed line on disk, still valid content),
 * have invalid edits refused with the Portuguese messages of `npm run validate` (the file stays as
 * it was), create a page (a valid file that the build turns into a route), upload a photo (into
 * content/images/, shown in the preview) and preview a page with the site's own sections. A page of
 * another program on this machine reaches neither the backend nor the dev server. Everything
 * listens on 127.0.0.1, on free ports.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, onTestFinished } from 'vitest';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { snapshot } from '../support/files.ts';
import { rawRequest } from '../support/raw-http.ts';
import { foreignPage, startupTimeout, stepTimeout, test } from './cms-support.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
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
