import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { contentImagesFolder } from '../../schema/fields/url.ts';
import { checkContentTexts, type ContentText } from '../../schema/load/check-content.ts';
import type { FileKind } from '../../schema/load/files.ts';
import type { ContentIssue } from '../../schema/messages/issue.ts';
import { readWritten } from '../yaml/read.ts';
import { cmsClock } from '../clock.ts';

/** What the session reads the content through: the backend the CMS saves with (its own methods, unguarded). */
export interface ContentSource {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<LoadedEntry[]>;
  entriesByFiles(files: { path: string; label?: string }[]): Promise<LoadedEntry[]>;
  /** The photos of the folder; `id` names a photo's version (its blob), where the backend says it. */
  getMedia(mediaFolder?: string): Promise<{ path: string; id?: string }[]>;
  /** A photo's bytes (`file`), read from the repository. */
  getMediaFile(path: string): Promise<{ file?: Blob }>;
  /**
   * The list of who edits online (editors.yaml, beside content/), where the repository reaches it:
   * online only (the local backend of `npm run cms` serves content/ and nothing else). Undefined text: no list.
   */
  editorsText?: () => Promise<string | undefined>;
}

/** A content file as a backend answers: its text (none for a file that does not exist) and its path. */
export interface LoadedEntry {
  data: string | null;
  file: { path: string };
}

/** The content as the CMS would leave it: each file's text by path, and the photos by address (an upload with its bytes). */
export interface Content {
  texts: Map<string, string>;
  photos: Map<string, Uint8Array | undefined>;
  /** The list of who edits online, as the repository has it (never written by the CMS); undefined: none, or out of reach. */
  editors?: string;
}

/** Which content file a path of the CMS is. */
export function kindOfPath(path: string): FileKind {
  if (path === cmsFiles.site) return 'site';
  if (path === cmsFiles.companies) return 'companies';
  return 'page';
}

/** The editor's screen of the entry a content file is (`#/collections/…/entries/…`), by the file. */
export function entryHash(path: string): string {
  const kind = kindOfPath(path);
  if (kind === 'site') return `#/collections/${cmsNames.files}/entries/${cmsNames.siteFile}`;
  if (kind === 'companies') return `#/collections/${cmsNames.files}/entries/${cmsNames.companiesFile}`;
  const slug = path.slice(cmsFiles.pagesFolder.length + 1, -(cmsFiles.pageExtension.length + 1));
  return `#/collections/${cmsNames.pages}/entries/${slug}`;
}

/** A photo's address in the content (`images/x.jpg`) from its path in the repository (`content/images/x.jpg`). */
export const photoAddress = (path: string) =>
  path.startsWith(`${cmsFiles.mediaFolder}/`)
    ? `${contentImagesFolder}${path.slice(cmsFiles.mediaFolder.length)}`
    : path;

/** A photo's path in the repository (`content/images/x.jpg`) from its address in the content (`images/x.jpg`). */
export const photoPath = (address: string) =>
  address.startsWith(`${contentImagesFolder}/`)
    ? `${cmsFiles.mediaFolder}${address.slice(contentImagesFolder.length)}`
    : address;

/**
 * Everything the rules across files read, fresh from the backend: every page, the site's settings,
 * the companies and the list of photos. Read again for each write, so that what a write is checked
 * against never depends on which screens were opened, or on what changed since.
 */
export async function loadContent(source: ContentSource): Promise<Content> {
  const [texts, media, editors] = await Promise.all([
    loadTexts(source),
    source.getMedia(cmsFiles.mediaFolder),
    source.editorsText?.(),
  ]);
  return { texts, photos: new Map(media.map((photo) => [photoAddress(photo.path), undefined])), editors };
}

/** Every content file's text by path, fresh from the backend: the site's settings, the companies, then every page. */
export async function loadTexts(source: ContentSource): Promise<Map<string, string>> {
  const [pages, files] = await Promise.all([
    source.entriesByFolder(cmsFiles.pagesFolder, cmsFiles.pageExtension, 1),
    source.entriesByFiles([{ path: cmsFiles.site }, { path: cmsFiles.companies }]),
  ]);
  const texts = new Map<string, string>();
  for (const { data, file } of [...files, ...pages]) if (typeof data === 'string') texts.set(file.path, data);
  return texts;
}

export const copyOf = (content: Content): Content => ({
  texts: new Map(content.texts),
  photos: new Map(content.photos),
  editors: content.editors,
});

/** The issues `npm run validate` would report for the content, at the CMS's clock. */
export function contentIssues({ texts, photos }: Content): ContentIssue[] {
  const files = [...texts].map(([name, text]): ContentText => ({ kind: kindOfPath(name), name, text }));
  return checkContentTexts(files, photos, cmsClock());
}

/** A page's title in the content, for naming it in the form (its address, or file, when it has none readable). */
export function pageTitle(content: Content, file: string): string {
  const text = content.texts.get(file);
  const data = (text === undefined ? undefined : readWritten(text)?.data) as { title?: unknown; path?: unknown } | null;
  return typeof data?.title === 'string' ? data.title : typeof data?.path === 'string' ? data.path : file;
}
