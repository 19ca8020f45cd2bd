/**
 * The contexts a test process keeps for the CMS under `npm run cms` (warm-contexts.ts, for why): one
 * per address and set of options a test asks for, set back between tests — no route, online, and
 * nothing stored at the CMS's address, which the live preview shares — and parked on the site's
 * favicon, which the dev server serves as an inert document.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { keptPerBrowser, setBack } from './warm-contexts.ts';

interface LocalScreen {
  /** The address of the dev server that serves the CMS. */
  origin: string;
  options: BrowserContextOptions;
}

const localContexts = keptPerBrowser<LocalScreen>((browser) => ({
  start: ({ options }) => browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'pt-BR', ...options }),
  parkAt: ({ origin }) => `${origin}/favicon.svg`,
  reset: setBack((parked) => [new URL(parked.url()).origin]),
}));

/** A context for the CMS at `origin`, with `options`, given back when the test ends. */
export async function localEditorContext(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const lent = await localContexts(browser).lend({ origin, options });
  onTestFinished(() => lent.giveBack());
  return lent.context;
}
