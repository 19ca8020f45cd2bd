import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { judgeWrittenFile } from '../../schema/load/content-places.ts';

/*
 * What of the content an editor deletes and the repository's history brings back: a page, a photo.
 * One rule for the CMS online (github/history.ts) and for the local backend of `npm run cms`
 * (scripts/cms/local-history.ts). No Node here, no DOM.
 */

/** The kinds of files that come back from the history. */
export const deletedKinds = ['page', 'photo'] as const;
export type DeletedKind = (typeof deletedKinds)[number];

/** The folder each kind lives in, as the CMS reads and writes it (`cmsFiles`). */
export const deletedFolders: Readonly<Record<DeletedKind, string>> = {
  page: cmsFiles.pagesFolder,
  photo: cmsFiles.mediaFolder,
};

/**
 * Whether a file of the repository is one the CMS could bring back as `kind`: directly in its
 * folder (the library lists no subfolder), where the loader would read it as that (a page's plain
 * `.yaml` name, a photo of a format the build encodes: content-places.ts, the rule every write of the
 * CMS meets again). Anything else the history holds (a file of another kind, a hidden file, one in a
 * folder, a name the loader refuses) is not offered.
 */
export function canComeBack(path: string, kind: DeletedKind): boolean {
  const folder = `${deletedFolders[kind]}/`;
  if (!path.startsWith(folder) || path.slice(folder.length).includes('/')) return false;
  return judgeWrittenFile(path, kind === 'page' ? 'text' : 'photo') === undefined;
}

/** A file deleted and not back since: its path, and the version (commit) that deleted it. */
export interface Deleted<Version> {
  path: string;
  version: Version;
}

/**
 * The files of `kind` deleted and not back since, newest deletion first, from the repository's
 * commits of their folder (newest first, each with the paths it removed) and the paths there now:
 * each file once, by the newest commit that removed it, and only one the CMS could bring back.
 */
export function deletedAmong<Version>(
  commits: readonly { version: Version; removed: readonly string[] }[],
  now: ReadonlySet<string>,
  kind: DeletedKind,
): Deleted<Version>[] {
  const found = new Map<string, Deleted<Version>>();
  for (const { version, removed } of commits) {
    for (const path of removed) {
      if (!now.has(path) && !found.has(path) && canComeBack(path, kind)) found.set(path, { path, version });
    }
  }
  return [...found.values()];
}
