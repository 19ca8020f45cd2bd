import path from 'node:path';
import { say, type Words } from '../messages/catalogue/index.ts';
import { fileIssue } from '../messages/issue.ts';
import { maxFileBytes } from './check-content.ts';
import type { ContentFile } from './files.ts';
import { parseText, type ReadResult } from './parse.ts';
import { readRegularFile, type Refusal } from './regular-file.ts';
import { issueAt, parseSource, spanAt } from './source.ts';

export { maxFileBytes } from './check-content.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Why a content file was not read, in the catalogue's words; `name` is how editors see the file. */
function refusalWords(refusal: Refusal, name: string, segments: readonly string[]): Words {
  switch (refusal.fault) {
    case 'not-a-file':
      return say('not-a-file', { name, kind: refusal.kind });
    case 'not-a-folder': {
      const folder = name
        .split('/')
        .slice(0, refusal.at.length - segments.length)
        .join('/');
      return say('not-a-folder', { name: folder, kind: refusal.kind });
    }
    case 'too-big':
      return say('file-too-big', { sizeKb: Math.round(refusal.size / 1024), limitKb: maxFileBytes / 1024 });
    default:
      return say('file-unopenable');
  }
}

/** Bytes on disk to YAML data: the file must be a regular file, open, be small, be UTF-8 and be YAML we accept. */
export function readContentFile(contentDir: string, file: Pick<ContentFile, 'absolute' | 'name'>): ReadResult {
  const segments = path.relative(contentDir, file.absolute).split(path.sep);
  const read = readRegularFile(contentDir, segments, maxFileBytes);
  if (!read.ok) return { ok: false, issue: fileIssue(file.name, refusalWords(read, file.name, segments)) };
  let text: string;
  try {
    text = utf8.decode(read.bytes); // also drops a UTF-8 byte-order mark
  } catch {
    const lossy = new TextDecoder('utf-8').decode(read.bytes);
    const source = parseSource(file.name, lossy);
    return { ok: false, issue: issueAt(source, spanAt(source, lossy.indexOf('\uFFFD')), say('not-utf8')) };
  }
  return parseText(file.name, text);
}
