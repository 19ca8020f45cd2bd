/**
 * What each page of the built site costs a visitor on first load, against the budgets; and nothing
 * of zod, yaml or any page's copy in the JavaScript.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { inlineStyles } from '../build/security-policy.ts';
import { htmlFileOf, notFoundFile } from '../lib/site-files.ts';

/**
 * In KB of gzip. The HTML carries the stylesheet, and with its response's headers (≈ 1.3 KB: the
 * policy's hashes are long) it must fit in the first round trip of a new connection (TCP's initial
 * window, 10 segments of 1460 bytes ≈ 14 KB), so that the first paint waits for nothing else; the
 * largest page is held to 10 KB, so that the content has room to grow within that window. The
 * JavaScript is a page's islands (src/islands/), loaded after the paint: React DOM (≈ 57 KB), React
 * (≈ 3 KB) and the islands' own code (≈ 3 KB); React DOM is the floor of any React island
 * (docs/decisoes.md weighs the alternatives). Photos as sent (already compressed), the widest of each
 * picture. `npm run build` holds every page to these, and stops when one is over.
 */
export const budgets = { js: 65, css: 6, html: 10, images: 300 } as const;
const kb = (bytes: number) => bytes / 1024;
// React Router marks some stylesheet links with a trailing '#'; the file is the same.
const gzipped = (file: string) => gzipSync(readFileSync(file.replace(/[?#].*$/, '')), { level: 9 }).length;

export interface RouteCost {
  route: string;
  js: number;
  /** The page's stylesheets, linked or in the page (then counted in `html` too). */
  css: number;
  html: number;
  /** The page's photos of this site, each at its widest file of the first format offered (as sent: already compressed). */
  images: number;
  files: string[];
}

/**
 * The photo files a page can make a browser download, at most: for each <picture>, the widest file
 * of its first source (AVIF, what current browsers take), as a large, sharp screen would ask for
 * it; for a lone <img>, its file. Another site's photos are not this site's bytes.
 */
function photoFiles(html: string): string[] {
  const files: string[] = [];
  for (const [picture] of html.matchAll(/<picture[^>]*>.*?<\/picture>/gs)) {
    const srcset = /<source [^>]*srcSet="([^"]+)"/i.exec(picture)?.[1];
    const candidates = (srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/));
    const widest = candidates.sort((a, b) => parseInt(b[1] ?? '0') - parseInt(a[1] ?? '0'))[0]?.[0];
    const file = widest || /<img [^>]*src="([^"]+)"/.exec(picture)?.[1];
    if (file) files.push(file);
  }
  const outside = html.replace(/<picture[^>]*>.*?<\/picture>/gs, '');
  for (const [, src] of outside.matchAll(/<img [^>]*src="([^"]+)"/g)) files.push(src!);
  return files.filter((file) => file.startsWith('/') && !file.startsWith('//'));
}

/**
 * The scripts a page's own elements name: module scripts and their loader, preloads, script files;
 * the site's under /assets/, the CMS's under /admin/assets/.
 */
const namedScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/g)].flatMap(
    ([element]) => element.match(/(?:\/[\w-]+)?\/assets\/[\w.-]+\.js/g) ?? [],
  );
// What a bundle imports before it runs: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`.
// A dynamic `import("./x.js")` is code loaded later (the notices), not part of the first load.
const staticImport = /\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The scripts a page loads before it is interactive: those it names, and all they import statically. */
function firstLoadScripts(siteDir: string, html: string): Set<string> {
  const scripts = new Set<string>();
  const visit = (url: string) => {
    if (scripts.has(url)) return;
    scripts.add(url);
    const code = readFileSync(path.join(siteDir, url), 'utf8');
    for (const [, imported] of code.matchAll(staticImport)) visit(path.posix.join(path.posix.dirname(url), imported!));
  };
  namedScripts(html).forEach(visit);
  return scripts;
}

/** What a page costs on first load: the scripts it runs to be interactive, its stylesheets, the HTML itself. */
export function routeCost(siteDir: string, route: string, htmlFile: string): RouteCost {
  const html = readFileSync(path.join(siteDir, htmlFile), 'utf8');
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="([^"]+)"/g)].map((match) => match[1]!);
  const scripts = [...firstLoadScripts(siteDir, html)];
  const photos = photoFiles(html);
  const sum = (sizes: number[]) => kb(sizes.reduce((total, size) => total + size, 0));
  return {
    route,
    js: sum(scripts.map((file) => gzipped(path.join(siteDir, file)))),
    css: sum([
      ...linked.map((file) => gzipped(path.join(siteDir, file))),
      ...inlineStyles(html).map((text) => gzipSync(text, { level: 9 }).length),
    ]),
    html: sum([gzipSync(html, { level: 9 }).length]),
    images: sum(photos.map((file) => statSync(path.join(siteDir, file)).size)),
    files: [...scripts, ...linked, ...photos],
  };
}

/**
 * The CMS (/admin/), a bundle of its own loaded by editors only: its first load, JavaScript and CSS
 * in KB of gzip, at most. Decap's app with every widget was 1.6 MB; built from its core with the parts
 * the configuration uses (admin/decap/parts.ts, scripts/vite/decap-parts.ts) it is about 600 KB.
 */
export const adminBudget = 800;

/** What the CMS costs an editor on first load: its scripts with all they import statically, and its stylesheets. */
export function adminCost(siteDir: string): RouteCost {
  return routeCost(siteDir, `/${siteAddresses.admin}/`, path.join(siteAddresses.admin, 'index.html'));
}

/** What must never reach the browser's JavaScript: the schema libraries and the copy itself. */
export function leaksInScripts(siteDir: string, copy: string[]): string[] {
  const assets = path.join(siteDir, 'assets');
  const markers = ['ZodError', '$ZodType', 'YAMLParseError', 'LineCounter', 'parseDocument'];
  const leaks: string[] = [];
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const marker of markers) if (code.includes(marker)) leaks.push(`${file}: contém "${marker}" (zod/yaml)`);
    for (const text of copy) if (code.includes(text)) leaks.push(`${file}: contém o texto "${text}"`);
  }
  return leaks;
}

/** Every page's route and built HTML file (the 404 page too). */
export function builtRoutes(_siteDir: string, pagePaths: string[]): { route: string; file: string }[] {
  return [...pagePaths.map((route) => ({ route, file: htmlFileOf(route) })), { route: '(404)', file: notFoundFile }];
}

/** What a page is measured by, each with its budget. */
const kinds = ['js', 'css', 'html', 'images'] as const;

/** The table `npm run budget` and `npm run build` print: a row per route, and the limits. */
export function formatCosts(costs: RouteCost[]): string {
  const cell = (value: number, limit: number) => `${value.toFixed(1).padStart(7)} KB${value > limit ? ' ✖' : '  '}`;
  const columns = ['JS (gzip)', 'CSS (gzip)', 'HTML (gzip)', 'fotos'] as const;
  return [
    `${'rota'.padEnd(16)}${columns.map((column) => column.padStart(13)).join('')}`,
    ...costs.map((cost) => `${cost.route.padEnd(16)}${kinds.map((kind) => cell(cost[kind], budgets[kind])).join('')}`),
    `${'limite'.padEnd(16)}${kinds.map((kind) => `${budgets[kind]} KB`.padStart(13)).join('')}`,
  ].join('\n');
}

const measureNames = { js: 'JS', css: 'CSS', html: 'HTML', images: 'fotos' } as const;

/** A page over one of its budgets: which, and by how much. */
export interface BudgetBreach {
  route: string;
  /** What is over, and the figures: "HTML 10.4 KB > 10 KB". */
  over: string;
}

/** Each budget a route exceeds. */
export function overBudget(costs: RouteCost[]): BudgetBreach[] {
  return costs.flatMap((cost) =>
    kinds
      .filter((kind) => cost[kind] > budgets[kind])
      .map((kind) => ({
        route: cost.route,
        over: `${measureNames[kind]} ${cost[kind].toFixed(1)} KB > ${budgets[kind]} KB`,
      })),
  );
}
