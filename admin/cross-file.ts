import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { stringify } from 'yaml';
import { cmsNames } from '../schema/generate/cms-fields.ts';
import { checkWith, fileSchemas } from '../schema/load/check.ts';
import type { FileKind } from '../schema/load/files.ts';
import { parseText } from '../schema/load/parse.ts';
import { checkReferences, type CheckedFile } from '../schema/load/references.ts';
import type { ContentIssue } from '../schema/messages/issue.ts';
import { loadedTextOf } from './file-texts.ts';

type GetCollection = PreviewTemplateComponentProps['getCollection'];

/**
 * How the CMS reads its saved entries: Decap gives it to preview templates only (`getCollection`),
 * not to the pre-save event, so the page preview hands it over here when it opens.
 */
let readCollection: GetCollection | undefined;

export function rememberCollectionReader(getCollection: GetCollection): void {
  readCollection = getCollection;
}

interface SavedFile {
  kind: FileKind;
  name: string;
  data: unknown;
}

/** Entries as Decap's `getCollection` answers: immutable maps of `data` (plain) and `path`. */
interface CollectionEntry {
  get(key: 'data' | 'path'): unknown;
}

const plain = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'toJS' in value && typeof value.toJS === 'function'
    ? (value.toJS as () => unknown)()
    : value;

async function savedFiles(read: GetCollection): Promise<SavedFile[]> {
  const [pages, site, companies] = (await Promise.all([
    read(cmsNames.pages),
    read(cmsNames.files, cmsNames.siteFile),
    read(cmsNames.files, cmsNames.companiesFile),
  ])) as unknown as [CollectionEntry[], CollectionEntry, CollectionEntry];
  const file = (kind: FileKind, entry: CollectionEntry): SavedFile => ({
    kind,
    name: String(entry.get('path')),
    data: plain(entry.get('data')),
  });
  return [file('site', site), file('companies', companies), ...[...pages].map((page) => file('page', page))];
}

function checkedFile(
  { kind, name, data }: SavedFile,
  text = loadedTextOf(data) ?? stringify(data),
): CheckedFile | undefined {
  const read = parseText(name, text);
  if (!read.ok) return undefined;
  const checked = checkWith(fileSchemas[kind], read.source, read.data);
  return { kind, name, absolute: name, ...read, refused: checked.ok ? new Set() : checked.refused };
}

/**
 * What `npm run validate` checks across files, for the file about to be saved (`name`, its `text`):
 * a page path or company id used twice, a link to a page or company that does not exist, two pages
 * with one title or description. Against the saved versions of the other files; nothing when the
 * CMS cannot read them yet (no page preview opened): CI's `npm run validate` still catches it.
 */
export async function crossFileIssues(kind: FileKind, name: string, text: string): Promise<ContentIssue[]> {
  if (!readCollection) return [];
  const others = (await savedFiles(readCollection)).filter((file) => file.name !== name);
  const saved = checkedFile({ kind, name, data: undefined }, text);
  if (!saved) return [];
  const files = [...others.flatMap((file) => checkedFile(file) ?? []), saved];
  return checkReferences(files, files).filter((issue) => issue.file === name);
}
