/**
 * The online editor where it shares its address with the public pages and the host ignores
 * `_headers`, as on GitHub Pages, the workflow's default host: a site built without `cms.editorUrl`,
 * served with no `_headers` at all. Issue 40, as the outside audit reproduced it: another site frames
 * /admin/ (item 3), and a script of a public page, after the editor signed in, looks for her GitHub
 * token in the address's storage, in a frame of /admin/ it makes and in a window of /admin/ it opens,
 * and uses what it finds through the frame (item 2). The admin starts in none of them, and no token is
 * anywhere but in the memory of her own tab. One build for the file.
 */
import { appendFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFinished } from 'vitest';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { buildContentCopy, type BuiltCopy } from '../support/built-copy.ts';
import { openOnlineCms, signInThroughPopup, test } from '../support/github/online-cms.ts';
import { actWith, frameFrom, openFrom, readFrom } from '../support/public-page-reach.ts';
import { stepTimeout } from './cms-support.ts';
import { labelOf, pageFields } from './cms-fields.ts';
import { testCmsRepository } from './global-setup.ts';

let site: BuiltCopy;
let otherSite: Server;
let otherSiteUrl: string;
beforeAll(async () => {
  site = await buildContentCopy((contentDir) =>
    appendFileSync(path.join(contentDir, 'site.yaml'), `\ncms:\n  repo: ${testCmsRepository}\n`),
  );
  // GitHub Pages serves the files and none of the rules of `_headers`: nothing forbids framing.
  rmSync(path.join(site.siteDir, '_headers'));
  // Another site, at another address on this machine, whose page frames the editor.
  otherSite = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Outro site</title><iframe id="editor" src="${site.url}/admin/"></iframe>`);
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherSiteUrl = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`;
}, 300_000);
afterAll(async () => {
  await new Promise((resolve) => otherSite?.close(resolve));
  await site?.close();
});

/** The GitHub-Pages-like site: editor and public pages at one address. */
const oneAddress = () => ({ editorUrl: site.url, publicUrl: site.url });

/** A GitHub token, however a script would find it written. */
const githubToken = /gh[opsu]_[A-Za-z0-9_-]{20}/;

// Hang guards only: a sign-in and a handful of steps, each bounded by `stepTimeout`.
describe(
  'the online editor on GitHub Pages: one address with the public pages, no `_headers`',
  { timeout: 60_000 + 6 * stepTimeout },
  () => {
    test('another site frames /admin/: the admin does not start, and says why, with a link to a tab of its own', async ({
      browser,
    }) => {
      const admin = await fetch(`${site.url}/admin/`);
      // The host forbids nothing (the reproduction's condition): the page has to refuse by itself.
      expect(admin.headers.get('x-frame-options')).toBeNull();
      expect(admin.headers.get('content-security-policy')).toBeNull();

      const context = await browser.newContext({ locale: 'pt-BR' });
      context.setDefaultTimeout(stepTimeout);
      onTestFinished(() => context.close());
      await keepOnLoopback(context);
      const page = await context.newPage();
      await page.goto(otherSiteUrl);
      const framed = page.frameLocator('#editor');
      await framed.getByRole('heading', { name: say('cms-framed').message }).waitFor();
      const link = framed.getByRole('link', { name: say('cms-open-own-tab').message });
      expect(await link.getAttribute('href')).toBe(`${site.url}/admin/`);
      expect(await link.getAttribute('target')).toBe('_blank');
      // Decap never started: no sign-in, no screen of it.
      expect(await framed.getByRole('button', { name: 'Entrar com o GitHub' }).count()).toBe(0);
      expect(await framed.locator('#nc-root').count()).toBe(0);
    });

    test('signed in, a public page’s script finds no token: not in its storage, a frame of /admin/ or a window of it', async ({
      browser,
      github,
    }) => {
      const {
        page: editor,
        loginUrl,
        problems,
      } = await openOnlineCms(browser, github, {
        login: 'ana',
        hash: `/collections/${cmsNames.pages}/entries/home`,
        site: oneAddress(),
      });
      await editor.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
      // The narrowest access GitHub gives to a public repository, not all of hers.
      expect(new URL(loginUrl).searchParams.get('scope')).toBe('public_repo');
      // What reaches GitHub with a token from now on, but from her own tab.
      const context = editor.context();
      const asHer: string[] = [];
      context.on('request', (request: Request) => {
        if (request.headers().authorization && request.frame().page() !== editor) asHer.push(request.url());
      });

      // A script of the home page, in the same browser.
      const home = await context.newPage();
      await home.goto(`${site.url}/`);
      // Each step as the audit took it, all of them told when one fails.
      const own = await readFrom(home, 'itself');
      expect.soft(own, 'its own storage').not.toMatch(githubToken);
      await frameFrom(home, '/admin/', 'admin');
      const framed = await readFrom(home, { frame: 'admin' });
      expect.soft(framed, 'a frame of /admin/').not.toMatch(githubToken);
      const opened = await openFrom(home, '/admin/');
      const window = await readFrom(home, 'opened');
      expect.soft(window, 'a window of /admin/ it opened').not.toMatch(githubToken);
      // Each was the address's own, readable: the script was kept out of nothing.
      for (const read of [own, framed, window]) expect.soft(read).not.toMatch(/^refused/);
      // Nothing to act with through the frame, and no request to GitHub as her but from her own tab.
      expect.soft(await actWith(home, own + framed + window, 'admin'), 'GitHub’s answers to what it found').toEqual([]);
      expect(asHer).toEqual([]);

      // Neither the frame nor the window started the editor: each says why.
      await home
        .frameLocator('#admin')
        .getByRole('heading', { name: say('cms-framed').message })
        .waitFor();
      await opened.getByRole('heading', { name: say('cms-opened-by-page').message }).waitFor();
      expect(await opened.getByRole('button', { name: 'Entrar com o GitHub' }).count()).toBe(0);

      // Her tab works on.
      await editor.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
      expect(problems).toEqual([]);
    });

    test('her tab alone holds the token: a reload signs in again, through the same popup', async ({
      browser,
      github,
    }) => {
      const { page, problems } = await openOnlineCms(browser, github, { login: 'ana', site: oneAddress() });
      await page.getByRole('link', { name: 'Páginas' }).first().waitFor();
      await page.reload();
      await signInThroughPopup(page);
      await page.getByRole('link', { name: 'Páginas' }).first().waitFor();
      expect(problems).toEqual([]);
    });
  },
);
