import { editorsFile, editorsFileSchema, sameAddress, type Editor } from '../../schema/editors.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { parseText } from '../../schema/load/parse.ts';
import type { EditsWords, EntryOwner } from '../../schema/messages/catalogue/sign-in.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import { holds, peopleWith, rightOf } from '../../schema/rights.ts';
import { valueAt } from '../../schema/walk.ts';

/**
 * The person who signed in by e-mail, as the list (editors.yaml) names her when she came in, and
 * what the admin tells her by: the list's people (who may change what she may not) and the
 * companies' names. The guard reads the list afresh for every write (not-hers.ts).
 */
export interface SignedIn {
  name: string;
  email: string;
  edits: string[];
  editors: Editor[];
  /** The companies' names by id (content/companies.yaml). */
  companyNames: ReadonlyMap<string, string>;
}

/** The list's people, as editors.yaml holds them; undefined when it is missing or does not read as the list. */
export function editorsIn(text: string | undefined): Editor[] | undefined {
  const read = text === undefined ? undefined : parseText(editorsFile, text);
  const parsed = read?.ok ? editorsFileSchema.safeParse(read.data) : undefined;
  return parsed?.success ? parsed.data.editors : undefined;
}

/** The person of `email` on the list, or undefined. */
export const listedAs = (editors: readonly Editor[] | undefined, email: string) =>
  editors?.find((editor) => sameAddress(editor.email) === sameAddress(email));

/** The companies' names by id, as companies.yaml writes them (an id without a name is named by its id). */
export function companyNamesIn(text: string | undefined): Map<string, string> {
  const read = text === undefined ? undefined : parseText(cmsFiles.companies, text);
  const list = read?.ok ? valueAt(read.data, ['companies']) : undefined;
  const names = new Map<string, string>();
  if (!Array.isArray(list)) return names;
  for (const company of list) {
    const [id, name] = [valueAt(company, ['id']), valueAt(company, ['name'])];
    if (typeof id === 'string') names.set(id, typeof name === 'string' ? name : id);
  }
  return names;
}

/** The person signed in as `email`, from the texts of the list and of the companies; undefined when the list does not name her. */
export function signedInFrom(email: string, editorsText: string | undefined, companiesText: string | undefined) {
  const editors = editorsIn(editorsText);
  const listed = listedAs(editors, email);
  if (!editors || !listed) return undefined;
  const person: SignedIn = { ...listed, editors, companyNames: companyNamesIn(companiesText) };
  return person;
}

const companyName = (person: SignedIn, id: string) => person.companyNames.get(id) ?? id;

/** The companies whose pages she edits, by id. */
const companiesOf = (person: SignedIn) => person.edits.filter((right) => right !== 'site' && right !== 'all');

/** What she edits, for the catalogue's words. */
export function editsWords(person: SignedIn): EditsWords {
  return {
    companies: companiesOf(person).map((id) => companyName(person, id)),
    site: person.edits.includes('site'),
    all: person.edits.includes('all'),
  };
}

/** "Olá, Ana Souza — você edita as páginas da empresa INVERO Consultório." */
export const greetingWords = (person: SignedIn): Words =>
  say('cms-greeting', { name: person.name, ...editsWords(person) });

/** Whose a content file is, in the words of the catalogue, from what it holds. */
export function entryOwner(person: SignedIn, path: string, data: unknown): EntryOwner {
  if (path === cmsFiles.site) return { entry: 'settings' };
  if (path === cmsFiles.companies) return { entry: 'companies' };
  const right = rightOf(path, data);
  if (right === 'site') return { entry: 'page', group: true };
  if (right === 'all') return { entry: 'page', group: false };
  return { entry: 'page', company: companyName(person, right) };
}

/** The people of the list who may change a file holding `data`. */
export const whoMayChange = (person: SignedIn, path: string, data: unknown) =>
  peopleWith(rightOf(path, data), person.editors);

/**
 * Whether the entry of `path`, holding `data` as published, is hers to change; when it is not, the
 * sentence the form shows her above it: whose it is, and whom to ask.
 */
export function readOnlyWords(person: SignedIn, path: string, data: unknown): Words | undefined {
  if (holds(person.edits, rightOf(path, data))) return undefined;
  return say('cms-read-only', {
    owner: entryOwner(person, path, data),
    people: whoMayChange(person, path, data),
  });
}

/**
 * The company a new page of hers starts with: hers, when she edits exactly one company's pages and
 * may make no page of the group's (then the field is fixed to it).
 */
export function newPageCompany(person: SignedIn): string | undefined {
  const companies = companiesOf(person);
  return companies.length === 1 && !holds(person.edits, 'site') ? companies[0] : undefined;
}
