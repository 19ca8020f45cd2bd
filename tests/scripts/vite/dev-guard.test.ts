import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { guardRequests, reachesContent } from '../../../scripts/vite/dev-guard.ts';
import { rawRequest } from '../../support/raw-http.ts';

const root = '/projeto';
const contentDir = '/projeto/content';

describe('what the dev server counts as inside content/', () => {
  it.each([
    '/content/images/evil.svg',
    '/content/pages/home.yaml?raw',
    '/content',
    '/./content/images/evil.svg',
    '/src/../content/images/evil.svg',
    '/%63ontent/images/evil.svg',
    '/content%2fimages%2fevil.svg',
    '/%252e/content/images/evil.svg',
    '/CONTENT/images/evil.svg',
    '//content/images/evil.svg',
    '/content\\images\\evil.svg',
    '/@fs/projeto/content/images/evil.svg',
    '/@fs/projeto/src/../content/site.yaml',
  ])('%s', (url) => {
    expect(reachesContent(url, root, contentDir)).toBe(true);
  });

  it.each([
    '/',
    '/assessoria',
    '/img/foto-800.webp',
    '/contents/x',
    '/src/root.tsx',
    '/@fs/projeto/contentx/a',
    '/admin/',
  ])('not %s', (url) => {
    expect(reachesContent(url, root, contentDir)).toBe(false);
  });
});

/** A server answering 200 to whatever the guard lets through, and what it answers to one request. */
async function answerTo(editorsOnly: boolean, requestPath: string, fetchSite?: string): Promise<number> {
  const guard = guardRequests(root, [contentDir], editorsOnly);
  const server = createServer((request, response) => guard(request, response, () => response.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const port = (server.address() as AddressInfo).port;
    const headers = { host: `127.0.0.1:${port}`, ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}) };
    return (await rawRequest({ port, path: requestPath, headers })).status;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("the dev servers' own endpoints", () => {
  it("answer the dev server's own pages", async () => {
    expect(await answerTo(false, '/__manifest?p=/assessoria', 'same-origin')).toBe(200);
    expect(await answerTo(false, '/__open-in-editor?file=src/root.tsx', 'same-origin')).toBe(200);
  });

  it.each(['same-site', 'cross-site', 'none', undefined])(
    'refuse a request that is not of its pages (%s)',
    async (site) => {
      expect(await answerTo(false, '/__open-in-editor?file=/etc/hostname', site)).toBe(404);
      expect(await answerTo(false, '/%5f_open-in-editor?file=/etc/hostname', site)).toBe(404);
    },
  );

  it('open nothing in a terminal editor under npm run cms', async () => {
    expect(await answerTo(true, '/__open-in-editor?file=src/root.tsx', 'same-origin')).toBe(404);
    expect(await answerTo(true, '/__manifest?p=/assessoria', 'same-origin')).toBe(200);
  });
});
