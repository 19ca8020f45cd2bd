/**
 * Browser contexts a test process keeps, so that each test gets a new page without a new context.
 * A new context starts a renderer process for its first page: a page of the site opened and hydrated
 * cost 2.2 CPU-s in a new context against 1.3 CPU-s as a new page in a context already holding one
 * of the site's pages, and the online editor signed in and at a page's form 4.7 against 2.9 CPU-s:
 * Chromium gives a new page of the same site the process it already has, with the scripts it has
 * compiled. Each context therefore keeps one page of its site open, parked, for the process's life.
 *
 * A context lends itself to one test's page at a time: its pages are tabs of one window, and of two
 * open at once only the one in front draws frames (tests that run concurrently in a file would wait
 * on a hidden tab's animation). A page opened while every context of its screen is lent gets a new one.
 *
 * What a test's page shares with the tests before it is what its kind's `reset` leaves: the HTTP
 * cache always; the site's tests, cookies and storage too (the site keeps neither). A test that sets
 * up what a context holds and cannot be undone (a clock) gets a context of its own.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface SiteScreen {
  baseUrl: string;
  width: number;
  height: number;
  javaScript: boolean;
}

/** A context for pages of the site on `screen`, as every one of the site's tests is made. */
export async function newSiteContext(browser: Browser, { baseUrl, width, height, javaScript }: SiteScreen) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    javaScriptEnabled: javaScript,
    locale: 'pt-BR',
  });
  // Well inside the test timeout, so that a stuck action fails with Playwright's own explanation.
  context.setDefaultTimeout(10_000);
  return context;
}

/** A context lent to one test's page: `giveBack` closes every page the test opened in it, and keeps it. */
export interface LentContext {
  context: BrowserContext;
  giveBack(): Promise<void>;
}

/** What the parked page shows: nothing, and an icon, so that nothing else is asked for. */
const parkedPage = '<!doctype html><title>parked</title><link rel="icon" href="data:,">';

interface Kept {
  context: BrowserContext;
  /** The site's page that keeps the context's renderer process. */
  parked: Page;
}

/** The contexts a kind of test keeps, and how they are made, parked and set back between tests. */
export interface WarmKind<Screen> {
  /** A new context for `screen`, as every test of its kind is given one. */
  start(screen: Screen): Promise<BrowserContext>;
  /** Where its parked page waits: an address at the site its tests open (answered by the test, not the site). */
  parkAt(screen: Screen): string;
  /** Undoes what a test may have left in the context besides its pages, before the next test. */
  reset?(context: BrowserContext, parked: Page): Promise<void>;
}

/**
 * The contexts of one browser, by screen: as many per screen as pages of it were open at once (the
 * concurrent tests of a file), each holding one idle page, until the browser closes.
 */
function warmContexts<Screen>(kind: WarmKind<Screen>) {
  const idle = new Map<string, Kept[]>();

  async function start(screen: Screen): Promise<Kept> {
    const context = await kind.start(screen);
    const parked = await context.newPage();
    // Answered here, never by the site: a page with an icon of its own, so that Chromium never asks the
    // server for /favicon.ico, whose 404 a test watching the context's console would count as its own.
    const address = kind.parkAt(screen);
    await parked.route(address, (route) => route.fulfill({ contentType: 'text/html', body: parkedPage }));
    await parked.goto(address);
    await parked.unroute(address);
    return { context, parked };
  }

  return {
    /** An idle context of `screen`, or a new one when every one is lent. */
    async lend(screen: Screen): Promise<LentContext> {
      const key = JSON.stringify(screen);
      const free = idle.get(key) ?? [];
      idle.set(key, free);
      const kept = free.pop() ?? (await start(screen));
      const { context, parked } = kept;
      return {
        context,
        giveBack: async () => {
          await Promise.all(context.pages().flatMap((page) => (page === parked ? [] : [page.close()])));
          await kind.reset?.(context, parked);
          free.push(kept);
        },
      };
    },
  };
}

/** Each browser's kept contexts of one kind: made on first use, closed with the browser. */
export function keptPerBrowser<Screen>(kind: (browser: Browser) => WarmKind<Screen>) {
  const kept = new WeakMap<Browser, ReturnType<typeof warmContexts<Screen>>>();
  return (browser: Browser) => {
    let contexts = kept.get(browser);
    if (!contexts) {
      contexts = warmContexts(kind(browser));
      kept.set(browser, contexts);
    }
    return contexts;
  };
}

/**
 * A `reset` for an editor's contexts: no route, online, no cookie, and nothing stored at the addresses
 * its tests open (storage, databases, caches of scripts), as a new context would be.
 */
export function setBack(origins: () => string[]): NonNullable<WarmKind<unknown>['reset']> {
  return async (context, parked) => {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await context.clearCookies();
    const devTools = await context.newCDPSession(parked);
    for (const origin of origins()) {
      await devTools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    await devTools.detach();
  };
}

/** The site's pages' contexts (browser.ts), parked at the site's address. */
export const siteContexts = keptPerBrowser<SiteScreen>((browser) => ({
  start: (screen) => newSiteContext(browser, screen),
  parkAt: ({ baseUrl }) => new URL('/parked-by-the-tests', baseUrl).href,
}));
