/**
 * The two helpers of Decap CMS that build a draft's preview link, for tests/schema/cms-preview-path.test.ts:
 * the packages ship no types for their inner modules.
 */
declare module 'decap-cms-lib-widgets/dist/esm/stringTemplate.js' {
  import type { Map } from 'immutable';

  export function compileStringTemplate(
    template: string,
    date: Date | null | undefined,
    identifier?: string,
    data?: Map<string, unknown>,
    processor?: (value: string) => string,
  ): string;
}

declare module 'decap-cms-core/dist/esm/lib/urlHelper.js' {
  export function sanitizeSlug(
    value: string,
    options?: { encoding?: string; clean_accents?: boolean; sanitize_replacement?: string },
    preserveSlashes?: boolean,
  ): string;
}
