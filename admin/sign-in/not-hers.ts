import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { findingIssue, parseSource } from '../../schema/load/source.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { fileIssue } from '../../schema/messages/issue.ts';
import { holds, refusedPaths, rightOf, usersOf, type PathChange } from '../../schema/rights.ts';
import { pageTitle, type Content } from '../session/content.ts';
import { formProblem, type FormProblem } from '../session/words/form-words.ts';
import { readWritten } from '../yaml/read.ts';
import { editsWords, editorsIn, entryOwner, listedAs, whoMayChange, type SignedIn } from './person.ts';

const dataOf = (text: string | undefined) => (text === undefined ? undefined : readWritten(text)?.data);

/** Who may change a photo: the people who may change every page that shows it, before or after. */
function photoPeople(person: SignedIn, path: string, before: Content, after: Content): string[] {
  const users = [...usersOf(path, before.texts), ...usersOf(path, after.texts)];
  const rights = users.map((file) => rightOf(file, dataOf(before.texts.get(file) ?? after.texts.get(file))));
  return person.editors.filter((editor) => rights.every((right) => holds(editor.edits, right))).map((e) => e.name);
}

/**
 * One file she may not change, in the form's words: a photo that other companies' pages show; the
 * page being saved given to a company that is not hers (on its field Empresa); any other entry by
 * whose it is and whom to ask.
 */
function problemOf(person: SignedIn, path: string, before: Content, after: Content, own?: string): FormProblem {
  const titleOf = (file: string) => pageTitle(after, file);
  if (path.startsWith(`${cmsFiles.mediaFolder}/`)) {
    const words = say('cms-photo-not-yours', {
      photo: path.split('/').at(-1) ?? path,
      people: photoPeople(person, path, before, after),
    });
    return { place: '', ...words, file: path, fieldPath: [] };
  }
  const [was, next] = [before.texts.get(path), after.texts.get(path)];
  const wasHers = was === undefined || holds(person.edits, rightOf(path, dataOf(was)));
  if (path === own && next !== undefined && wasHers && path !== cmsFiles.site && path !== cmsFiles.companies) {
    const { companies } = editsWords(person);
    const words = say('cms-company-not-yours', { yours: companies, group: holds(person.edits, 'site') });
    const issue = findingIssue(parseSource(path, next), { path: ['company'], target: 'value', ...words });
    return formProblem(issue, { data: dataOf(next), own: true, titleOf });
  }
  const data = dataOf(wasHers ? next : was);
  const words = say('cms-not-yours', {
    owner: entryOwner(person, path, data),
    people: whoMayChange(person, path, data),
  });
  return formProblem(fileIssue(path, words), { data, own: path === own, titleOf });
}

/**
 * What a write would change that the person signed in by e-mail may not, by the list as the
 * repository holds it now (read with the content for this write) and the same rule the site's
 * function judges the write by (schema/rights.ts): refused here first, in the form's words, rather
 * than by the function after the files were sent. Undefined when she may make it all, or when no one
 * signed in by e-mail (the function is not there to refuse anything). `own`: the file being saved.
 */
export function notHers(
  person: SignedIn | undefined,
  before: Content,
  after: Content,
  changes: readonly PathChange[],
  own?: string,
): { title: Words; problems: FormProblem[] } | undefined {
  if (!person) return undefined;
  const editors = editorsIn(before.editors);
  const listed = listedAs(editors, person.email);
  if (!editors || !listed) return { title: say('cms-save-not-allowed'), problems: [] };
  const now: SignedIn = { ...person, edits: listed.edits, editors };
  const refused = refusedPaths(now.edits, changes, before.texts, after.texts);
  if (refused.length === 0) return undefined;
  return {
    title: say('cms-save-not-yours', { count: refused.length }),
    problems: refused.map((path) => problemOf(now, path, before, after, own)),
  };
}
