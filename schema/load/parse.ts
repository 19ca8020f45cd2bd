import { say } from '../messages/catalogue/index.ts';
import { fileIssue, type ContentIssue } from '../messages/issue.ts';
import { firstMistake } from './mistakes.ts';
import { issueAt, parseSource, spanAt, type Source } from './source.ts';

/** A file's YAML, read: its data, and its source to point at any part of it. */
export interface ReadFile {
  source: Source;
  data: unknown;
}

export type ReadResult = ({ ok: true } & ReadFile) | { ok: false; issue: ContentIssue };

/** YAML text to plain data, keeping what is needed to point at any part of it. */
export function parseText(name: string, text: string): ReadResult {
  const source = parseSource(name, text);
  const mistake = firstMistake(source);
  if (mistake) return { ok: false, issue: issueAt(source, spanAt(source, mistake.offset, mistake.end), mistake) };
  if (source.doc.contents === null) return { ok: false, issue: fileIssue(name, say('empty-file')) };
  return { ok: true, source, data: source.doc.toJS() };
}
