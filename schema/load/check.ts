import * as z from 'zod';
import { companiesFileSchema } from '../company.ts';
import { explainZodIssue, withoutEchoes } from '../messages/explain-zod.ts';
import { yamlPathOf, type ContentIssue } from '../messages/issue.ts';
import { pageSchema } from '../page.ts';
import { siteSchema } from '../site.ts';
import { descriptionAt, keysAt, valueAt, variantNamesAt, type Path } from '../walk.ts';
import type { FileKind } from './files.ts';
import { findingIssue, type Source } from './source.ts';

// Anything we do not word ourselves still reaches editors in Portuguese.
z.config(z.locales.ptBR());

/** The schema each kind of content file is checked with. */
export const fileSchemas = {
  site: siteSchema,
  companies: companiesFileSchema,
  page: pageSchema,
} as const satisfies Record<FileKind, z.ZodType>;

export type CheckResult<Output = unknown> =
  | { ok: true; output: Output }
  | {
      ok: false;
      issues: ContentIssue[];
      /** Where zod refused a value (YAML paths), so that a malformed reference is not reported twice. */
      refused: Set<string>;
    };

/** One file's data against one schema: the schema's output, or every issue located in the file. */
export function checkWith<S extends z.ZodType>(schema: S, source: Source, data: unknown): CheckResult<z.output<S>> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, output: result.data };
  const context = {
    valueAt: (p: Path) => valueAt(data, p),
    keysAt: (p: Path) => keysAt(schema, p, data),
    descriptionAt: (p: Path) => descriptionAt(schema, p, data),
    variantNamesAt: (p: Path) => variantNamesAt(schema, p, data),
  };
  const findings = withoutEchoes(result.error.issues.flatMap((issue) => explainZodIssue(issue, context)));
  return {
    ok: false,
    issues: findings.map((finding) => findingIssue(source, finding)),
    refused: new Set(findings.map((finding) => yamlPathOf(finding.path))),
  };
}
