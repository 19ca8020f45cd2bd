import { say } from '../../schema/messages/catalogue/index.ts';
import { changeLines } from '../session/words/change-words.ts';
import { dataOf } from '../session/words/commit-messages.ts';
import type { FileVersion, History } from '../repository/repository.ts';

/** A version of a file as the history shows it: what it changed, in the form's words. */
export interface VersionShown extends FileVersion {
  /** The file's text at this version (undefined: this version deleted it). */
  text: string | undefined;
  /** What changed from the version before, each a line ("Contato › Horário: “A” → “B”"). */
  lines: string[];
}

/**
 * The file's texts at versions of the repository, each read once: a version's text is also the
 * text its next version changed.
 */
export function textReader(history: History, path: string): (id: string | null) => Promise<string | undefined> {
  const read = new Map<string, Promise<string | undefined>>();
  return (id) => {
    if (id === null) return Promise.resolve(undefined);
    if (!read.has(id)) {
      const reading = history.textIn(path, id);
      read.set(id, reading);
      reading.catch(() => read.delete(id));
    }
    return read.get(id)!;
  };
}

/**
 * What a version changed, computed from the file's two texts (the version's and its parent's) with
 * the labels the refusals use: each change a line; created, deleted, or no change the form shows.
 */
export async function versionShown(
  path: string,
  version: FileVersion,
  textAt: (id: string | null) => Promise<string | undefined>,
): Promise<VersionShown> {
  const [before, text] = await Promise.all([textAt(version.parent), textAt(version.id)]);
  if (text === undefined) return { ...version, text, lines: [say('cms-history-deleted').message] };
  if (before === undefined) return { ...version, text, lines: [say('cms-history-created').message] };
  const lines = changeLines(path, dataOf(before), dataOf(text));
  return { ...version, text, lines: lines.length > 0 ? lines : [say('cms-history-no-change').message] };
}
