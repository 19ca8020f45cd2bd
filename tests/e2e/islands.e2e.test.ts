/**
 * What a page's JavaScript is (docs/decisoes/paginas-de-html-com-ilhas-onde-algo-se-move.md, "Páginas de HTML, com ilhas onde algo se move"):
 * the code of the islands it has, and nothing else. The page's words come once, as HTML: no router
 * and no hydration payload repeats them.
 */
import { describe, expect, inject } from 'vitest';
import { test } from './browser.ts';
import { contentPage, pagePhotos, specRoutes, unknownPath, unknownPathLoadError } from './site.ts';

const routes = [...specRoutes.map((route) => route.path), unknownPath];

/** An island's own chunk, as the islands' build names it (vite.islands.config.ts): `<Name>.island-<hash>.js`. */
const islandChunk = /\/assets\/(\w+)\.island-[\w-]+\.js$/;

describe('the islands', () => {
  test.for(routes)('%s downloads the code of the islands it has, and of no other', async (route, { open }) => {
    const { page } = await open(route, { expectedErrors: route === unknownPath ? [unknownPathLoadError] : [] });
    const { drawn, downloaded } = await page.evaluate((chunk) => {
      const pattern = new RegExp(chunk);
      return {
        drawn: [...document.querySelectorAll<HTMLElement>('invero-island')].map((island) => island.dataset.island!),
        downloaded: performance.getEntriesByType('resource').flatMap((entry) => pattern.exec(entry.name)?.[1] ?? []),
      };
    }, islandChunk.source);
    expect(downloaded.sort()).toEqual([...new Set(drawn)].sort());
    // The header and the notices are on every page; the photo only where there is one.
    expect(drawn).toEqual(expect.arrayContaining(['Header', 'Notices']));
    expect(downloaded.includes('Photo')).toBe(route !== unknownPath && pagePhotos(route).length > 0);
    expect(downloaded.includes('NoticeButton')).toBe(route !== unknownPath);
  });

  test.for(specRoutes.map((route) => route.path))(
    '%s sends its words once: no router, no hydration payload',
    async (route) => {
      const html = await (await fetch(`${inject('baseUrl')}${route}`)).text();
      const hero = contentPage(route).sections.find((section) => section.type === 'hero');
      const words = hero?.type === 'hero' ? hero.text : undefined;
      expect(words).toBeTruthy();
      expect(html.split(words!)).toHaveLength(2);
      expect(html).not.toMatch(/reactRouter|__remix/i);
    },
  );
});
