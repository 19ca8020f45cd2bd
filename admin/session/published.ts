import type { DataFile, Written } from '../repository/repository.ts';

/** A file a publish wrote: its text before (undefined: it was new) and after (undefined: deleted). */
export interface PublishedFile {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

/**
 * What a write published, as the screens after Publicar follow it (admin/going-live/): the files and their
 * two texts (what "Desfazer" puts back), the commit's message (its first line says what changed, in
 * the form's words), and the commit, where the repository made one (online: what the live site is
 * compared with).
 */
export interface PublishedChange {
  files: PublishedFile[];
  message: string;
  commit?: string;
  at: Date;
}

/** An entry saved: each file with the text it had at the version written over (a page renamed: both names). */
export function publishedEntry(
  dataFiles: readonly DataFile[],
  before: ReadonlyMap<string, string | undefined>,
  message: string,
  written: Written,
): PublishedChange {
  const files = dataFiles.flatMap(({ path, newPath, raw }): PublishedFile[] =>
    newPath !== undefined && newPath !== path
      ? [
          { path, before: before.get(path), after: undefined },
          { path: newPath, before: undefined, after: raw },
        ]
      : [{ path, before: before.get(path), after: raw }],
  );
  return { files, message, commit: written.sha, at: new Date() };
}

/** Files deleted, each with the text it had. */
export function publishedDeletion(
  paths: readonly string[],
  texts: readonly (string | undefined)[],
  message: string,
  written: Written,
): PublishedChange {
  const files = paths.map((path, index) => ({ path, before: texts[index], after: undefined }));
  return { files, message, commit: written.sha, at: new Date() };
}
