import type * as z from 'zod';
import { say } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import { checkWith } from './check.ts';
import { parseText } from './parse.ts';

/**
 * Checks one YAML text against one schema, with the same located issues as the content loader.
 * For YAML that is not a content file (section examples, the guide's snippets) and in the browser,
 * where the CMS checks an entry before saving it: nothing here needs Node.
 */
export function validateText<S extends z.ZodType>(
  name: string,
  text: string,
  schema: S,
): { ok: true; data: z.output<S> } | { ok: false; issues: ContentIssue[] } {
  try {
    const read = parseText(name, text);
    if (!read.ok) return { ok: false, issues: [read.issue] };
    const checked = checkWith(schema, read.source, read.data);
    return checked.ok ? { ok: true, data: checked.output } : { ok: false, issues: checked.issues };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [fileIssue(name, say('unexpected-error', { detail }))] };
  }
}
