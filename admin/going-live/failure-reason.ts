import type { ContentIssue } from '../../schema/messages/issue.ts';
import { readWritten } from '../yaml/read.ts';
import { contentIssues, pageTitle, type Content } from '../session/content.ts';
import { formEntry, formProblem, type FormProblem } from '../session/words/form-words.ts';
import type { CheckProblem, FailedCheck } from '../repository/repository.ts';

/**
 * Why a publish failed, as the editor is told it: the content has problems the build refused (each
 * where the form shows it), or the service that publishes failed — a host's outage, a job that
 * broke — which no change of the text would fix, and which trying again may.
 */
export type FailureReason = { kind: 'content'; problems: FormProblem[] } | { kind: 'service' };

/** Whether a problem the build marked is this issue: the same file, and the same words or the same line. */
const isMarked = (problem: CheckProblem, issue: ContentIssue) =>
  issue.file === problem.file &&
  (`${issue.message} ${issue.hint}`.trim() === problem.message || issue.line === problem.line);

/**
 * The reason of the failed checks `checks`, in the form's words. A check that marked problems of
 * the content (the CI's `npm run validate`, as annotations in the terminal's words: keys and lines)
 * makes it the content's: the same rules run here on `content`, the content the build read, and each
 * marked problem is said as the CMS says it, at its place in the form. A problem the rules here do
 * not find (what only the build sees) keeps the build's words, under the name of its entry.
 */
export function failureReason(checks: readonly FailedCheck[], content: Content | undefined): FailureReason {
  const marked = checks.flatMap((check) => check.problems);
  if (marked.length === 0) return { kind: 'service' };
  const issues = content ? contentIssues(content) : [];
  const titleOf = (file: string) => (content ? pageTitle(content, file) : file);
  const said = new Map<string, FormProblem>();
  for (const problem of marked) {
    const found = issues.filter((issue) => isMarked(problem, issue));
    const problems = found.length
      ? found.map((issue) => {
          const text = content?.texts.get(issue.file);
          const data = text === undefined ? undefined : readWritten(text)?.data;
          return formProblem(issue, { data, own: false, titleOf });
        })
      : [
          {
            place: formEntry(problem.file, titleOf).name,
            message: problem.message,
            hint: '',
            file: problem.file,
            fieldPath: [],
          },
        ];
    for (const each of problems) said.set(`${each.place}\u0000${each.message}`, each);
  }
  return { kind: 'content', problems: [...said.values()] };
}
