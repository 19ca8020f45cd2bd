/**
 * The online editor at an address of its own (`cms.editorUrl`), as the global setup serves it: the
 * same build at the public site's address and at the editor's, two origins of one site. Issue 40,
 * item 2: signed in at the editor's address, a script of a public page (a compromised dependency of
 * an island) finds her token nowhere it can read, neither at its own address (its storage, a window
 * of /admin/ there) nor at the editor's (the browser keeps it out); a public page opened
 * at the editor's address runs none of its scripts there and goes on to the site's; /admin/ at the
 * public address goes on to the editor's.
 */
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { describe, expect, inject, onTestFinished } from 'vitest';
import { decapUserKey } from '../../admin/decap/door/decap-names.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { openOnlineCms, routePublicSite, test } from '../support/github/online-cms.ts';
import { openFrom, readFrom } from '../support/public-page-reach.ts';
import { stepTimeout } from './cms-support.ts';
import { labelOf, pageFields } from './cms-fields.ts';

const baseUrl = inject('baseUrl');
const editorUrl = inject('editorUrl');
const siteOrigin = new URL(inject('content').site.url).origin;

/** A visitor's browser, which reaches nothing beyond this machine. */
async function visitorOf(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  context.setDefaultTimeout(stepTimeout);
  onTestFinished(() => context.close());
  await keepOnLoopback(context);
  return context;
}

/** A GitHub token, however a script would find it written. */
const githubToken = /gh[opsu]_[A-Za-z0-9_-]{20}/;

// Hang guards only: a sign-in and a handful of steps, each bounded by `stepTimeout`.
describe('the online editor at an address of its own', { timeout: 60_000 + 8 * stepTimeout }, () => {
  test('signed in there, a public page’s script finds no token, at its address or the editor’s', async ({
    browser,
    github,
  }) => {
    const { page: editor, problems } = await openOnlineCms(browser, github, {
      login: 'ana',
      hash: `/collections/${cmsNames.pages}/entries/home`,
    });
    await editor.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
    // Kept at the editor's address, where no public page runs: a reload keeps her signed in.
    expect(await readFrom(editor, 'itself')).toMatch(githubToken);
    const context = editor.context();
    const asHer: string[] = [];
    context.on('request', (request: Request) => {
      if (request.headers().authorization && request.frame().page() !== editor) asHer.push(request.url());
    });

    // A script of the home page, at the public address, in the same browser.
    const home = await context.newPage();
    await home.goto(`${baseUrl}/`);
    const own = await readFrom(home, 'itself');
    expect.soft(own, 'its own storage').not.toMatch(githubToken);

    // /admin/ at its own address: the window it opens holds this address's storage, and no token. (No
    // frame of /admin/, here or at the editor's address: the host's `_headers` forbid framing any page.)
    const openedHere = await openFrom(home, '/admin/');
    const windowHere = await readFrom(home, 'opened');
    expect.soft(windowHere, 'a window of /admin/ at its address').not.toMatch(githubToken);
    expect.soft(windowHere).not.toMatch(/^refused/);
    await openedHere.getByRole('heading', { name: say('cms-opened-by-page').message }).waitFor();

    // /admin/ at the editor's own address: the browser keeps the script out of all it holds.
    const openedThere = await openFrom(home, `${editorUrl}/admin/`);
    expect(await readFrom(home, 'opened')).toBe('refused: SecurityError');
    await openedThere.getByRole('heading', { name: say('cms-opened-by-page').message }).waitFor();
    expect(await openedThere.getByRole('button', { name: 'Entrar com o GitHub' }).count()).toBe(0);

    // No request to GitHub as her but from her own tab.
    expect(asHer).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a public page opened at the editor’s address runs none of its scripts there, and goes on to the site’s', async ({
    browser,
  }) => {
    const context = await visitorOf(browser);
    await routePublicSite(context, baseUrl);
    const scriptsThere: string[] = [];
    context.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === editorUrl && request.resourceType() === 'script') scriptsThere.push(url.pathname);
    });
    const page = await context.newPage();
    // At the site's address, its islands load as on any page.
    const islandsAtTheSite = page.waitForRequest(
      (request) => request.url().startsWith(`${siteOrigin}/assets/`) && request.resourceType() === 'script',
    );
    await page.goto(`${editorUrl}/assessoria?de=editor#servicos`);
    // Together, so that a page that never leaves fails the test, not the run.
    await Promise.all([page.waitForURL(`${siteOrigin}/assessoria?de=editor#servicos`), islandsAtTheSite]);
    expect(scriptsThere).toEqual([]);
  });

  test('/admin/ at the public address goes on to the editor’s, at the same screen, and forgets a sign-in kept there', async ({
    browser,
  }) => {
    const context = await visitorOf(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    // What an editor of this address kept before the site gave the editor one of its own.
    const kept = JSON.stringify({
      login: 'ana',
      token: 'gho_16C7e42F292c6912E7710c838347Ae178B4a',
      backendName: 'invero-github',
    });
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [decapUserKey, kept]);

    const screen = `#/collections/${cmsNames.pages}`;
    await page.goto(`${baseUrl}/admin/${screen}`);
    await page.waitForURL(`${editorUrl}/admin/${screen}`);
    await page.getByRole('button', { name: 'Entrar com o GitHub' }).waitFor();
    await page.goto(`${baseUrl}/`);
    expect(await page.evaluate((key) => localStorage.getItem(key), decapUserKey)).toBeNull();
  });
});
