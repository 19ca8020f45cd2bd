import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  adminBudget,
  adminCost,
  budgets,
  builtRoutes,
  leaksInScripts,
  routeCost,
} from '../../scripts/audit/page-weight.ts';
import { headersAllowanceBytes } from '../../admin/weight/round-trip.ts';
import { inlineStyles } from '../../scripts/build/security-policy.ts';
import { imageAssetsFolder, variantsOf } from '../../src/images.server.ts';
import { pagePhotos } from './site.ts';

const content = inject('content');

/**
 * What a host adds to every page of its own (Cloudflare Pages, as `wrangler pages dev` and the
 * network answer): the status line, the date, the type, the compression, the cache's tag and its own.
 */
const hostHeaders = [
  'HTTP/1.1 200 OK',
  'Date: Tue, 02 Dec 2025 21:43:47 GMT',
  'Content-Type: text/html; charset=utf-8',
  'Content-Encoding: gzip',
  'ETag: W/"8f4c2b4a1e6d9f0c3b7a5d2e1f4c8b9a"',
  'Vary: Accept-Encoding',
  'Server: cloudflare',
  'CF-Ray: 8f1e2d3c4b5a6978-GRU',
  'Alt-Svc: h3=":443"; ma=86400',
];

/** The headers `_headers` gives a page: those of every address (`/*`), then the page's own. */
function pageHeaders(route: string): string[] {
  const blocks = readFileSync(path.join(siteDir, '_headers'), 'utf8').trim().split(/\n\n/);
  return blocks.flatMap((block) => {
    const [pattern, ...lines] = block.split('\n');
    return pattern === '/*' || pattern === route ? lines.map((line) => line.trim()) : [];
  });
}
const siteDir = inject('siteDir');
const pagePaths = content.pages.map((page) => page.path);

describe('performance budgets (npm run budget)', () => {
  // The developers' share only: what the content adds is the editor's, told but never refused.
  it.each(builtRoutes(siteDir, pagePaths))(
    '$route: first-load JS, CSS and the markup around the words within the developers’ budgets',
    ({ route, file }) => {
      const cost = routeCost(siteDir, route, file);
      console.log(
        `budget ${route}: JS ${cost.js.toFixed(1)} KB, CSS ${cost.css.toFixed(1)} KB, marcação ${cost.markup.toFixed(1)} KB, HTML ${cost.html.toFixed(1)} KB, fotos ${cost.images.toFixed(1)} KB`,
      );
      expect(cost.js).toBeLessThanOrEqual(budgets.js);
      expect(cost.css).toBeLessThanOrEqual(budgets.css);
      expect(cost.markup).toBeLessThanOrEqual(budgets.markup);
      // The markup is part of the page: never more than the page itself.
      expect(cost.markup).toBeLessThan(cost.html);
    },
  );

  // One round trip leaves the HTML what the headers do not take (admin/weight/round-trip.ts).
  it.each(builtRoutes(siteDir, pagePaths).filter(({ route }) => route.startsWith('/')))(
    '$route: the headers it is sent with fit their allowance in the first round trip',
    ({ route }) => {
      const sent = [...pageHeaders(route), ...hostHeaders].map((line) => `${line}\r\n`).join('');
      expect(Buffer.byteLength(sent)).toBeLessThanOrEqual(headersAllowanceBytes);
    },
  );

  it('the CMS (/admin/): first-load JavaScript and CSS within its budget', () => {
    const cost = adminCost(siteDir);
    console.log(`budget /admin/: JS ${cost.js.toFixed(1)} KB, CSS ${cost.css.toFixed(1)} KB`);
    // Counted from the page itself: its entry script, what that imports, its stylesheet.
    expect(cost.files).toEqual([
      expect.stringMatching(/^\/admin\/assets\/[\w-]+\.js$/),
      expect.stringMatching(/^\/admin\/assets\/[\w-]+\.css$/),
    ]);
    expect(cost.js).toBeGreaterThan(100);
    expect(cost.js + cost.css).toBeLessThanOrEqual(adminBudget);
  });

  it('counts a page’s own photos, at their widest AVIF', () => {
    const clinic = builtRoutes(siteDir, pagePaths).find(({ route }) => route === '/consultorio')!;
    const cost = routeCost(siteDir, clinic.route, clinic.file);
    const photos = cost.files.filter((name) => name.endsWith('.avif'));
    const widest = pagePhotos(clinic.route).flatMap(({ src }) => {
      const image = content.images[src];
      const avif = image ? variantsOf(image).filter((file) => file.format === 'avif') : [];
      return avif.length > 0 ? [`/${imageAssetsFolder}/${avif.at(-1)!.fileName}`] : [];
    });
    expect(widest.length).toBeGreaterThan(0);
    expect(photos.sort()).toEqual(widest.sort());
    expect(cost.images).toBeGreaterThan(0);
  });

  it('ships no zod, no yaml and no page copy in any script', () => {
    const copy = content.pages.flatMap((page) => [page.title, page.description]);
    expect(leaksInScripts(siteDir, copy)).toEqual([]);
  });

  // Drawn at build time only (src/layout/SiteStylesheet.tsx, SiteIcon.tsx): no island draws them again.
  it('ships nothing the page already carries in any script: its stylesheet, its favicon', () => {
    const home = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
    const stylesheetStart = inlineStyles(home)[0]!.slice(0, 120);
    expect(stylesheetStart.length).toBe(120);
    expect(home).toContain('data:image/svg+xml,');
    expect(leaksInScripts(siteDir, [stylesheetStart, 'data:image/svg+xml'])).toEqual([]);
  });
});
