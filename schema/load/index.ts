/**
 * Reads, checks and cross-checks a content folder, in phases that hand values on: find the files,
 * read each, check each against its schema, check the names they share. Never throws: the typed
 * content, or every issue of every file, each located and explained in the catalogue's words.
 */
import path from 'node:path';
import type * as z from 'zod';
import type { Company } from '../company.ts';
import { pagePathDefinitionSchema } from '../fields/index.ts';
import { contentImagesFolder } from '../fields/url.ts';
import { say } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import type { Page } from '../page.ts';
import type { Site } from '../site.ts';
import { fileSchemas } from './check.ts';
import { byPlace, checkedFile } from './check-content.ts';
import { checkEditorsFile } from './editors-file.ts';
import { findContentFiles } from './files.ts';
import { checkImages, type LocalImage } from './images.ts';
import { overBudget } from './photo-budget.ts';
import { checkPhotoFolder } from './photo-folder.ts';
import { readContentFile } from './read.ts';
import { checkReferences, type CheckedFile } from './references.ts';
import { endedNotes, scheduleIssues } from '../schedule/checks.ts';
import { Timeline } from '../schedule/timeline.ts';
import { checkWith } from './check.ts';
import { timedFiles } from './timed-files.ts';
import { valueAt } from '../walk.ts';

export { maxFileBytes } from './read.ts';
export type { LocalImage } from './images.ts';

export interface Content {
  site: Site;
  companies: Company[];
  /** Sorted by path, so `/` comes first. */
  pages: Page[];
  /** The photos of content/images/ that the content uses, by the address it names them with. */
  images: Record<string, LocalImage>;
}

/** What the content's clock says of the content read: the moment it was read for, and what comes next. */
export interface ContentClock {
  /** The moment (ms): the content is what the site shows then. */
  at: number;
  /** The first moment after it when the site must change by itself (a scheduled thing comes or goes). */
  nextChangeAt?: number;
  /** Notes, not errors: each thing whose window has ended, out of the site for good. */
  ended: ContentIssue[];
}

export type LoadResult = { ok: true; content: Content; clock: ContentClock } | { ok: false; issues: ContentIssue[] };

export interface LoadOptions {
  /** File names in issues are relative to this folder (default: the content folder's parent, so they read `content/…`). */
  root?: string;
  /**
   * The moment to read the content for (ms), default now: what is scheduled outside it is left out
   * (the build and the dev server pass their clock, project/environment.ts `siteClock`).
   */
  at?: number;
}

export function loadContent(contentDir: string, options: LoadOptions = {}): LoadResult {
  const root = options.root ?? path.dirname(path.resolve(contentDir));
  const nameOf = (absolute: string) => {
    const relative = path.relative(root, absolute);
    return (relative.startsWith('..') ? absolute : relative || '.').split(path.sep).join('/');
  };
  try {
    return loadFrom(path.resolve(contentDir), nameOf, options.at ?? Date.now());
  } catch (error) {
    // A bug of ours, not the editor's: still a located report, never a stack trace.
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [fileIssue(nameOf(contentDir), say('unexpected-load-error', { detail }))] };
  }
}

function loadFrom(contentDir: string, nameOf: (absolute: string) => string, at: number): LoadResult {
  const found = findContentFiles(contentDir, nameOf);
  const issues = [...found.issues];
  const checked: CheckedFile[] = [];
  // What each file's schema made of it as written: the content, when nothing of the file is out of its window.
  const written = new Map<string, unknown>();
  for (const file of found.files) {
    const read = readContentFile(contentDir, file);
    if (!read.ok) {
      issues.push(read.issue);
      continue;
    }
    const result = checkedFile(file, read);
    if (result.issues.length === 0) written.set(file.name, result.output);
    issues.push(...result.issues);
    checked.push(result.checked);
  }
  issues.push(...checkReferences(checked, found.files), ...checkEditorsFile(contentDir, checked, nameOf));
  const photos = checkImages(checked, contentDir);
  issues.push(...photos.issues, ...checkPhotoFolder(contentDir, photos.read, nameOf));
  // All together, before the build spends its time converting them: told at the photos' folder.
  const weights = Object.values(photos.images).map(({ src, width, height, bytes }) => ({
    src,
    pixels: width * height,
    bytes,
  }));
  const overWords = overBudget(weights);
  if (overWords) issues.push(fileIssue(nameOf(path.join(contentDir, contentImagesFolder)), overWords));
  const timed = timedFiles(checked);
  const timeline = new Timeline(timed);
  if (issues.length === 0) issues.push(...scheduleIssues(timeline, at));
  if (issues.length > 0) return { ok: false, issues: issues.sort(byPlace) };

  // The files as the site has them at `at`: what is out of its window left out, then read by the schema.
  const outputs: { kind: CheckedFile['kind']; output: unknown }[] = [];
  for (const file of timed) {
    const data = timeline.dataAt(file, at);
    if (data === undefined) continue;
    if (data === file.data) {
      outputs.push({ kind: file.kind, output: written.get(file.name) });
      continue;
    }
    const result = checkWith(fileSchemas[file.kind] as z.ZodType, file.source, data);
    if (!result.ok) return { ok: false, issues: result.issues };
    outputs.push({ kind: file.kind, output: result.output });
  }
  const outputsOf = <K extends CheckedFile['kind']>(kind: K) =>
    outputs.filter((file) => file.kind === kind).map((file) => file.output as z.output<(typeof fileSchemas)[K]>);
  return {
    ok: true,
    clock: { at, nextChangeAt: timeline.nextChangeAfter(at), ended: endedNotes(timeline, at).sort(byPlace) },
    content: {
      site: outputsOf('site')[0]!,
      companies: outputsOf('companies')[0]!.companies,
      pages: outputsOf('page').sort((a, b) => a.path.localeCompare(b.path)),
      images: photos.images,
    },
  };
}

/**
 * The page addresses the page files declare, whether or not the rest of the content is valid: the
 * dev server routes them while it shows the report, so that fixing a file needs no restart.
 */
export function declaredPagePaths(contentDir: string): string[] {
  const folder = path.resolve(contentDir);
  const { files } = findContentFiles(folder, (absolute) => absolute);
  const paths = files.flatMap((file) => {
    const read = file.kind === 'page' ? readContentFile(folder, file) : undefined;
    const declared = read?.ok ? pagePathDefinitionSchema.safeParse(valueAt(read.data, ['path'])) : undefined;
    return declared?.success ? [declared.data] : [];
  });
  return [...new Set(paths)];
}
