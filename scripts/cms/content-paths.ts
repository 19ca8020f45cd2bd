/**
 * Which of the CMS's files a path names, or why it names none: the two folders the CMS lists, the
 * pages and photos directly in them and the two files of settings (`cmsFiles`, beside the generated
 * CMS configuration), in the exact form the CMS sends them. Pure rules, for the request rules
 * (backend-requests.ts) and the listings (backend-actions.ts, content-version.ts).
 */
import path from 'node:path';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { photoExtensions } from '../../schema/load/photo-bytes.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';

/** The two folders the CMS lists, and the files in and beside them. */
export type ContentPathKind = 'pages-folder' | 'media-folder' | 'page' | 'site' | 'companies' | 'image';

/** What the server reaches, in the words of its refusals. */
export const reachableFiles = `as páginas (${cmsFiles.pagesFolder}/*.${cmsFiles.pageExtension}), ${cmsFiles.site}, ${cmsFiles.companies} e as fotos (${cmsFiles.mediaFolder}/)`;

export type PathVerdict =
  | { ok: true; kind: ContentPathKind }
  /** `wouldBe`: the kind of file its folder holds, when it is in one of the two; the refusal's status and words. */
  | { ok: false; wouldBe?: 'page' | 'image'; status: 403 | 415; words: Words };

export const outsideRefusal = {
  ok: false,
  status: 403,
  words: say('cms-path-refused', { reachable: reachableFiles }),
} as const;

/** A file's own name as the CMS gives it: nothing hidden, no folder in it, no control character. */
const isPlainName = (name: string) => name !== '' && !name.startsWith('.') && !/[\\/\u0000-\u001f\u007f]/.test(name);

/** A name as a refusal shows it: quoted, each invisible or non-ASCII character written as its code, and not too long. */
export function shownName(name: string): string {
  const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
  return JSON.stringify(shown).replace(
    /[^\u0020-\u007e…]/gu,
    (character) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase()}}`,
  );
}

/**
 * Which of the CMS's paths `value` is, or why it is none. Only the exact form the CMS sends counts:
 * relative to the repository's root, forward slashes, already normal (no ".", "..", "//" or
 * trailing "/"), and a page or a photo directly in its folder.
 */
export function judgeContentPath(value: string): PathVerdict {
  if (value.startsWith('/') || value.includes('\\') || path.posix.normalize(value) !== value) return outsideRefusal;
  if (value.split('/').some((segment) => segment === '..' || segment === '.')) return outsideRefusal;
  const known: Record<string, ContentPathKind> = {
    [cmsFiles.pagesFolder]: 'pages-folder',
    [cmsFiles.mediaFolder]: 'media-folder',
    [cmsFiles.site]: 'site',
    [cmsFiles.companies]: 'companies',
  };
  if (Object.hasOwn(known, value)) return { ok: true, kind: known[value]! };
  const [folder, name] = [path.posix.dirname(value), path.posix.basename(value)];
  if (!isPlainName(name)) return outsideRefusal;
  if (folder === cmsFiles.pagesFolder && name.endsWith(`.${cmsFiles.pageExtension}`)) return { ok: true, kind: 'page' };
  if (folder !== cmsFiles.mediaFolder) return outsideRefusal;
  // The exact lower-case extension: the CMS names a photo so (admin/photos/names.ts). Its bytes are
  // judged too when it is written (backend-actions.ts): an SVG named .jpg is no photo either.
  const extension = /\.([^.]+)$/.exec(name)?.[1] ?? '';
  if (!photoExtensions.includes(extension)) {
    return {
      ok: false,
      wouldBe: 'image',
      status: 415,
      words: say('cms-photo-type-refused', { name: shownName(name) }),
    };
  }
  return { ok: true, kind: 'image' };
}

/** Which of the CMS's paths `value` is, or undefined for any other. */
export function contentPathKind(value: string): ContentPathKind | undefined {
  const verdict = judgeContentPath(value);
  return verdict.ok ? verdict.kind : undefined;
}
