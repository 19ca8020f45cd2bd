/**
 * Which of the CMS's files a path names, or why it names none: the two folders the CMS lists, the
 * pages and photos directly in them and the two files of settings (`cmsFiles`, beside the generated
 * CMS configuration), in the exact form the CMS sends them. Pure rules, for the request rules
 * (backend-requests.ts) and the listings (backend-actions.ts, content-version.ts).
 */
import path from 'node:path';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { fileNameFault, photoExtensions } from '../../schema/fields/file-names.ts';
import { judgeWrittenFile } from '../../schema/load/content-places.ts';
import { shownFileName } from '../../schema/messages/catalogue/file-names.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';

/** The two folders the CMS lists, and the files in and beside them. */
export type ContentPathKind = 'pages-folder' | 'media-folder' | 'page' | 'site' | 'companies' | 'image';

/** What the server reaches, in the words of its refusals. */
export const reachableFiles = `as páginas (${cmsFiles.pagesFolder}/*.${cmsFiles.pageExtension}), ${cmsFiles.site}, ${cmsFiles.companies} e as fotos (${cmsFiles.mediaFolder}/)`;

export type PathVerdict =
  | { ok: true; kind: ContentPathKind }
  /** `wouldBe`: the kind of file its folder holds, when it is in one of the two; the refusal's status and words. */
  | { ok: false; wouldBe?: 'page' | 'image'; status: 400 | 403 | 415; words: Words };

export const outsideRefusal = {
  ok: false,
  status: 403,
  words: say('cms-path-refused', { reachable: reachableFiles }),
} as const;

/** A file's own name, at least: something, nothing hidden, no folder in it, no control character. */
const isFileName = (name: string) => name !== '' && !name.startsWith('.') && !/[\\/\u0000-\u001f\u007f]/.test(name);

/**
 * Which of the CMS's paths `value` is, or why it is none. Only the exact form the CMS sends counts:
 * relative to the repository's root, forward slashes, already normal (no ".", "..", "//" or
 * trailing "/"), and a page or a photo directly in its folder, where the loader would read it
 * (schema/load/content-places.ts: a plain name, at most 100 characters). A name the rule refuses (a
 * direction mark, a leading space, "%2e%2e%2f", fullwidth dots, an accent typed apart, 300 letters)
 * is told as `npm run validate` tells it (400), before any file is touched: the file system is never
 * asked for it, so it never answers with ENAMETOOLONG and the path on this machine.
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
  if (!isFileName(name)) return outsideRefusal;
  const kind =
    folder === cmsFiles.pagesFolder && name.endsWith(`.${cmsFiles.pageExtension}`)
      ? 'page'
      : folder === cmsFiles.mediaFolder
        ? 'image'
        : undefined;
  if (!kind) return outsideRefusal;
  // Its bytes are judged too when it is written (backend-actions.ts): an SVG named .jpg is no photo either.
  if (kind === 'image' && fileNameFault(name, photoExtensions) === 'extension') {
    return {
      ok: false,
      wouldBe: kind,
      status: 415,
      words: say('cms-photo-type-refused', { name: shownFileName(name) }),
    };
  }
  const misnaming = judgeWrittenFile(value, kind === 'page' ? 'text' : 'photo');
  return misnaming ? { ok: false, wouldBe: kind, status: 400, words: misnaming } : { ok: true, kind };
}

/** Which of the CMS's paths `value` is, or undefined for any other. */
export function contentPathKind(value: string): ContentPathKind | undefined {
  const verdict = judgeContentPath(value);
  return verdict.ok ? verdict.kind : undefined;
}
