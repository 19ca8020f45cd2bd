import { statSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../project/environment.ts';
import { siteAddresses } from '../schema/fields/site-addresses.ts';
import { declaredPagePaths, loadContent, type Content } from '../schema/load/index.ts';
import { entriesIn } from '../schema/load/regular-file.ts';
import { formatReport, nextSteps } from '../schema/messages/format.ts';
import { loadSectionExamples, type SectionExample } from '../schema/sections/examples.ts';

/** Set by `npm run build`: the published site leaves out what only editors use (the gallery). */
export { isPublishing } from '../project/environment.ts';

/** Where the 404 page is prerendered; the build publishes it as `404.html`. */
export const notFoundPath = `/${siteAddresses.notFound}`;

/** The section gallery's address, in development only. */
export const galleryPath = `/${siteAddresses.gallery}`;

let cache: { signature: string; content: Content } | undefined;

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
 * The validated content, read once per change of the files: every prerendered route asks for it,
 * and the dev server must see edits. Invalid content stops here with the same report as
 * `npm run validate` (the build has already validated, so in practice this is the dev server's path).
 */
export function getContent(): Content {
  let current: string;
  try {
    current = signature(contentDir);
  } catch {
    current = '';
  }
  if (cache?.signature === current) return cache.content;
  const result = loadContent(contentDir);
  if (!result.ok) throw new ContentError(formatReport(result.issues, nextSteps.preview));
  cache = { signature: current, content: result.content };
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
 * The addresses to route and prerender. Invalid content must not keep the dev server from starting
 * (it then shows the report), so in that case each page file's own `path:` is routed if it is well-formed;
 * the build never gets here with invalid content, it validates first.
 */
export function contentPagePaths(): string[] {
  try {
    return getContent().pages.map((page) => page.path);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
  }
  return declaredPagePaths(contentDir);
}
