/**
 * Who may change which file, as the function decides it before it moves the branch: the content's
 * rule is the one the admin reads too (schema/rights.ts), and so is the rule of places and names
 * (schema/load/content-places.ts); what only git has is added here — every file on both sides must
 * be a plain file (never a link, an executable or another repository).
 */
import type { Editor } from '../../schema/editors.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { judgeWrittenFile } from '../../schema/load/content-places.ts';
import type { Words } from '../../schema/messages/catalogue/index.ts';
import { refusedPaths, type ContentTexts } from '../../schema/rights.ts';

export { isContentYaml, type ContentTexts } from '../../schema/rights.ts';

/** A file of the branch as a tree lists it. */
export interface TreeFile {
  sha: string;
  mode: string;
  type: string;
}

/** A path whose file differs between the two sides: absent on one side when added or deleted. */
export interface FileChange {
  path: string;
  before?: TreeFile;
  after?: TreeFile;
}

/** The mode of a plain file: never a link, an executable or another repository. */
const regularFile = '100644';

const isPlain = ({ before, after }: FileChange) =>
  [before, after].every((file) => !file || (file.type === 'blob' && file.mode === regularFile));

/**
 * The paths of the move that the editor may not change, in order: none when she may make it. `before`
 * and `after` hold every YAML file of the content on each side.
 */
export function refusedChanges(
  editor: Pick<Editor, 'edits'>,
  changes: readonly FileChange[],
  before: ContentTexts,
  after: ContentTexts,
): string[] {
  const refused = new Set(refusedPaths(editor.edits, changes.filter(isPlain), before, after));
  return changes.filter((change) => !isPlain(change) || refused.has(change.path)).map((change) => change.path);
}

/**
 * The first file the move writes where `npm run validate` would refuse or pass it over (a page in a
 * folder inside pages/, a hidden file, a script beside the settings), with the words the admin's
 * guard says of it before it writes (admin/session/written-places.ts): none for a move the admin
 * could have made, even by someone who may change every file.
 */
export function misplacedWrite(changes: readonly FileChange[]): { path: string; words: Words } | undefined {
  for (const { path, after } of changes) {
    const words = after && judgeWrittenFile(path, path.startsWith(`${cmsFiles.mediaFolder}/`) ? 'photo' : 'text');
    if (words) return { path, words };
  }
  return undefined;
}
