import path from 'node:path';
import { say, type Words } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import { misnamed } from './file-names.ts';
import { readFolder } from './regular-file.ts';

/** The kinds of content file, each checked by its own schema (`fileSchemas` in `./check.ts`). */
export type FileKind = 'site' | 'companies' | 'page';

export interface ContentFile {
  kind: FileKind;
  absolute: string;
  /** As editors see it, e.g. `content/pages/home.yaml`. */
  name: string;
}

const requiredFiles: [name: string, kind: FileKind][] = [
  ['site.yaml', 'site'],
  ['companies.yaml', 'companies'],
];

/** The names in a folder of the content, or what to say when it is missing or not a real folder. */
function namesIn(
  contentDir: string,
  segments: string[],
  missing: Words,
  nameOf: (absolute: string) => string,
): { names: string[] } | { issue: ContentIssue } {
  const folder = readFolder(contentDir, segments);
  if (folder.ok) return { names: folder.entries.map((entry) => entry.name) };
  const at = nameOf(path.join(contentDir, ...segments));
  if (folder.fault !== 'not-a-folder') return { issue: fileIssue(at, missing) };
  const name = nameOf(path.join(contentDir, ...folder.at));
  return { issue: fileIssue(name, say('not-a-folder', { name, kind: folder.kind })) };
}

/**
 * The files of a content folder, by kind, and what is wrong with the folder itself: a required
 * file missing, a YAML file the site would ignore, a page whose name does not end in `.yaml` or is
 * not plain (schema/fields/file-names.ts).
 */
export function findContentFiles(
  contentDir: string,
  nameOf: (absolute: string) => string,
): { files: ContentFile[]; issues: ContentIssue[] } {
  const files: ContentFile[] = [];
  const issues: ContentIssue[] = [];
  const listed = namesIn(contentDir, [], say('content-folder-missing'), nameOf);
  if ('issue' in listed) return { files, issues: [listed.issue] };
  const top = listed.names;

  for (const [name, kind] of requiredFiles) {
    const absolute = path.join(contentDir, name);
    if (top.includes(name)) files.push({ kind, absolute, name: nameOf(absolute) });
    else issues.push(fileIssue(nameOf(absolute), say('required-file-missing', { name })));
  }
  for (const name of top) {
    if (/\.ya?ml$/i.test(name) && !requiredFiles.some(([required]) => required === name)) {
      issues.push(fileIssue(nameOf(path.join(contentDir, name)), say('file-not-read')));
    }
  }

  const pagesDir = path.join(contentDir, 'pages');
  const pages = namesIn(contentDir, ['pages'], say('pages-folder-missing'), nameOf);
  if ('issue' in pages) return { files, issues: [...issues, pages.issue] };
  const pageFiles = pages.names.filter((name) => !name.startsWith('.')).sort();
  const taken = new Set(pages.names);
  for (const name of pageFiles) {
    const absolute = path.join(pagesDir, name);
    // A page whose name is only not plain is read all the same, so that all its problems show at once.
    if (name.endsWith('.yaml')) files.push({ kind: 'page', absolute, name: nameOf(absolute) });
    const words = misnamed(name, 'page', taken);
    if (words) issues.push(fileIssue(nameOf(absolute), words));
  }
  if (pageFiles.length === 0) issues.push(fileIssue(nameOf(pagesDir), say('no-pages')));
  return { files, issues };
}
