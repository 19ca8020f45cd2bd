/**
 * Who may change which file: the decision the function takes before it moves the branch, from what
 * the branch holds before the move and what it would hold after, file by file. Pure: it is given the
 * changed files and the texts of the content's YAML files on both sides.
 *
 * - editors.yaml and anything outside content/: nobody, whatever the list says.
 * - a page (content/pages/*.yaml): a person with its company, on both sides (so a page is neither
 *   taken from another company nor given to one); a page of no company is the group's: `site`.
 * - content/site.yaml and content/companies.yaml: `site`.
 * - a new photo in content/images/: anyone on the list. Changing or deleting one: anyone who may
 *   change every file that uses it, before or after (a photo nobody uses is anyone's).
 * - anything else in content/ (the guide): `all`, who may change everything in content/.
 */
import type { Editor } from '../../schema/editors.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { photoExtensions } from '../../schema/fields/file-names.ts';
import { readTexts, type ContentText } from '../../schema/load/check-content.ts';
import { parseText } from '../../schema/load/parse.ts';
import { photoUses } from '../../schema/load/photo-uses.ts';
import { valueAt } from '../../schema/walk.ts';

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

/** The content's YAML files on one side of the move, by path: content/site.yaml, content/pages/home.yaml… */
export type ContentTexts = ReadonlyMap<string, string>;

/** The mode of a plain file: never a link, an executable or another repository. */
const regularFile = '100644';

const isPageFile = (path: string) =>
  path.startsWith(`${cmsFiles.pagesFolder}/`) &&
  !path.slice(cmsFiles.pagesFolder.length + 1).includes('/') &&
  path.endsWith(`.${cmsFiles.pageExtension}`);

const isPhoto = (path: string) =>
  path.startsWith(`${cmsFiles.mediaFolder}/`) &&
  photoExtensions.some((extension) => path.toLowerCase().endsWith(`.${extension}`));

/** Whether the content's YAML files of one side are read: the pages, the settings, the companies. */
export const isContentYaml = (path: string) =>
  path === cmsFiles.site || path === cmsFiles.companies || isPageFile(path);

/**
 * The right a file of the content needs, as its text says: a page's company, `site` for the
 * settings, the companies and the group's pages, `all` for the rest (a page that does not read
 * as one among them: nobody can tell whose it is).
 */
function rightFor(path: string, text: string | undefined): string {
  if (path === cmsFiles.site || path === cmsFiles.companies) return 'site';
  if (!isPageFile(path) || text === undefined) return 'all';
  const read = parseText(path, text);
  if (!read.ok || typeof read.data !== 'object' || read.data === null || Array.isArray(read.data)) return 'all';
  const company = valueAt(read.data, ['company']);
  if (company === undefined) return 'site';
  return typeof company === 'string' ? company : 'all';
}

const kindOf = (path: string): ContentText['kind'] =>
  path === cmsFiles.site ? 'site' : path === cmsFiles.companies ? 'companies' : 'page';

/** The content files that name a photo (`content/images/x.jpg`, named `images/x.jpg`), on one side. */
function usersOf(photo: string, texts: ContentTexts): string[] {
  const src = photo.slice('content/'.length);
  const { checked } = readTexts([...texts].map(([name, text]) => ({ kind: kindOf(name), name, text })));
  return photoUses(checked).flatMap((use) => (use.src === src ? [use.file.name] : []));
}

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
  const rights = new Set<string>(editor.edits);
  /** The right each side where the file exists needs, all of them held. */
  const mayChange = (path: string) => {
    const sides = [before, after].filter((side) => side.has(path)).map((side) => side.get(path));
    return (sides.length ? sides : [undefined]).every((text) => rights.has(rightFor(path, text)));
  };
  const allowed = ({ path, before: was, after: next }: FileChange): boolean => {
    if (!path.startsWith('content/')) return false;
    if ([was, next].some((file) => file && (file.type !== 'blob' || file.mode !== regularFile))) return false;
    if (rights.has('all')) return true;
    if (!isPhoto(path)) return mayChange(path);
    // A new photo harms nobody's page; an existing one is the pages' that show it.
    return !was || [...usersOf(path, before), ...usersOf(path, after)].every(mayChange);
  };
  return changes.filter((change) => !allowed(change)).map((change) => change.path);
}
