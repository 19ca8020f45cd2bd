/**
 * The browser side of the e2e tests: a `test` whose `open` fixture opens a page of the built site in
 * the system Chromium and fails the test on any console error, uncaught page error, React hydration
 * warning or request for another host that is not an image (SPEC §7: the clinic photo is the only one).
 */
import type { Browser, ConsoleMessage, Page, Response } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';
import { keepOnLoopback, launchChromium, type ExternalImages } from '../../scripts/chromium';

export { launchChromium };

export interface OpenOptions {
  /** Viewport width in CSS pixels; 1280 (desktop) unless told. */
  width?: number;
  height?: number;
  /** false opens the prerendered HTML as it is before any script runs. */
  javaScript?: boolean;
  /** The clinic photo's host answers with a local placeholder, or fails (to see the fallback). */
  photo?: ExternalImages;
  /** Console errors the test provokes on purpose (matched against the text and the source URL). */
  expectedErrors?: RegExp[];
}

export interface OpenedPage {
  page: Page;
  /** The document's response: its status is what a static host would send. */
  response: Response | null;
  /** Every console error, page error and hydration warning so far, minus the expected ones. */
  problems: string[];
  /** External images the page asked for (each answered locally). */
  externalImages: string[];
}

export type Open = (path: string, options?: OpenOptions) => Promise<OpenedPage>;

export const desktop = 1280;
export const phone = 390;

// React's production build reports hydration mismatches as minified errors #418, #419, #423 and #425.
const hydrationWarning = /hydrat|Minified React error #(418|419|423|425)\b/i;

export const test = base
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('open', async ({ browser }, { onCleanup }): Promise<Open> => {
    const baseUrl = inject('baseUrl');
    if (!baseUrl) throw new Error('No baseUrl: run the browser tests with their project (vitest.e2e.config.ts).');
    const opened: OpenedPage[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map(({ page }) => page.context().close()));
      // Checked after the test body, so every test guards against console noise without asking.
      expect(
        opened.flatMap(({ problems }) => problems),
        'console errors, page errors or hydration warnings',
      ).toEqual([]);
    });

    return async (path, options = {}) => {
      const { width = desktop, height = 800, javaScript = true, photo = 'placeholder', expectedErrors = [] } = options;
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height },
        javaScriptEnabled: javaScript,
        locale: 'pt-BR',
      });
      const problems: string[] = [];
      const externalImages: string[] = [];
      await keepOnLoopback(context, {
        externalImages: photo,
        onExternalRequest: (url, resourceType) => {
          if (resourceType === 'image') externalImages.push(url);
          else problems.push(`request to another host: ${resourceType} ${url}`);
        },
      });
      const isExpected = (message: ConsoleMessage) => {
        const text = `${message.text()} ${message.location().url}`;
        // A photo the test made fail is logged as a failed load of an address that is not ours.
        const failedPhoto =
          photo === 'fail' && message.text().startsWith('Failed to load resource') && isExternal(message, baseUrl);
        return failedPhoto || expectedErrors.some((pattern) => pattern.test(text));
      };

      const page = await context.newPage();
      page.on('console', (message) => {
        const type = message.type();
        if (type === 'error' && !isExpected(message)) problems.push(`console error: ${message.text()}`);
        if (type === 'warning' && hydrationWarning.test(message.text())) {
          problems.push(`hydration warning: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

      const result: OpenedPage = { page, response: null, problems, externalImages };
      opened.push(result);
      result.response = await page.goto(path);
      if (javaScript) await waitForHydration(page);
      return result;
    };
  });

function isExternal(message: ConsoleMessage, baseUrl: string): boolean {
  return !message.location().url.startsWith(baseUrl);
}

/**
 * Waits until React has hydrated the page and run its effects (the scroll, Escape and F8
 * listeners): clicking a prerendered button before that would do nothing. React tags every node it
 * hydrates; the notice region is the last part of the page, and a frame later effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const region = document.querySelector('section[aria-label="Notifications"]');
    return region !== null && Object.keys(region).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Marks the current document, so a test can tell a client-side navigation from a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eDocumentMark: true }));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'e2eDocumentMark' in window);
}
