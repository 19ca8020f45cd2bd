import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { isKnownRight } from '../../schema/load/editors.ts';
import { findingIssue, parseSource } from '../../schema/load/source.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { companyNamesIn, editorsIn } from '../sign-in/person.ts';
import { readWritten } from '../yaml/read.ts';
import { pageTitle, type Content } from './content.ts';
import { formProblem, type FormProblem } from './words/form-words.ts';

/**
 * What a change of the companies would break in the list of who edits online (editors.yaml, which
 * the CMS never writes, and `npm run validate` checks against the companies): a company id the list
 * gives someone, renamed or taken away. Refused in the form's words on the field of that company's
 * id (or the companies' list, when the company is gone): the list would stop validating, and the
 * site's function would let no one in by e-mail. Nothing when there is no list, or it already named
 * a company that did not exist (that is not this change's doing). `own`: the file being saved.
 */
export function editorsListProblems(before: Content, after: Content, own?: string): FormProblem[] {
  const editors = editorsIn(before.editors);
  const [was, now] = [before, after].map((content) => [
    ...companyNamesIn(content.texts.get(cmsFiles.companies)).keys(),
  ]) as [string[], string[]];
  const text = after.texts.get(cmsFiles.companies);
  if (!editors || text === undefined) return [];
  const lost = [...new Set(editors.flatMap((editor) => editor.edits))].filter(
    (right) => isKnownRight(right, was) && !isKnownRight(right, now),
  );
  const source = parseSource(cmsFiles.companies, text);
  const data = readWritten(text)?.data;
  return lost.map((id) => {
    const at = was.indexOf(id);
    // The same place in the list holds the company renamed; a company taken away leaves the list itself.
    const path = at < now.length ? ['companies', at, 'id'] : ['companies'];
    const people = editors.filter((editor) => editor.edits.includes(id)).map((editor) => editor.name);
    const issue = findingIssue(source, {
      path,
      target: 'value',
      ...say('cms-editors-company-missing', { id, people }),
    });
    return formProblem(issue, { data, own: own === cmsFiles.companies, titleOf: (file) => pageTitle(after, file) });
  });
}
