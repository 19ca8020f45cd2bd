import { statSync } from 'node:fs';
import path from 'node:path';
import { contentDir, isPublishing, siteClock } from '../project/environment.ts';
import { siteAddresses } from '../schema/fields/site-addresses.ts';
import { declaredPagePaths, loadContent, type Content } from '../schema/load/index.ts';
import { entriesIn } from '../schema/load/regular-file.ts';
import { formatReport, nextSteps } from '../schema/messages/format.ts';
import { loadSectionExamples, type SectionExample } from '../schema/sections/examples.ts';

/** Set by `npm run build`: the published site leaves out what only editors use (the gallery). */
export { isPublishing };

/** Where the 404 page is prerendered; the build publishes it as `404.html`. */
export const notFoundPath = `/${siteAddresses.notFound}`;

/** The section gallery's address, in development only. */
export const galleryPath = `/${siteAddresses.gallery}`;

/** The content read last: for which files, for which moment, and until when it holds (its next scheduled change). */
let cache: { signature: string; at: number; until: number; content: Content } | undefined;

// Sizes and modification times of every file: cheap to read, and any edit changes them. Links are
// not followed (the loader refuses them anyway).
function signature(dir: string): string {
  return entriesIn(dir, true)
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { mtimeMs, size } = statSync(file);
      return `${file}:${mtimeMs}:${size}`;
    })
    .sort()
    .join('\n');
}

/**
 * The validated content as the site shows it at the site's clock (INVERO_NOW, or now), read once per
 * change of the files and per scheduled change: every prerendered route asks for it, and the dev
 * server must see edits and follow the clock. Invalid content stops here with the same report as
 * `npm run validate` (the build has already validated, so in practice this is the dev server's path).
 */
export function getContent(): Content {
  let current: string;
  try {
    current = signature(contentDir);
  } catch {
    current = '';
  }
  const at = siteClock();
  if (cache?.signature === current && at >= cache.at && at < cache.until) return cache.content;
  const result = loadContent(contentDir, { at });
  if (!result.ok) throw new ContentError(formatReport(result.issues, nextSteps.preview));
  cache = { signature: current, at, until: result.clock.nextChangeAt ?? Infinity, content: result.content };
  return result.content;
}

/** Invalid content, carrying the editor-facing report; its "stack" is the report too, never code lines. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(report: string) {
    super(report);
    this.stack = report;
  }
}

/** Every section type's example, for the gallery; broken examples stop it with the usual report. */
export function getSectionExamples(): SectionExample[] {
  const result = loadSectionExamples();
  if (!result.ok) throw new ContentError(formatReport(result.issues, nextSteps.preview));
  return result.examples;
}

/**
 * The addresses to route and prerender. The build prerenders the pages on the site at its moment
 * (a page out of its window is not built). The dev server routes every page file's own `path:`, on
 * the site now or not: its routes are made once, and a page that comes on air later must then open
 * without a restart (the page's loader answers 404 while it is out). Invalid content must not keep
 * the dev server from starting either (it then shows the report); the build validates first.
 */
export function contentPagePaths(): string[] {
  if (!isPublishing) return declaredPagePaths(contentDir);
  try {
    return getContent().pages.map((page) => page.path);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
  }
  return declaredPagePaths(contentDir);
}
