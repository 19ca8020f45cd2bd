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

/** The built HTML file of a page's address: `/assessoria` → `assessoria/index.html`. */
export const htmlFileOf = (address: string) => (address === '/' ? 'index.html' : `${address.slice(1)}/index.html`);

/** The address a built HTML file is served at: `assessoria/index.html` → `/assessoria`. */
export const addressOf = (file: string) => `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';

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

/** What a static host serves for `base` (a path under the site's folder): the file itself or its folder's index.html. */
export const servedFileAt = (base: string) => fileAt(base) ?? fileAt(path.join(base, 'index.html'));
