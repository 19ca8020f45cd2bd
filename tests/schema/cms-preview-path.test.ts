/**
 * The CMS's preview link of a draft: Decap joins the host's preview address (the deploy status the
 * host posts on the pull request) with `preview_path`, each template value passed through its slug
 * sanitiser. Composed here from Decap's own functions, as its `previewUrlFormatter` composes them
 * (decap-cms-core/src/lib/formatters.ts), whose module drags in the whole CMS; its `prepareSlug`
 * (lower case, no quotes or periods) leaves a valid page address as it is, so it is left out.
 */
import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import { compileStringTemplate } from 'decap-cms-lib-widgets/dist/esm/stringTemplate.js';
import { sanitizeSlug } from 'decap-cms-core/dist/esm/lib/urlHelper.js';
import { cmsConfig } from '../../schema/generate/cms-config.ts';
import { htmlFileOf } from '../../scripts/lib/site-files.ts';

const [pages] = cmsConfig().collections;
const previewOrigin = 'https://deploy-preview-7--grupoinvero.netlify.app';

/** Decap's default `slug` settings (the configuration sets none). */
const slugSettings = { encoding: 'unicode', clean_accents: false, sanitize_replacement: '-' };

function previewUrl(path: string): string {
  const sanitize = (value: string) => sanitizeSlug(String(value), slugSettings, pages.preview_path_preserve_slashes);
  const compiled = compileStringTemplate(pages.preview_path, null, 'slug', fromJS({ path, title: 'Título' }), sanitize);
  return `${previewOrigin}/${compiled.replace(/^[ /]+/, '')}`;
}

describe("the CMS's preview link of a page", () => {
  it.each(['/', '/assessoria', '/clinica-sul', '/servicos/limpeza-2'])('opens %s at its published address', (path) => {
    expect(previewUrl(path)).toBe(`${previewOrigin}${path}`);
    // The address the host serves the page's file at, with no redirect (site-files.ts).
    expect(htmlFileOf(path)).toMatch(/\.html$/);
  });
});
