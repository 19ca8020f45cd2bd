import path from 'node:path';
import { say, type Words } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import { judgeEntry, pagesFolderName } from './content-places.ts';
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

/** An entry of a folder: its name, and whether it is a folder (a symlink to one is not). */
interface Entry {
  name: string;
  isFolder: boolean;
}

/** The entries of a folder of the content, or what to say when it is missing or not a real folder. */
function entriesOf(
  contentDir: string,
  segments: string[],
  missing: Words,
  nameOf: (absolute: string) => string,
): { entries: Entry[] } | { issue: ContentIssue } {
  const folder = readFolder(contentDir, segments);
  if (folder.ok) {
    const entries = folder.entries.map((entry) => ({ name: entry.name, isFolder: entry.isDirectory() }));
    return { entries: entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) };
  }
  const at = nameOf(path.join(contentDir, ...segments));
  if (folder.fault !== 'not-a-folder') return { issue: fileIssue(at, missing) };
  const name = nameOf(path.join(contentDir, ...folder.at));
  return { issue: fileIssue(name, say('not-a-folder', { name, kind: folder.kind })) };
}

/**
 * The files of a content folder, by kind, and what is wrong with the folder itself: a required
 * file missing, and anything the site would refuse or pass over where it lies (content-places.ts):
 * a file at the top it does not read, a page whose name does not end in `.yaml` or is not plain, a
 * hidden file, a folder among the pages, a temporary file the CMS left.
 */
export function findContentFiles(
  contentDir: string,
  nameOf: (absolute: string) => string,
): { files: ContentFile[]; issues: ContentIssue[] } {
  const files: ContentFile[] = [];
  const issues: ContentIssue[] = [];
  const top = entriesOf(contentDir, [], say('content-folder-missing'), nameOf);
  if ('issue' in top) return { files, issues: [top.issue] };

  for (const [name, kind] of requiredFiles) {
    const absolute = path.join(contentDir, name);
    if (top.entries.some((entry) => entry.name === name)) files.push({ kind, absolute, name: nameOf(absolute) });
    else issues.push(fileIssue(nameOf(absolute), say('required-file-missing', { name })));
  }
  for (const { name, isFolder } of top.entries) {
    const shown = nameOf(path.join(contentDir, name));
    const { words } = judgeEntry([name], isFolder, { shown });
    if (words) issues.push(fileIssue(shown, words));
  }

  const pagesDir = path.join(contentDir, pagesFolderName);
  const pages = entriesOf(contentDir, [pagesFolderName], say('pages-folder-missing'), nameOf);
  if ('issue' in pages) return { files, issues: [...issues, pages.issue] };
  const taken = new Set(pages.entries.map((entry) => entry.name));
  let pageFiles = 0;
  for (const { name, isFolder } of pages.entries) {
    const absolute = path.join(pagesDir, name);
    const shown = nameOf(absolute);
    const { holds, words } = judgeEntry([pagesFolderName, name], isFolder, { shown, taken });
    if (holds === 'page') files.push({ kind: 'page', absolute, name: shown });
    if (!name.startsWith('.')) pageFiles++;
    if (words) issues.push(fileIssue(shown, words));
  }
  if (pageFiles === 0) issues.push(fileIssue(nameOf(pagesDir), say('no-pages')));
  return { files, issues };
}
