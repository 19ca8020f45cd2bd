import type { CmsEventListener } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import { cmsNames } from '../schema/generate/cms-fields.ts';
import { fileSchemas } from '../schema/load/check.ts';
import type { FileKind } from '../schema/load/files.ts';
import { validateText } from '../schema/load/validate-text.ts';
import type { ContentIssue } from '../schema/messages/issue.ts';
import { crossFileIssues } from './cross-file.ts';
import { expectSave, fileText } from './file-texts.ts';

type Entry = ImmutableMap<string, unknown>;

/** Which content file an entry of the CMS is, by its collection and (for single files) its name. */
export function fileKindOf(collection: string, slug: string): FileKind {
  if (collection === cmsNames.pages) return 'page';
  if (collection === cmsNames.files && slug === cmsNames.siteFile) return 'site';
  if (collection === cmsNames.files && slug === cmsNames.companiesFile) return 'companies';
  throw new Error(`O CMS não conhece a entrada ${collection}/${slug}.`);
}

/**
 * One problem as the CMS shows it: the catalogue's words, and where (the field, and the line of
 * the file when the text is the file's).
 */
export function issueLine(issue: ContentIssue, withLine = true): string {
  const where = [issue.yamlPath && `em ${issue.yamlPath}`, withLine && `linha ${issue.line}`].filter(Boolean);
  return where.length > 0 ? `${issue.message} ${issue.hint} (${where.join(', ')})` : `${issue.message} ${issue.hint}`;
}

/**
 * Thrown from the pre-save event: Decap then saves nothing and shows the message in its error
 * notice (`ui.toast.onFailToPersist`, which main.tsx words). The empty name keeps "Error:" out of it.
 */
export class RefusedSave extends Error {
  override name = '';

  constructor(readonly issues: ContentIssue[]) {
    const count = issues.length === 1 ? 'Há 1 problema' : `Há ${issues.length} problemas`;
    super(`${count}; corrija e salve de novo:\n${issues.map((issue) => `• ${issueLine(issue)}`).join('\n')}`);
  }
}

/** The entry's data as plain values, the way Decap hands them to the format's `toFile`. */
export function entryData(entry: Entry): unknown {
  return (entry.get('data') as ImmutableMap<string, unknown>).toJS();
}

/**
 * The text an entry is about to be saved as, checked by the same schemas and message catalogue as
 * `npm run validate` (then against the other files, when the CMS can read them); throws
 * `RefusedSave` when they refuse it, and the file stays as it was. Cleared optional fields ("" from
 * Decap) are not written, so they are not refused either.
 */
export async function checkedText(entry: Entry): Promise<string> {
  const text = (key: string) => {
    const value = entry.get(key);
    return typeof value === 'string' ? value : '';
  };
  const kind = fileKindOf(text('collection'), text('slug'));
  const isNew = entry.get('newRecord') === true;
  const original = !isNew && text('raw') !== '' ? text('raw') : undefined;
  const name = text('path') || 'content/pages/nova-pagina.yaml';
  const data = entryData(entry);
  const written = fileText(original, data);
  const result = validateText(name, written, fileSchemas[kind]);
  if (!result.ok) throw new RefusedSave(result.issues);
  const crossed = await crossFileIssues(kind, name, written);
  if (crossed.length > 0) throw new RefusedSave(crossed);
  expectSave(data, written);
  return written;
}

export const checkBeforeSave: CmsEventListener = {
  name: 'preSave',
  handler: async ({ entry }) => {
    await checkedText(entry as Entry);
    // Nothing returned: Decap keeps the entry's data, and `toFile` writes the text checked here.
    return undefined;
  },
};
