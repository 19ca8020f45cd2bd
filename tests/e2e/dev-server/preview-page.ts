/**
 * What the live preview's tests do with the dev server: open a page and wait for its preview client,
 * edit values of a page file in the server's copy of the content, and read the report it shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { isScalar, parseDocument } from 'yaml';
import { watchLoopback } from '../../../scripts/audit/loopback-only.ts';
import { waitForHydration } from '../browser.ts';
import { type PreviewServer } from '../../support/preview-server.ts';

/**
 * Only a guard against a change that never shows: LEIA-ME promises about a second, but how fast it
 * comes is a measurement (logged below), not something this test asserts.
 */
export const changeTimeout = 30_000;

type DevServer = PreviewServer;

interface DevPage {
  page: Page;
  /** Console errors, page errors, hydration warnings and requests to other hosts, as in browser.ts. */
  problems: string[];
  /** How many times a document connected to the dev server's HMR socket: one per page load. */
  connections: () => number;
}

export async function openDevPage(browser: Browser, server: DevServer, pagePath: string): Promise<DevPage> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(changeTimeout);
  const problems: string[] = [];
  const { isExternalImageFailure } = watchLoopback(context, {
    onExternalRequest: (url, resourceType) => {
      if (resourceType !== 'image') problems.push(`request to another host: ${resourceType} ${url}`);
    },
  });
  const page = await context.newPage();
  let connections = 0;
  page.on('console', (message) => {
    if (message.text() === '[vite] connected.') connections += 1;
    if (message.type() === 'error' && !isExternalImageFailure(message))
      problems.push(`console error: ${message.text()}`);
    if (/hydrat/i.test(message.text())) problems.push(`hydration warning: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(pagePath, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await waitForPreviewClient(page, () => connections, 1);
  return { page, problems, connections: () => connections };
}

/**
 * Waits until the page's document is the `count`th to have connected to the HMR socket: a message
 * the server sends before that is lost (Vite keeps no backlog), so every edit waits for it.
 */
export async function waitForPreviewClient(page: Page, connections: () => number, count: number): Promise<void> {
  await expect
    .poll(connections, { timeout: changeTimeout, message: 'the page connects to the dev server' })
    .toBe(count);
  await waitForHydration(page);
}

const documentOf = (server: DevServer, file: string) =>
  parseDocument(readFileSync(path.join(server.contentDir, file), 'utf8'));

/** Where the first section of a page file that `matches` is in its list, or -1. */
export function sectionIndex(
  server: DevServer,
  file: string,
  matches: (section: Record<string, unknown>) => boolean,
): number {
  const { sections } = documentOf(server, file).toJS() as { sections: Record<string, unknown>[] };
  return sections.findIndex(matches);
}

/** A value of a file of the preview's content, at `keys`, and where its text is in the file. */
export function valueAt(
  server: DevServer,
  file: string,
  keys: (string | number)[],
): { value: string; range: [number, number] } {
  const node = documentOf(server, file).getIn(keys, true);
  if (!isScalar(node) || !node.range) throw new Error(`no value at ${keys.join('.')} in ${file}`);
  return { value: String(node.value), range: [node.range[0], node.range[1]] };
}

/** Writes each value in place of the one at its keys, in one save; returns when it was saved. */
export function editValues(server: DevServer, file: string, edits: [(string | number)[], string][]): number {
  const absolute = path.join(server.contentDir, file);
  const ranges = edits.map(([keys, value]) => ({ range: valueAt(server, file, keys).range, value }));
  let text = readFileSync(absolute, 'utf8');
  for (const { range, value } of ranges.sort((a, b) => b.range[0] - a.range[0])) {
    text = text.slice(0, range[0]) + value + text.slice(range[1]);
  }
  writeFileSync(absolute, text);
  return performance.now();
}

/** Where `needle` is in a file of the preview's content, as editors count: line and column from 1. */
export function positionOf(server: DevServer, file: string, needle: string): { line: number; column: number } {
  const lines = readFileSync(path.join(server.contentDir, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  expect(index, `"${needle}" in ${file}`).toBeGreaterThanOrEqual(0);
  return { line: index + 1, column: lines[index]!.indexOf(needle) + 1 };
}

/** The content report over the page (Vite's own overlay, in English, must never show). */
export const overlay = (page: Page) => page.getByTestId('content-report');
export const overlayText = (page: Page) => overlay(page).innerText();

/**
 * Waits for `shown` (each wait is bounded by `changeTimeout`, a hang guard) and returns the ms since
 * the save, for the log only: how quickly a busy machine gets there is not the test's business.
 */
export async function whenShown(saved: number, shown: Promise<unknown>): Promise<number> {
  await shown;
  return Math.round(performance.now() - saved);
}
