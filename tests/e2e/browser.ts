/**
 * The browser side of the e2e tests: a `test` whose `open` fixture opens a page of the built site in
 * the system Chromium and fails the test on any console error, uncaught page error, React hydration
 * warning, or request to another host that is not an image (content may name another site's photo).
 */
import type { Browser, BrowserContext, ConsoleMessage, Page, Response } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';
import { launchChromium } from '../../scripts/audit/chromium.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { waitForHydration } from '../../scripts/audit/page-readiness.ts';
import { newSiteContext, siteContexts } from './warm-contexts.ts';

export { launchChromium, waitForHydration };

export interface OpenOptions {
  /** The address of the site to open the path on: the global setup's unless told (a test's own build). */
  baseUrl?: string;
  /** Viewport width in CSS pixels; desktop unless told. */
  width?: number;
  height?: number;
  /** false opens the prerendered HTML as it is before any script runs. */
  javaScript?: boolean;
  /** Console errors the test provokes on purpose, matched against "<text> <source URL>". */
  expectedErrors?: RegExp[];
  /** Runs before the page is loaded: extra routes, clock, init scripts. */
  setup?: (page: Page) => unknown;
}

export interface OpenedPage {
  page: Page;
  /** The document's response: its status is what a static host sends. */
  response: Response | null;
  /** Every console error, page error and hydration warning so far, minus the expected ones. */
  problems: string[];
  /** Another site's images the page asked for (each answered locally with a placeholder). */
  externalImages: string[];
}

export type Open = (path: string, options?: OpenOptions) => Promise<OpenedPage>;

export const desktop = 1280;
export const phone = 390;

// React's production build reports hydration mismatches as minified errors #418, #419, #423 and #425.
const hydrationWarning = /hydrat|Minified React error #(418|419|423|425)\b/i;

export const test = base
  // Launched once per test process, for every file it runs (the browser projects do not isolate files).
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('open', ({ browser }, { onCleanup }): Open => {
    const setupUrl = inject('baseUrl');
    if (!setupUrl) throw new Error('No baseUrl: run the browser tests with their project (vitest.e2e.config.ts).');
    const opened: OpenedPage[] = [];
    /** What each opened page leaves behind at the end: its own context closed, or a kept one given back. */
    const leaving: (() => Promise<void>)[] = [];
    onCleanup(async () => {
      await Promise.all(leaving.map((leave) => leave()));
      // Checked after the test body, so that every test guards against console noise without asking.
      expect(
        opened.flatMap(({ problems }) => problems),
        'console errors, page errors or hydration warnings',
      ).toEqual([]);
    });

    return async (path, options = {}) => {
      const { baseUrl = setupUrl, width = desktop, height = 800, javaScript = true, expectedErrors = [] } = options;
      const screen = { baseUrl, width, height, javaScript };
      // A test that sets its page up before the load may set what its context holds (the clock): its own.
      let context: BrowserContext;
      if (options.setup) {
        context = await newSiteContext(browser, screen);
        leaving.push(() => context.close());
      } else {
        // Kept for the process (warm-contexts.ts), closed with its browser.
        const lent = await siteContexts(browser).lend(screen);
        context = lent.context;
        leaving.push(() => lent.giveBack());
      }
      const page = await context.newPage();
      const problems: string[] = [];
      const externalImages: string[] = [];
      // On the page, not its context, which the next test's page shares.
      await keepOnLoopback(page, {
        onExternalRequest: (url, resourceType) => {
          if (resourceType === 'image') externalImages.push(url);
          else problems.push(`request to another host: ${resourceType} ${url}`);
        },
      });
      const isExpected = (message: ConsoleMessage) =>
        expectedErrors.some((pattern) => pattern.test(`${message.text()} ${message.location().url}`));

      page.on('console', (message) => {
        const type = message.type();
        if (type === 'error' && !isExpected(message)) problems.push(`console error: ${message.text()}`);
        if (type === 'warning' && hydrationWarning.test(message.text())) {
          problems.push(`hydration warning: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await options.setup?.(page);

      const result: OpenedPage = { page, response: null, problems, externalImages };
      opened.push(result);
      // With scripts on, hydration is the moment that matters, not the load event (a held image delays it).
      result.response = await page.goto(path, { waitUntil: javaScript ? 'domcontentloaded' : 'load' });
      if (javaScript) await waitForHydration(page);
      return result;
    };
  });

/** Marks the current document, so that a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eDocumentMark: true }));
}

/** Whether the document marked by `markDocument` is still the one shown (no full page load since). */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'e2eDocumentMark' in window);
}
