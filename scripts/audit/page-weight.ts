/**
 * What each page of the built site costs a visitor on first load: the developers' share against
 * their budgets, the editor's against what a phone receives in one round trip; and nothing of zod,
 * yaml or any page's copy in the JavaScript.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { kilobytes, pastOneRoundTrip, roundTripBytes } from '../../admin/weight/round-trip.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { inlineStyles } from '../build/security-policy.ts';
import { htmlFileOf, notFoundFile } from '../lib/site-files.ts';
import { markupBytes } from './markup-weight.ts';

/**
 * What developers control, in KB of gzip: a build over one of these stops (docs/decisoes/o-peso-de-uma-pagina-o-que-e-de-quem-desenvolve.md, "O peso
 * de uma página: o que é de quem desenvolve e o que é de quem edita"). The JavaScript is a page's
 * islands (src/islands/), loaded after the paint: React DOM (≈ 57 KB), React (≈ 3 KB) and the
 * islands' own code (≈ 3 KB); React DOM is the floor of any React island (docs/decisoes/paginas-de-html-com-ilhas-onde-algo-se-move.md weighs the
 * alternatives). The CSS is the part of the site's stylesheet the page carries. The markup is the
 * HTML with the editor's words taken out and each kind of element once (markup-weight.ts): the
 * stylesheet, the head, the tags around the words. At 10 KB, it leaves a page's words at least 2.9 KB
 * of the first round trip (12.9 KB, admin/weight/round-trip.ts): some 8,000 characters of text.
 */
export const budgets = { js: 65, css: 6, markup: 10 } as const;

/**
 * What the editor's content makes a page weigh, in KB: past these the build and `npm run budget` warn,
 * and publish. The whole HTML as sent: what arrives in one round trip (admin/weight/round-trip.ts);
 * the photos as sent (already compressed), the widest of each picture.
 */
export const warnings = { html: roundTripBytes / 1024, images: 300 } as const;

const kb = (bytes: number) => bytes / 1024;
// React Router marks some stylesheet links with a trailing '#'; the file is the same. Gzip at its
// default level, as hosts send a file, and as the CMS weighs a page (admin/weight/round-trip.ts).
const gzipped = (file: string) => gzipSync(readFileSync(file.replace(/[?#].*$/, ''))).length;

export interface RouteCost {
  route: string;
  js: number;
  /** The page's stylesheets, linked or in the page (then counted in `html` too). */
  css: number;
  /** The whole HTML, as sent. */
  html: number;
  /** The HTML's markup around the words (markup-weight.ts): the developers' share of it. */
  markup: number;
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
      ...inlineStyles(html).map((text) => gzipSync(text).length),
    ]),
    html: sum([gzipSync(html).length]),
    markup: sum([markupBytes(html)]),
    images: sum(photos.map((file) => statSync(path.join(siteDir, file)).size)),
    files: [...scripts, ...linked, ...photos],
  };
}

/**
 * The CMS (/admin/), a bundle of its own loaded by editors only: its first load, JavaScript and CSS
 * in KB of gzip, at most. Decap's app with every widget was 1.6 MB; built from its core with the parts
 * the configuration uses (admin/decap/swaps/parts.ts, scripts/vite/decap-parts.ts) it is about 600 KB.
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

/** The measures of a page, as the table shows them: the developers' budgets, then the editor's warnings. */
const columns = [
  { kind: 'js', title: 'JS (gzip)', limit: budgets.js, over: '✖' },
  { kind: 'css', title: 'CSS (gzip)', limit: budgets.css, over: '✖' },
  { kind: 'markup', title: 'marcação', limit: budgets.markup, over: '✖' },
  { kind: 'html', title: 'HTML (gzip)', limit: warnings.html, over: '⚠' },
  { kind: 'images', title: 'fotos', limit: warnings.images, over: '⚠' },
] as const;

/** The table `npm run budget` and `npm run build` print: a row per route, the limits, and what they mean. */
export function formatCosts(costs: RouteCost[]): string {
  const mark = (shown: boolean, over: string) => (shown ? ` ${over}` : '  ');
  const cell = (value: number, limit: number, over: string) =>
    `${value.toFixed(1).padStart(9)} KB${mark(value > limit, over)}`;
  const limits = columns.map(({ limit, over }) =>
    `${Number(limit.toFixed(1))} KB${mark(over === '⚠', over)}`.padStart(14),
  );
  const width = Math.max(16, ...costs.map((cost) => cost.route.length + 2));
  return [
    `${'rota'.padEnd(width)}${columns.map(({ title }) => title.padStart(14)).join('')}`,
    ...costs.map(
      (cost) =>
        `${cost.route.padEnd(width)}${columns.map(({ kind, limit, over }) => cell(cost[kind], limit, over)).join('')}`,
    ),
    `${'limite'.padEnd(width)}${limits.join('')}`,
    '✖ orçamento de quem desenvolve (o build para); ⚠ aviso do conteúdo de quem edita (o build publica).',
    'marcação: o HTML sem o texto de quem edita, cada tipo de elemento uma vez; HTML: a página como é enviada.',
  ].join('\n');
}

/** A page over one of the developers' budgets: which, and by how much. */
export interface BudgetBreach {
  route: string;
  /** What is over, and the figures: "marcação 10.4 KB > 10 KB". */
  over: string;
}

/** Each developers' budget a route exceeds: what the build refuses. */
export function overBudget(costs: RouteCost[]): BudgetBreach[] {
  return costs.flatMap((cost) =>
    columns
      .filter(({ kind, limit, over }) => over === '✖' && cost[kind] > limit)
      .map(({ kind, title, limit }) => ({
        route: cost.route,
        over: `${title.replace(' (gzip)', '')} ${cost[kind].toFixed(1)} KB > ${limit} KB`,
      })),
  );
}

/** A page its content makes heavier than what opens at once on a phone: the build warns, and publishes it. */
export interface ContentWarning {
  route: string;
  kind: 'html' | 'images';
  /** The figure, in KB. */
  value: number;
}

/** Each page past one round trip, or whose photos weigh more than the warning's figure. */
export function contentWarnings(costs: RouteCost[]): ContentWarning[] {
  return costs.flatMap((cost) => [
    ...(pastOneRoundTrip(cost.html * 1024) ? [{ route: cost.route, kind: 'html' as const, value: cost.html }] : []),
    ...(cost.images > warnings.images ? [{ route: cost.route, kind: 'images' as const, value: cost.images }] : []),
  ]);
}

/** Each warning as the terminal shows it, in the catalogue's words: "⚠ …", then what to do. */
export function contentWarningLines(found: readonly ContentWarning[]): string[] {
  return found.map(({ route, kind, value }) => {
    const size = kilobytes(value * 1024);
    const { message, hint } =
      kind === 'html'
        ? say('page-past-round-trip', { page: route, size, room: kilobytes(roundTripBytes) })
        : say('page-photos-heavy', { page: route, size, most: String(warnings.images) });
    return `⚠ ${message}\n  → ${hint}`;
  });
}
