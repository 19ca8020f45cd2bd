/**
 * editors.yaml on disk: beside the content folder, at the repository's root, read as the content is
 * (a regular file, small, UTF-8, YAML) and checked against the companies just read. It is optional —
 * a site whose editors sign in with GitHub has none — unless `cms.signIn` is `email`.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { editorsFile } from '../editors.ts';
import { say } from '../messages/catalogue/index.ts';
import type { ContentIssue } from '../messages/issue.ts';
import { valueAt } from '../walk.ts';
import { checkEditors } from './editors.ts';
import { readContentFile } from './read.ts';
import type { CheckedFile } from './references.ts';
import { findingIssue } from './source.ts';

/** The ids companies.yaml defines, as written; undefined when it was not read. */
function companyIdsIn(files: readonly CheckedFile[]): string[] | undefined {
  const companies = files.find((file) => file.kind === 'companies');
  const list = companies && valueAt(companies.data, ['companies']);
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((_, index) => {
    const id = valueAt(list, [index, 'id']);
    return typeof id === 'string' ? [id] : [];
  });
}

/** What is wrong with editors.yaml, or with its absence when the site signs in by e-mail. */
export function checkEditorsFile(
  contentDir: string,
  files: readonly CheckedFile[],
  nameOf: (absolute: string) => string,
): ContentIssue[] {
  const root = path.dirname(contentDir);
  const absolute = path.join(root, editorsFile);
  if (!lstatSync(absolute, { throwIfNoEntry: false })) {
    const site = files.find((file) => file.kind === 'site');
    if (!site || valueAt(site.data, ['cms', 'signIn']) !== 'email') return [];
    return [findingIssue(site.source, { path: ['cms', 'signIn'], target: 'value', ...say('editors-file-missing') })];
  }
  const read = readContentFile(root, { absolute, name: nameOf(absolute) });
  if (!read.ok) return [read.issue];
  const checked = checkEditors(read, companyIdsIn(files));
  return checked.ok ? [] : checked.issues;
}
