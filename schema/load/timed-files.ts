import type { SourcedFile } from '../schedule/checks.ts';
import { fileSchemas } from './check.ts';
import type { FileKind } from './files.ts';
import { parseText } from './parse.ts';
import type { CheckedFile } from './references.ts';

/** The files read, as the content's clock reads them (schema/schedule/): data, schema and text. */
export const timedFiles = (checked: readonly CheckedFile[]): SourcedFile[] =>
  checked.map(({ kind, name, data, source }) => ({ kind, name, data, schema: fileSchemas[kind], source }));

/** A content file's text as the content's clock reads it, when it reads as YAML at all. */
export function timedText(kind: FileKind, name: string, text: string | undefined): SourcedFile | undefined {
  const read = text === undefined ? undefined : parseText(name, text);
  return read?.ok ? { kind, name, data: read.data, schema: fileSchemas[kind], source: read.source } : undefined;
}
