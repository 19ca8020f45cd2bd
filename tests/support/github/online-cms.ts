/**
 * The online CMS's browser tests, shared: the built site's /admin/ (the global setup's, connected
 * to `testCmsRepository`) with GitHub answered by a stand-in whose repository holds a copy of the
 * project's content/, one per test, checked at the end for answers GitHub would not have given;
 * and a browser context signed in through the login popup as one of its users, where nothing
 * reaches another host.
 */
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { contentDir } from '../../../project/environment.ts';
import { keepOnLoopback } from '../../../scripts/audit/loopback-only.ts';
import { test as browserTest } from '../../e2e/browser.ts';
import { decapNoise, stepTimeout } from '../../e2e/cms-support.ts';
import { followRequests, orSayWhatIsShown, shownText } from '../../e2e/shown-text.ts';
import { labelOf, pageFields } from '../../e2e/cms-fields.ts';
import { cmsNames } from '../../../schema/generate/cms-fields.ts';
import { testCmsRepository } from '../../e2e/global-setup.ts';
import { filesOf } from './repository-helpers.ts';
import { forward, routeGitHub } from './routing.ts';
import { startGitHubStandIn, type GitHubStandIn } from './stand-in.ts';
import { keptPerBrowser, setBack } from '../../e2e/warm-contexts.ts';

/** The file of a page in the repository, as the CMS saves it. */
export const pageFile = (slug: string) => `content/pages/${slug}.yaml`;

/**
 * The browser tests' `test` with a `github` fixture: a stand-in for the built CMS's repository,
 * seeded with content/ as main's first commit. At the end of each test, none of its answers may
 * have strayed from GitHub's description.
 */
export const test = browserTest.extend('github', async ({}, { onCleanup }): Promise<GitHubStandIn> => {
  const standIn = await startGitHubStandIn({ repository: testCmsRepository, seed: filesOf(contentDir, 'content') });
  onCleanup(async () => {
    await standIn.close();
    expect(standIn.drift(), "answers GitHub's description does not allow").toEqual([]);
  });
  return standIn;
});

export interface OnlineCms {
  page: Page;
  /** The login service's address the popup opened, with what it asked GitHub for (`scope`). */
  loginUrl: string;
  /** Console errors (but Decap's expected noise), page errors and requests to another host, so far. */
  problems: string[];
}

export interface OnlineOptions {
  /** Who signs in through the popup. */
  login: string;
  /** The CMS's screen, as its address's hash (`/collections/paginas/entries/home`). */
  hash?: string;
  /**
   * Where the editor is served, and the public site beside it: the global setup's, the editor at an
   * address of its own, unless told (a site built by the test, editor and pages at one address).
   */
  site?: { editorUrl: string; publicUrl: string };
  /**
   * The browser's clock at the start (ISO 8601 with its offset), in Brazil's time zone, running from
   * there; the test moves it with the page's `clock` (Playwright's). The real time unless told.
   */
  now?: string;
}

/**
 * What every browser test of the built /admin/ watches in its context: requests to another host
 * (images, a user's avatar, are answered with a placeholder; anything else would be a leak), console
 * errors (but Decap's expected noise) and, whatever else a test lets the console say, any violation
 * of the Content-Security-Policy the site ships, which fails the test. Register other routes after it:
 * the routes registered last are tried first. `watch` adds a page's own errors.
 */
export async function watchAdmin(
  context: BrowserContext,
): Promise<{ problems: string[]; watch: (page: Page) => void; stopWatching: () => void }> {
  const problems: string[] = [];
  await keepOnLoopback(context, {
    onExternalRequest: (url, resourceType) => {
      if (resourceType !== 'image') problems.push(`request to another host: ${resourceType} ${url}`);
    },
  });
  const violations: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !decapNoise.some((pattern) => pattern.test(message.text()))) {
      problems.push(`console error: ${message.text()} ${message.location().url}`);
    }
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  };
  context.on('console', onConsole);
  // Whatever else a test expects of the console: the policy the site ships allows all the admin does.
  onTestFinished(() => expect(violations, "requests the admin's own Content-Security-Policy refused").toEqual([]));
  const watch = (page: Page) =>
    // A refused save or deletion rejects a promise Decap does not catch (cms-support.ts's openCms).
    page.on('pageerror', (error) => {
      if (error.message !== 'Object' && error.message !== 'undefined') problems.push(`page error: ${error.message}`);
    });
  return { problems, watch, stopWatching: () => context.off('console', onConsole) };
}

/**
 * The site's public address (`url` of site.yaml) answered in `context` by the server at `servedAt`,
 * as a name server would send the browser there: a public page opened from the editor's address is
 * sent on to it (scripts/build/island-scripts.ts). Register it after `keepOnLoopback`.
 */
export async function routePublicSite(context: BrowserContext, servedAt: string): Promise<void> {
  const publicOrigin = new URL(inject('content').site.url).origin;
  await context.route(
    (url) => url.origin === publicOrigin,
    (route) => {
      const url = new URL(route.request().url());
      return forward(route, `${servedAt}${url.pathname}${url.search}`);
    },
  );
}

/** A context for the editor at `editorUrl`, as every online test of it is given one. */
async function newEditorContext(browser: Browser, { editorUrl, now }: { editorUrl: string; now?: string }) {
  const context = await browser.newContext({
    baseURL: editorUrl,
    viewport: { width: 1400, height: 900 },
    locale: 'pt-BR',
    ...(now ? { timezoneId: 'America/Sao_Paulo' } : {}),
  });
  context.setDefaultTimeout(stepTimeout);
  if (now) await context.clock.install({ time: now });
  return context;
}

/**
 * The contexts a test process keeps for the global setup's editor (warm-contexts.ts, for why): each
 * test still signs in through the popup, in a context the test before it left without routes, console
 * listeners, cookies or storage. A test with a clock, or with a site of its own, gets a context of its own.
 */
const editorContexts = keptPerBrowser<string>((browser) => ({
  start: (editorUrl) => newEditorContext(browser, { editorUrl }),
  parkAt: (editorUrl) => `${editorUrl}/parked-by-the-tests`,
  reset: setBack(() =>
    [inject('editorUrl'), inject('baseUrl'), inject('content').site.url].map((url) => new URL(url).origin),
  ),
}));

/** The context `options` ask for, given back (or closed) when the test ends. */
async function editorContext(browser: Browser, options: OnlineOptions): Promise<BrowserContext> {
  if (options.now || options.site) {
    const context = await newEditorContext(browser, {
      editorUrl: options.site?.editorUrl ?? inject('editorUrl'),
      now: options.now,
    });
    onTestFinished(() => context.close());
    return context;
  }
  const lent = await editorContexts(browser).lend(inject('editorUrl'));
  onTestFinished(() => lent.giveBack());
  return lent.context;
}

/**
 * The built /admin/ at the editor's own address (`cms.editorUrl`) in a browser context, new or as
 * good as new (`editorContext`), whose GitHub is `standIn` and whose public site is the global setup's, signed in as `login` through
 * "Entrar com o GitHub" and its popup. Resolves once the popup has handed the token over
 * and closed; the screen of `hash` is then loading. The site is served with its own `_headers`
 * (the global setup's static server applies them), and any violation of its Content-Security-Policy
 * in the console fails the test, whatever else the test lets the console say.
 */
export async function openOnlineCms(
  browser: Browser,
  standIn: GitHubStandIn,
  options: OnlineOptions,
): Promise<OnlineCms> {
  const publicUrl = options.site?.publicUrl ?? inject('baseUrl');
  const context = await editorContext(browser, options);
  const { problems, watch, stopWatching } = await watchAdmin(context);
  onTestFinished(stopWatching);
  await routeGitHub(context, standIn, { login: options.login });
  await routePublicSite(context, publicUrl);
  const page = await context.newPage();
  followRequests(page);
  watch(page);
  await page.goto(`/admin/#${options.hash ?? '/'}`);
  const asked = context.waitForEvent('request', (request) => new URL(request.url()).pathname.endsWith('/auth'));
  await signInThroughPopup(page);
  return { page, loginUrl: (await asked).url(), problems };
}

/**
 * Clicks "Entrar com o GitHub" on `page` and resolves once its popup has handed the token over and
 * closed. A popup that already closed by the time it is seen is done: on a warm second sign-in it
 * can close before a listener for its closing could be attached.
 */
export async function signInThroughPopup(page: Page): Promise<void> {
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Entrar com o GitHub' }).click();
  const opened = await orSayWhatIsShown(page, 'a login popup after "Entrar com o GitHub"', popup);
  if (opened.isClosed()) return;
  await opened.waitForEvent('close').catch(async (error: unknown) => {
    if (opened.isClosed()) return;
    throw new Error(`the login popup did not close: it is at ${opened.url()} and shows "${await shownText(opened)}"`, {
      cause: error,
    });
  });
}

/** A page's editor, signed in as Ana, once its fields are on screen. */
export async function openEntryOnline(browser: Browser, standIn: GitHubStandIn, slug: string): Promise<OnlineCms> {
  const opened = await openOnlineCms(browser, standIn, {
    login: 'ana',
    hash: `/collections/${cmsNames.pages}/entries/${slug}`,
  });
  await opened.page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
  return opened;
}
