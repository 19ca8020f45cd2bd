/**
 * The first paint needs the HTML alone (issue 13): the stylesheet is in the page, the paint waits
 * until the content has been read (so nothing painted early shifts), and no script is asked for
 * before it. The scripts then hydrate the page's islands (what moves), node for node, without drawing
 * them again, and leave the rest of the page as the HTML it came as.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, inject, onTestFinished } from 'vitest';
import { test } from './browser.ts';
import { specRoutes, unknownPath, unknownPathLoadError } from './site.ts';

const routes = [...specRoutes.map((route) => route.path), unknownPath];

/**
 * From the first byte of the document: marks every element the HTML parser creates, so that after
 * hydration a test can tell the server's nodes (adopted by React) from nodes React drew again.
 */
const markParsedElements = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof Element) Object.assign(node, { e2eParsed: true });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

/**
 * From the first byte of the document: when the footer was read, and how much the page has shifted.
 */
const recordFooterAndShifts = (page: Page) =>
  page.addInitScript(() => {
    const record = { footerAt: Number.NaN, shifts: 0 };
    Object.assign(window, { e2eFirstPaint: record });
    new MutationObserver(() => {
      if (Number.isNaN(record.footerAt) && document.querySelector('footer')) record.footerAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) record.shifts += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

/**
 * The built site on another loopback port, sending each page up to its footer at once and the rest
 * `holdMs` later, as a slow connection would: a browser that paints whatever it has read would
 * paint the page without its end. Every other file is passed on as the static host sends it.
 */
async function slowEndServer(holdMs: number): Promise<string> {
  const server = http.createServer((request, response) => {
    void fetch(new URL(request.url ?? '/', inject('baseUrl'))).then(async (upstream) => {
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(upstream.status, { 'content-type': type });
      const end = type.startsWith('text/html') ? body.indexOf('<footer') : -1;
      if (end < 0) return response.end(body);
      response.write(body.subarray(0, end));
      setTimeout(() => response.end(body.subarray(end)), holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the first paint', () => {
  test.for(routes)('%s: the built HTML names no script or stylesheet to fetch before it', async (route) => {
    const html = await (await fetch(`${inject('baseUrl')}${route}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]+rel="(modulepreload|preload|stylesheet)"/);
    // In <head>, only data: the structured data for search engines is never run.
    expect([...head.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes)).toEqual(
      route === unknownPath ? [] : [' type="application/ld+json"'],
    );
    expect(html).not.toMatch(/<script[^>]+src=/);
    // The module script comes after the content, and imports only once it runs: no static import
    // that the browser would fetch as soon as it reads the page.
    const modules = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
    expect(modules).toHaveLength(1);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(html.indexOf('</footer>'));
    expect(modules[0]).not.toMatch(/^\s*import\s*[^(\s]/m);
  });

  test.for(routes)(
    '%s: no script is requested before the first paint, then its islands alone hydrate, node for node',
    async (route, { open }) => {
      const { page } = await open(route, {
        width: 390,
        setup: markParsedElements,
        expectedErrors: route === unknownPath ? [unknownPathLoadError] : [],
      });
      // `open` has waited for hydration: React's tags are on every island.
      const { firstPaint, scripts, stylesheets } = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource');
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          scripts: resources.filter((entry) => /\.js$/.test(entry.name)).map((entry) => entry.startTime),
          stylesheets: resources.filter((entry) => /\.css$/.test(entry.name)).map((entry) => entry.name),
        };
      });
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstPaint);
      expect(stylesheets).toEqual([]);
      // Every element the server rendered is still the parser's. React has adopted each island's (a
      // hydration error would have made React draw it again, with new elements), and nothing else:
      // the page around the islands is HTML that no script draws.
      const elements = await page.evaluate(() => {
        const seen = (element: Element) => ({
          parsed: 'e2eParsed' in element,
          hydrated: Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        });
        return {
          islands: [...document.querySelectorAll('invero-island > *')].map(seen),
          page: [...document.body.querySelectorAll('main, h1, footer')].map(seen),
        };
      });
      // The header, the notices, and on most pages the footer's year and the notice buttons.
      expect(elements.islands.length).toBeGreaterThanOrEqual(2);
      expect(elements.islands).toEqual(elements.islands.map(() => ({ parsed: true, hydrated: true })));
      expect(elements.page).toHaveLength(3);
      expect(elements.page).toEqual(elements.page.map(() => ({ parsed: true, hydrated: false })));
    },
  );

  // The hold only gives a browser that would paint early the time to do it; the page's own order
  // (the footer read, then the first paint) is what the test reads, whatever the machine's speed.
  test.for(specRoutes.map((route) => route.path))(
    '%s: is made once the whole content is read, so nothing painted early shifts as the rest comes',
    async (route, { open }) => {
      const { page } = await open(`${await slowEndServer(500)}${route}`, { width: 390, setup: recordFooterAndShifts });
      const { footerAt, shifts, firstPaint } = await page.evaluate(() => ({
        ...(window as unknown as { e2eFirstPaint: { footerAt: number; shifts: number } }).e2eFirstPaint,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      }));
      expect(firstPaint).toBeGreaterThanOrEqual(footerAt);
      expect(shifts).toBe(0);
    },
  );
});
