/**
 * editors.yaml, checked: its shape by its schema, then what one file cannot say by itself — each
 * right names a company of companies.yaml (or `site`, `all`), and each person is listed once. No
 * Node here: the site's function reads the list with the same schema.
 */
import { editorsFileSchema, sameAddress, wideRights, type Editor } from '../editors.ts';
import { say } from '../messages/catalogue/index.ts';
import type { ContentIssue } from '../messages/issue.ts';
import { closest } from '../messages/suggest.ts';
import { checkWith } from './check.ts';
import type { ReadFile } from './parse.ts';
import { findingIssue, locate } from './source.ts';

export type EditorsCheck = { ok: true; editors: Editor[] } | { ok: false; issues: ContentIssue[] };

/** Whether a right names something that exists: a company of companies.yaml (`companyIds`), `site` or `all`. */
export const isKnownRight = (right: string, companyIds: readonly string[]) =>
  companyIds.includes(right) || (wideRights as readonly string[]).includes(right);

/**
 * The list's people, or every issue located in the file. `companyIds` are the companies defined in
 * companies.yaml; undefined when that file could not be read, whose own issues then say why.
 */
export function checkEditors(read: ReadFile, companyIds: readonly string[] | undefined): EditorsCheck {
  const checked = checkWith(editorsFileSchema, read.source, read.data);
  if (!checked.ok) return { ok: false, issues: checked.issues };
  const { editors } = checked.output;
  const issues: ContentIssue[] = [];
  const known = [...(companyIds ?? [])].sort();
  const firstOf = new Map<string, number>();
  editors.forEach((editor, index) => {
    if (companyIds) {
      editor.edits.forEach((right, at) => {
        if (isKnownRight(right, known)) return;
        const words = say('editor-right-unknown', {
          value: right,
          known,
          guess: closest(right, [...known, ...wideRights]),
        });
        issues.push(findingIssue(read.source, { path: ['editors', index, 'edits', at], target: 'value', ...words }));
      });
    }
    const address = sameAddress(editor.email);
    const first = firstOf.get(address);
    if (first === undefined) {
      firstOf.set(address, index);
      return;
    }
    const firstLine = locate(read.source, ['editors', first, 'email']).line;
    const words = say('editor-email-taken', { value: editor.email, firstLine });
    issues.push(findingIssue(read.source, { path: ['editors', index, 'email'], target: 'value', ...words }));
  });
  return issues.length ? { ok: false, issues } : { ok: true, editors };
}
