/** How a built site lays out its files, and how a static host finds the one an address names. */
import { existsSync, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';

/** The page a static host sends, with status 404, for any address the site does not have. */
export const notFoundFile = siteAddresses.notFoundFile;

/** Whether a site has been built into `siteDir`. */
export const isBuilt = (siteDir: string) => existsSync(path.join(siteDir, 'index.html'));

/** Every file under `dir` whose name matches, relative to it. */
export const filesIn = (dir: string, name: RegExp) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => name.test(file));

export const htmlFilesIn = (dir: string) => filesIn(dir, /\.html$/);

/**
 * The built HTML file of a page's address: `/assessoria` → `assessoria.html`, the form Cloudflare
 * Pages, Netlify and GitHub Pages all serve at `/assessoria` with no redirect (docs/decisoes/enderecos-a-forma-que-as-hospedagens-servem-sem.md).
 */
export const htmlFileOf = (address: string) => (address === '/' ? 'index.html' : `${address.slice(1)}.html`);

/** The address a built HTML file is served at: `assessoria.html` → `/assessoria`, `admin/index.html` → `/admin/`. */
export const addressOf = (file: string) =>
  `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');

export interface FoundFile {
  file: string;
  stats: Stats;
}

export function fileAt(file: string): FoundFile | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? { file, stats } : undefined;
  } catch {
    return undefined; // missing, or a path through a file
  }
}

/** What a host answers for an address: a file, with 200, or a permanent redirect to the address it serves it at. */
export type HostAnswer = { found: FoundFile; location?: never } | { location: string; found?: never };

/**
 * How Cloudflare Pages finds the file of an address (its "Serving Pages" rules, checked with
 * `wrangler pages dev`), which Netlify and GitHub Pages share for the addresses this site
 * publishes: `x.html` is served at `/x`, and `/x.html` and `/x/` redirect there; a folder's
 * `index.html` is served at `/folder/`, and `/folder` and `/folder/index.html` redirect there;
 * any other file at its own name. Undefined when nothing answers (the host's 404). `segments` are the
 * decoded path's parts; `folder` says whether it ended with a slash. A redirect's location keeps
 * no query: the caller adds the request's.
 */
export function hostAnswer(root: string, segments: readonly string[], folder: boolean): HostAnswer | undefined {
  const at = (...parts: string[]) => fileAt(path.join(root, ...parts));
  const to = (parts: readonly string[], slash: boolean): HostAnswer => ({
    location: `/${parts.map(encodeURIComponent).join('/')}${slash && parts.length > 0 ? '/' : ''}`,
  });
  const parent = segments.slice(0, -1);
  const last = segments.at(-1);
  if (last === undefined) {
    const home = at(siteAddresses.home);
    return home && { found: home };
  }
  if (last === siteAddresses.home || last === siteAddresses.homeAlias) {
    return at(...parent, siteAddresses.home) ? to(parent, true) : undefined;
  }
  if (last.endsWith('.html'))
    return at(...segments) ? to([...parent, last.slice(0, -'.html'.length)], false) : undefined;
  if (folder) {
    const index = at(...segments, siteAddresses.home);
    if (index) return { found: index };
    return at(...parent, `${last}.html`) ? to(segments, false) : undefined;
  }
  const found = at(...segments) ?? at(...parent, `${last}.html`);
  if (found) return { found };
  return at(...segments, siteAddresses.home) ? to(segments, true) : undefined;
}
