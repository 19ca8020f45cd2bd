/**
 * The guard the local CMS and the live preview open their pages with (`watchLoopback`): it
 * intercepts nothing, so what it must show is that a page's request to another host is still told,
 * by its kind, and never answered; and that the failure Chromium logs for another site's image is
 * told apart from other console errors.
 */
import { createServer } from 'node:http';
import type { ConsoleMessage } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { watchLoopback } from '../../scripts/audit/loopback-only.ts';
import { test } from './browser.ts';

const foreignScript = 'http://scripts.example.com/tracker.js';
const foreignImage = 'https://photos.example.com/clinic.jpg';

/**
 * A page on 127.0.0.1 that asks another host for a script and an image, its own for a style, and
 * draws a photo from a blob: it made itself (as the CMS shows a photo just chosen), which is no host.
 */
async function pageAskingAnotherHost(): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url === '/own.css') return void response.writeHead(200, { 'content-type': 'text/css' }).end('');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><link rel="stylesheet" href="/own.css"><img src="${foreignImage}" alt=""><script src="${foreignScript}"></script>` +
          `<script>const drawn = new Image(); drawn.src = URL.createObjectURL(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })); drawn.onload = () => document.title = 'drawn'; document.body.append(drawn);</script>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
}

test('another host is told by kind and never answered; its image’s failure is told apart', async ({ browser }) => {
  const url = await pageAskingAnotherHost();
  const context = await browser.newContext();
  onTestFinished(() => context.close());
  const told: string[] = [];
  const { isExternalImageFailure } = watchLoopback(context, {
    onExternalRequest: (address, kind) => told.push(`${kind} ${address}`),
  });
  const page = await context.newPage();
  const errors: ConsoleMessage[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message));
  const answered: string[] = [];
  page.on('requestfinished', (request) => answered.push(request.url()));
  const failed = new Map<string, string>();
  page.on('requestfailed', (request) => failed.set(request.url(), request.failure()?.errorText ?? ''));
  await page.goto(url, { waitUntil: 'load' });
  await expect.poll(() => page.title()).toBe('drawn');

  expect(told.sort()).toEqual([`image ${foreignImage}`, `script ${foreignScript}`]);
  expect(answered.filter((address) => !address.startsWith('blob:')).sort()).toEqual([url, `${url}own.css`]);
  expect(failed.get(foreignScript)).toBe('net::ERR_NAME_NOT_RESOLVED');
  expect(failed.get(foreignImage)).toBe('net::ERR_NAME_NOT_RESOLVED');
  await expect.poll(() => errors.length).toBe(2);
  expect(errors.filter(isExternalImageFailure).map((message) => message.location().url)).toEqual([foreignImage]);
});
