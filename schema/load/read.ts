import { readFileSync } from 'node:fs';
import { say } from '../messages/catalogue/index.ts';
import { fileIssue } from '../messages/issue.ts';
import type { ContentFile } from './files.ts';
import { parseText, type ReadResult } from './parse.ts';
import { issueAt, parseSource, spanAt } from './source.ts';

/** A content file is a few kilobytes; far larger means a paste gone wrong, and would slow every build. */
export const maxFileBytes = 256 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes on disk to YAML data: the file must open, be small, be UTF-8 and be YAML we accept. */
export function readContentFile(file: ContentFile): ReadResult {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file.absolute);
  } catch {
    return { ok: false, issue: fileIssue(file.name, say('file-unopenable')) };
  }
  if (bytes.length > maxFileBytes) {
    const sizes = { sizeKb: Math.round(bytes.length / 1024), limitKb: maxFileBytes / 1024 };
    return { ok: false, issue: fileIssue(file.name, say('file-too-big', sizes)) };
  }
  let text: string;
  try {
    text = utf8.decode(bytes); // also drops a UTF-8 byte-order mark
  } catch {
    const lossy = new TextDecoder('utf-8').decode(bytes);
    const source = parseSource(file.name, lossy);
    return { ok: false, issue: issueAt(source, spanAt(source, lossy.indexOf('\uFFFD')), say('not-utf8')) };
  }
  return parseText(file.name, text);
}
