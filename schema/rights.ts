/**
 * Who may change which file of the content: the one rule, read by the site's function before it
 * moves the branch (functions/editor-api/rights.ts, which adds what only git has: a file's mode) and
 * by the admin when it opens an entry and before it saves (admin/sign-in/). Pure and Node-free: it is
 * given the paths that change and the texts of the content's YAML files on both sides.
 *
 * - editors.yaml and anything outside content/: nobody, whatever the list says.
 * - a page (content/pages/*.yaml): a person with its company, on both sides (so a page is neither
 *   taken from another company nor given to one); a page of no company is the group's: `site`.
 * - content/site.yaml and content/companies.yaml: `site`.
 * - a new photo in content/images/: anyone on the list. Changing or deleting one: anyone who may
 *   change every file that uses it, before or after (a photo nobody uses is anyone's).
 * - anything else in content/ (the guide): `all`, who may change everything in content/.
 */
import type { Editor, WideRight } from './editors.ts';
import { photoExtensions } from './fields/file-names.ts';
import { cmsFiles } from './generate/cms-config.ts';
import { readTexts, type ContentText } from './load/check-content.ts';
import { parseText } from './load/parse.ts';
import { photoUses } from './load/photo-uses.ts';
import { valueAt } from './walk.ts';

/** The content's YAML files on one side of a change, by path: content/site.yaml, content/pages/home.yaml… */
export type ContentTexts = ReadonlyMap<string, string>;

/** A path whose file differs between the two sides: `before` or `after` absent when it is added or deleted. */
export interface PathChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

/** What a file needs of a person: a company's id (its pages), or one of the wide rights. */
export type NeededRight = string;

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
 * The right a file of the content needs, as its data says: a page's company, `site` for the
 * settings, the companies and the group's pages, `all` for the rest (a page that does not read
 * as one among them: nobody can tell whose it is).
 */
export function rightOf(path: string, data: unknown): NeededRight {
  if (path === cmsFiles.site || path === cmsFiles.companies) return 'site' satisfies WideRight;
  if (!isPageFile(path) || typeof data !== 'object' || data === null || Array.isArray(data)) return 'all';
  const company = valueAt(data, ['company']);
  if (company === undefined) return 'site' satisfies WideRight;
  return typeof company === 'string' ? company : 'all';
}

/** The right a file needs, as its text says (none: a file that is not there, or not a YAML file of the content). */
export function rightFor(path: string, text: string | undefined): NeededRight {
  if (path === cmsFiles.site || path === cmsFiles.companies) return 'site' satisfies WideRight;
  const read = text === undefined ? undefined : parseText(path, text);
  return rightOf(path, read?.ok ? read.data : undefined);
}

/** Whether a person with `edits` holds `right`: as given, or through `all`. */
export const holds = (edits: readonly string[], right: NeededRight) =>
  edits.includes(right) || edits.includes('all' satisfies WideRight);

/**
 * Whether a person with `edits` may change the content file `path` whose texts on the sides where
 * it exists are `texts` (none: a file that is not a YAML file of the content). `all` may change all
 * of content/; no one anything outside it, nor editors.yaml.
 */
export function mayChange(edits: readonly string[], path: string, texts: readonly (string | undefined)[]): boolean {
  if (!path.startsWith('content/')) return false;
  return (texts.length ? texts : [undefined]).every((text) => holds(edits, rightFor(path, text)));
}

const kindOf = (path: string): ContentText['kind'] =>
  path === cmsFiles.site ? 'site' : path === cmsFiles.companies ? 'companies' : 'page';

/** The content files that name a photo (`content/images/x.jpg`, named `images/x.jpg`), on one side. */
export function usersOf(photo: string, texts: ContentTexts): string[] {
  const src = photo.slice('content/'.length);
  const { checked } = readTexts([...texts].map(([name, text]) => ({ kind: kindOf(name), name, text })));
  return photoUses(checked).flatMap((use) => (use.src === src ? [use.file.name] : []));
}

/**
 * The paths of a change that a person with `edits` may not make, in order: none when she may make
 * it all. `before` and `after` hold every YAML file of the content on each side.
 */
export function refusedPaths(
  edits: readonly string[],
  changes: readonly PathChange[],
  before: ContentTexts,
  after: ContentTexts,
): string[] {
  /** The right each side where the file exists needs, all of them held. */
  const mayChangeFile = (path: string) =>
    mayChange(
      edits,
      path,
      [before, after].filter((side) => side.has(path)).map((side) => side.get(path)),
    );
  const allowed = ({ path, before: was }: PathChange): boolean => {
    if (!path.startsWith('content/')) return false;
    if (holds(edits, 'all')) return true;
    if (!isPhoto(path)) return mayChangeFile(path);
    // A new photo harms nobody's page; an existing one is the pages' that show it.
    return was === undefined || [...usersOf(path, before), ...usersOf(path, after)].every(mayChangeFile);
  };
  return changes.filter((change) => !allowed(change)).map((change) => change.path);
}

/** The people of the list who may change a file that needs `right`: those who hold it, and `all`. */
export const peopleWith = (right: NeededRight, editors: readonly Pick<Editor, 'name' | 'edits'>[]) =>
  editors.filter((editor) => holds(editor.edits, right)).map((editor) => editor.name);
