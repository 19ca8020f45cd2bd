import { say, type Words } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import { closest } from '../messages/suggest.ts';
import { checkWith, fileSchemas } from './check.ts';
import type { ContentFile, FileKind } from './files.ts';
import { parseText, type ReadFile } from './parse.ts';
import { judgePhoto, maxImageBytes, photoTooBig, type JudgedPhoto } from './photo-bytes.ts';
import { photoUses, sizeMismatch } from './photo-uses.ts';
import { checkReferences, type CheckedFile } from './references.ts';
import { scheduleIssues } from '../schedule/checks.ts';
import { Timeline } from '../schedule/timeline.ts';
import { timedFiles } from './timed-files.ts';
import type { Path } from '../walk.ts';
import { findingIssue } from './source.ts';

/**
 * A content file is a few kilobytes: the largest today, pages/higienizacao.yaml, has 4,228 bytes.
 * Twenty times that, rounded up to a whole KB, is room for any page an editor writes; a larger file
 * is a paste gone wrong, or not a content file at all, and would slow every build.
 */
export const maxFileBytes = 83 * 1024;

/**
 * A file that was read, checked against its schema: its issues, its output when it has none, and
 * what the checks across files read.
 */
export function checkedFile(
  file: ContentFile,
  read: ReadFile,
): { checked: CheckedFile; issues: ContentIssue[]; output?: unknown } {
  const result = checkWith(fileSchemas[file.kind], read.source, read.data);
  const checked = { ...file, ...read, refused: result.ok ? new Set<string>() : result.refused };
  return result.ok ? { checked, issues: [], output: result.output } : { checked, issues: result.issues };
}

/** One content file as text, as the CMS has it. */
export interface ContentText {
  kind: FileKind;
  /** As editors see it and issues name it: `content/pages/home.yaml`. */
  name: string;
  text: string;
}

/** The photos of content/images/ by address (`images/x.jpg`); a new one (an upload) with its bytes, to be judged. */
export type PhotoList = ReadonlyMap<string, Uint8Array | undefined>;

/** A photo's bytes as the CMS would write them: not over the size limit, and a photo the site publishes. */
export function judgeUpload(bytes: Uint8Array, src: string): JudgedPhoto {
  return bytes.length > maxImageBytes ? { ok: false, words: photoTooBig(src, bytes.length) } : judgePhoto(bytes, src);
}

export const byPlace = (a: ContentIssue, b: ContentIssue) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

/** Each text read and checked by its schema: the files read, the files there, and their issues. */
export function readTexts(texts: readonly ContentText[]): {
  checked: CheckedFile[];
  found: ContentFile[];
  issues: ContentIssue[];
} {
  const issues: ContentIssue[] = [];
  const checked: CheckedFile[] = [];
  const found = texts.map(({ kind, name }): ContentFile => ({ kind, name, absolute: name }));
  texts.forEach(({ name, text }, index) => {
    const bytes = new TextEncoder().encode(text).length;
    if (bytes > maxFileBytes) {
      issues.push(
        fileIssue(name, say('file-too-big', { sizeKb: Math.round(bytes / 1024), limitKb: maxFileBytes / 1024 })),
      );
      return;
    }
    const read = parseText(name, text);
    if (!read.ok) {
      issues.push(read.issue);
      return;
    }
    const file = checkedFile(found[index]!, read);
    checked.push(file.checked);
    issues.push(...file.issues);
  });
  return { checked, found, issues };
}

/**
 * The content as the CMS would leave it, checked by the rules of `npm run validate` without Node:
 * each file read and checked by its schema, the names shared across files, the windows from `at` on
 * (schema/schedule/checks.ts), and every photo the content names among `photos`. A photo given with
 * its bytes is judged as the loader judges a file (size, format, pixels, whole, its width and
 * height); the others were judged when they were written.
 */
export function checkContentTexts(texts: readonly ContentText[], photos: PhotoList, at = Date.now()): ContentIssue[] {
  const { checked, found, issues } = readTexts(texts);
  issues.push(...checkReferences(checked, found));
  if (issues.length === 0) issues.push(...scheduleIssues(new Timeline(timedFiles(checked)), at));
  const names = [...photos.keys()];
  for (const use of photoUses(checked)) {
    const tell = (words: Words, path: Path = [...use.at, 'src']) =>
      issues.push(findingIssue(use.file.source, { path, target: 'value', ...words }));
    if (!photos.has(use.src)) {
      tell(say('image-missing', { src: use.src, guess: closest(use.src, names) }));
      continue;
    }
    const bytes = photos.get(use.src);
    if (!bytes) continue;
    const judged = judgeUpload(bytes, use.src);
    if (!judged.ok) {
      tell(judged.words);
      continue;
    }
    const mismatch = sizeMismatch(use, judged);
    if (mismatch) tell(mismatch.words, mismatch.path);
  }
  return issues.sort(byPlace);
}
