import { contentImagesFolder } from '../fields/url.ts';
import { plainFileName, pageExtensions } from '../fields/file-names.ts';
import { say, type Words } from '../messages/catalogue/index.ts';
import { misnamed } from './file-names.ts';

/*
 * What may stand where in content/: the one rule of places and names, which the loader applies to
 * what it finds (files.ts, photo-folder.ts) and the CMS to every file it writes (admin/session/guard.ts,
 * the local backend's paths), so that nothing is written that `npm run validate` would refuse or
 * pass over. A file the site never reads is not harmless: `git add -A` commits it, and a page the
 * loader skips is a page an editor believes published. No Node here.
 */

/** The folder of the pages, under content/. */
export const pagesFolderName = 'pages';

/** The editors' guide and its pictures: beside the content, read by people, never by the site. */
const guide = { file: 'LEIA-ME.md', folder: 'leia-me' } as const;

/**
 * The Finder's own file, which a Mac writes into every folder it opens (and .gitignore keeps out of
 * the repository): never published, never served, so not worth an editor's trouble.
 */
const systemLitter = new Set(['.DS_Store']);

/**
 * The temporary file the local backend writes a file's new bytes to, beside it, before renaming it
 * over the file (scripts/cms/content-files.ts): hidden, so that nothing takes it for content while
 * it is written. One left behind is a save the process did not live to finish.
 */
export const temporaryName = (id: string) => `.invero-${id}.tmp`;
export const isTemporaryName = (name: string) => /^\.invero-[0-9a-f-]{36}\.tmp$/.test(name);

/** What an entry of content/ is to the site, when it is where the rule allows it. */
export type PlaceHolds = 'site' | 'companies' | 'page' | 'photo' | 'folder' | 'guide' | 'litter';

/**
 * What the loader makes of an entry: what it holds there (`holds`, when it may stand there or is read
 * all the same), and what is wrong (`words`). A page whose name is only not plain is read all the
 * same, so that all its problems show at once; a folder inside the pages' folder holds nothing the
 * site reads.
 */
export interface Place {
  holds?: PlaceHolds;
  words?: Words;
}

export interface PlaceOptions {
  /** How the messages name the entry: `content/pages/x.yaml` (the loader's name for it). */
  shown: string;
  /** The names beside it, so that a name suggested is free. */
  taken?: ReadonlySet<string>;
}

/** An entry at the top of content/. */
function topPlace(name: string, isFolder: boolean, shown: string): Place {
  const known: Record<string, [PlaceHolds, boolean]> = {
    'site.yaml': ['site', false],
    'companies.yaml': ['companies', false],
    [pagesFolderName]: ['folder', true],
    [contentImagesFolder]: ['folder', true],
    [guide.file]: ['guide', false],
    [guide.folder]: ['guide', true],
  };
  // Whether a known name is the file or folder it should be is the reader's to tell (files.ts): it
  // knows a symlink from a folder.
  if (Object.hasOwn(known, name)) return { holds: known[name]![0] };
  if (!isFolder && /\.ya?ml$/i.test(name) && !name.startsWith('.')) return { words: say('file-not-read') };
  return { words: say('content-unexpected', { name: shown }) };
}

/** An entry directly in content/pages/. */
function pagePlace(name: string, isFolder: boolean, { shown, taken }: PlaceOptions): Place {
  // A folder named like a page is read as one, for the reader to say it is a folder where a page should be.
  if (isFolder && !name.endsWith('.yaml')) return { words: say('pages-subfolder', { name: shown }) };
  if (name.startsWith('.')) {
    const suggestion = plainFileName(name.replace(/^\.+/, ''), pageExtensions, taken ?? new Set());
    return { words: say('file-hidden', { name: shown, suggestion }) };
  }
  const words = misnamed(name, 'page', taken);
  // A page whose name does not end in .yaml is not one: what it is, the editor says by renaming it.
  return name.endsWith('.yaml') ? { holds: 'page', words } : { words };
}

/** An entry under content/images/: a photo, or a folder of photos, by a plain name. */
function photoPlace(name: string, isFolder: boolean, taken?: ReadonlySet<string>): Place {
  if (isFolder) return { holds: 'folder', words: misnamed(name, 'folder') };
  return { holds: 'photo', words: misnamed(name, 'photo', taken) };
}

/**
 * What the loader makes of the entry at `segments` below content/ (`['pages', 'x.yaml']`), a file or
 * a folder (`isFolder`), in the folder it is in, judged by its place and name alone (its bytes are the
 * reader's). The loader lists each folder it reads, so each entry is judged where it lies; a file
 * about to be written is judged with every folder on its way (`judgeWrittenFile`).
 */
export function judgeEntry(segments: readonly string[], isFolder: boolean, options: PlaceOptions): Place {
  const name = segments.at(-1) ?? '';
  const { shown } = options;
  if (segments.length === 0) return { holds: 'folder' };
  if (systemLitter.has(name) && !isFolder) return { holds: 'litter' };
  if (isTemporaryName(name) && !isFolder) return { words: say('content-temporary-file', { name: shown }) };
  const [top = '', ...below] = segments;
  if (below.length === 0) return topPlace(top, isFolder, shown);
  if (top === guide.folder) return { holds: 'guide' };
  if (top === pagesFolderName && below.length === 1) return pagePlace(name, isFolder, options);
  if (top === contentImagesFolder) return photoPlace(name, isFolder, options.taken);
  // Below a folder the loader refuses (a folder in pages/, one at the top it does not know): nothing read.
  return {};
}

/** The content folder as the CMS's paths begin: `content/pages/x.yaml`. */
const contentFolder = 'content';

/** What a file the CMS writes holds: the text of a page or of the settings, or a photo. */
export type WrittenKind = 'text' | 'photo';

const writtenHolds: Record<WrittenKind, readonly PlaceHolds[]> = {
  text: ['site', 'companies', 'page'],
  photo: ['photo'],
};

/**
 * Why the loader would refuse, or pass over, a file written at `file` (a path of the repository, as
 * the CMS names it: `content/pages/x.yaml`) holding `kind`: each folder on the way, then the file
 * itself, by the rule the loader applies to what it finds (`judgeEntry`). Nothing when it would be
 * read as that: a page directly in pages/ under a plain name, a photo in images/, the settings.
 * `taken`: the names beside it, for the name a refusal suggests.
 */
export function judgeWrittenFile(file: string, kind: WrittenKind, taken?: ReadonlySet<string>): Words | undefined {
  const [root, ...segments] = file.split('/');
  if (root !== contentFolder || segments.length === 0) return say('content-unexpected', { name: file });
  for (let depth = 1; depth <= segments.length; depth++) {
    const isFolder = depth < segments.length;
    const at = segments.slice(0, depth);
    const shown = [contentFolder, ...at].join('/');
    const place = judgeEntry(at, isFolder, { shown, ...(isFolder ? {} : { taken }) });
    if (place.words) return place.words;
    const fits = isFolder ? place.holds === 'folder' : place.holds && writtenHolds[kind].includes(place.holds);
    if (!fits) return say('content-unexpected', { name: shown });
  }
  return undefined;
}
