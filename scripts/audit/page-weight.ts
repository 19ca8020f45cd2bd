/**
 * What each page of the built site costs a visitor, against the budgets: first-load JS ≤ 110 KB gzip
 * (aim ≤ 95), CSS ≤ 10 KB, HTML ≤ 30 KB, photos ≤ 300 KB; and nothing of zod, yaml or any page's copy
 * in the JavaScript.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileOf, notFoundFile } from '../lib/site-files.ts';

export const budgets = { js: 110, css: 10, html: 30, images: 300 } as const;
const kb = (bytes: number) => bytes / 1024;
// React Router marks some stylesheet links with a trailing '#'; the file is the same.
const gzipped = (file: string) => gzipSync(readFileSync(file.replace(/[?#].*$/, '')), { level: 9 }).length;

export interface RouteCost {
  route: string;
  js: number;
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

/** The files a page loads before it is interactive: its module scripts, preloads and stylesheets. */
export function routeCost(siteDir: string, route: string, htmlFile: string): RouteCost {
  const html = readFileSync(path.join(siteDir, htmlFile), 'utf8');
  const scripts = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(href!);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(src!);
  for (const [, imported] of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(imported!);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  const sum = (files: Iterable<string>) =>
    [...files].reduce((total, file) => total + gzipped(path.join(siteDir, file)), 0);
  const photos = photoFiles(html);
  return {
    route,
    js: kb(sum(scripts)),
    css: kb(sum(styles)),
    html: kb(gzipSync(html, { level: 9 }).length),
    images: kb(photos.reduce((total, file) => total + statSync(path.join(siteDir, file)).size, 0)),
    files: [...scripts, ...styles, ...photos],
  };
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

/** The table `npm run budget` prints: a row per route, and the limits. */
export function formatCosts(costs: RouteCost[]): string {
  const cell = (value: number, limit: number) => `${value.toFixed(1).padStart(7)} KB${value > limit ? ' ✖' : '  '}`;
  const columns = ['JS (gzip)', 'CSS (gzip)', 'HTML (gzip)', 'fotos'] as const;
  const kinds = ['js', 'css', 'html', 'images'] as const;
  return [
    `${'rota'.padEnd(16)}${columns.map((column) => column.padStart(13)).join('')}`,
    ...costs.map((cost) => `${cost.route.padEnd(16)}${kinds.map((kind) => cell(cost[kind], budgets[kind])).join('')}`),
    `${'limite'.padEnd(16)}${kinds.map((kind) => `${budgets[kind]} KB`.padStart(13)).join('')}`,
  ].join('\n');
}

/** Each budget a route exceeds, one line each. */
export function overBudget(costs: RouteCost[]): string[] {
  return costs.flatMap((cost) => [
    ...(cost.js > budgets.js ? [`${cost.route}: JS ${cost.js.toFixed(1)} KB > ${budgets.js} KB`] : []),
    ...(cost.css > budgets.css ? [`${cost.route}: CSS ${cost.css.toFixed(1)} KB > ${budgets.css} KB`] : []),
    ...(cost.html > budgets.html ? [`${cost.route}: HTML ${cost.html.toFixed(1)} KB > ${budgets.html} KB`] : []),
    ...(cost.images > budgets.images
      ? [`${cost.route}: fotos ${cost.images.toFixed(1)} KB > ${budgets.images} KB`]
      : []),
  ]);
}
