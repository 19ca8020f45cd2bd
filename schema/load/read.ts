import { readFileSync } from 'node:fs';
import { say } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import type { ContentFile } from './files.ts';
import { firstMistake } from './mistakes.ts';
import { issueAt, parseSource, spanAt, type Source } from './source.ts';

/** A content file is a few kilobytes; far larger means a paste gone wrong, and would slow every build. */
export const maxFileBytes = 256 * 1024;

/** A file's YAML, read: its data, and its source to point at any part of it. */
export interface ReadFile {
  source: Source;
  data: unknown;
}

export type ReadResult = ({ ok: true } & ReadFile) | { ok: false; issue: ContentIssue };

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

/** YAML text to plain data, keeping what is needed to point at any part of it. */
export function parseText(name: string, text: string): ReadResult {
  const source = parseSource(name, text);
  const mistake = firstMistake(source);
  if (mistake) return { ok: false, issue: issueAt(source, spanAt(source, mistake.offset, mistake.end), mistake) };
  if (source.doc.contents === null) return { ok: false, issue: fileIssue(name, say('empty-file')) };
  return { ok: true, source, data: source.doc.toJS() };
}
