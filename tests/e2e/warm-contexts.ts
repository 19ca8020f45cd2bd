/**
 * Browser contexts a test process keeps for the pages of the site it opens, by screen and address,
 * so that each test gets a new page without a new context. A new context starts a renderer process
 * for its first page, which cost 2.2 CPU-s per page opened and hydrated against 1.3 CPU-s for a new
 * page in a context that has one of the site's pages open: Chromium gives a new page of the same site
 * the process it already has. Each context therefore keeps one page of its site open, parked on the
 * site's robots.txt, for the process's life.
 *
 * A context lends itself to one page at a time: its pages are tabs of one window, and of two open at
 * once only the one in front draws frames (tests that run concurrently in a file would wait on a
 * hidden tab's animation). A page opened while every context of its screen is lent gets a new one.
 *
 * What a test's page shares with the tests before it is the context's: cookies and storage (the site
 * keeps neither), the HTTP cache, and the context's clock. A test that sets its page up before the
 * load (`setup`: routes, init scripts, the clock) gets a context of its own (browser.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Screen {
  baseUrl: string;
  width: number;
  height: number;
  javaScript: boolean;
}

/** A context for pages of the site on `screen`, as every one of the site's tests is made. */
export async function newSiteContext(browser: Browser, { baseUrl, width, height, javaScript }: Screen) {
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

interface Kept {
  context: BrowserContext;
  /** The site's page that keeps the context's renderer process. */
  parked: Page;
}

/**
 * The contexts of one test process, by screen: as many per screen as pages of it were open at once
 * (the concurrent tests of a file), each holding one idle page, for the process's life.
 */
export function warmContexts(browser: Browser) {
  const idle = new Map<string, Kept[]>();
  const all: BrowserContext[] = [];

  async function start(screen: Screen): Promise<Kept> {
    const context = await newSiteContext(browser, screen);
    all.push(context);
    const parked = await context.newPage();
    await parked.goto(new URL('/robots.txt', screen.baseUrl).href);
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
          free.push(kept);
        },
      };
    },
    async close(): Promise<void> {
      idle.clear();
      await Promise.all(all.splice(0).map((context) => context.close()));
    },
  };
}
