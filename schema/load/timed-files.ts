import type { SourcedFile } from '../schedule/checks.ts';
import { fileSchemas } from './check.ts';
import type { CheckedFile } from './references.ts';

/** The files read, as the content's clock reads them (schema/schedule/): data, schema and text. */
export const timedFiles = (checked: readonly CheckedFile[]): SourcedFile[] =>
  checked.map(({ kind, name, data, source }) => ({ kind, name, data, schema: fileSchemas[kind], source }));
