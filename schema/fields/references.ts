import * as z from 'zod';

/**
 * Fields whose value must name something defined elsewhere in `content/`
 * (a page path, a company id). zod checks one file at a time, so these are
 * registered here and checked across files by `../load/references.ts`, which has one row per kind.
 * A registry keeps this out of the generated JSON Schema.
 */
export type ReferenceKind = 'page' | 'company';
export const references = z.registry<{ kind: ReferenceKind }>();
