import type { ContentIssue } from '../../schema/messages/issue.ts';

/** An issue as one comparable line: where, what, and how to fix it. */
export const asLine = (issue: ContentIssue) =>
  `${issue.file}:${issue.line}:${issue.column} ${issue.message} → ${issue.hint}`;
