import path from 'node:path';
import { contentImagesFolder } from '../fields/url.ts';
import { say, type Words } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import { judgeEntry } from './content-places.ts';
import { readLocalImage, type ReadImage } from './images.ts';
import { kindOf, readFolder } from './regular-file.ts';

/**
 * What is wrong with content/images/ as a whole: it holds the site's photos and nothing else, each
 * a photo by its name and by its bytes, under a plain name. Anything else there (an SVG, a page, a
 * symlink), even unused, would be served by the dev server as the editor's own origin, and a pull
 * request that only changes content can bring it. `used` is what the content's fields named and
 * what reading it gave (images.ts): a photo refused there is told at its field, once; the rest here.
 */
export function checkPhotoFolder(
  contentDir: string,
  used: ReadonlyMap<string, ReadImage>,
  nameOf: (absolute: string) => string,
): ContentIssue[] {
  const refusedAtField = [...used].flatMap(([src, read]) => (read.ok ? [] : [src]));
  const toldAtField = (src: string) => refusedAtField.some((at) => at === src || at.startsWith(`${src}/`));
  const folder = readFolder(contentDir, [contentImagesFolder], { recursive: true });
  if (!folder.ok) {
    // No folder is no photo. A folder that is not one is told at each photo used, or here when none
    // is; the content folder itself, where the content's files are looked for (files.ts).
    if (folder.fault !== 'not-a-folder' || folder.at.length === 0 || refusedAtField.length > 0) return [];
    const name = nameOf(path.join(contentDir, ...folder.at));
    return [fileIssue(name, say('not-a-folder', { name, kind: folder.kind }))];
  }
  const namesIn = new Map<string, Set<string>>();
  for (const entry of folder.entries) {
    namesIn.set(entry.parentPath, (namesIn.get(entry.parentPath) ?? new Set()).add(entry.name));
  }
  return folder.entries.flatMap((entry) => {
    const absolute = path.join(entry.parentPath, entry.name);
    const src = path.relative(contentDir, absolute).split(path.sep).join('/');
    const shown = nameOf(absolute);
    const taken = namesIn.get(entry.parentPath);
    const place = judgeEntry(src.split('/'), entry.isDirectory(), { shown, taken });
    if (place.holds === 'litter' || toldAtField(src)) return [];
    const tell = (...words: (Words | undefined)[]) => words.flatMap((said) => (said ? [fileIssue(shown, said)] : []));
    if (entry.isDirectory()) return tell(place.words);
    if (!entry.isFile()) return tell(say('not-a-file', { name: shown, kind: kindOf(entry) }));
    // Not a photo by its name (or a file the CMS left): its bytes are not worth reading.
    if (place.holds !== 'photo' || place.words?.said?.id === 'images-not-photo') return tell(place.words);
    const read = used.get(src) ?? readLocalImage(contentDir, src);
    return tell(place.words, read.ok ? undefined : read.words);
  });
}
