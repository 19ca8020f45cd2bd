import { cmsFiles } from '../../../schema/generate/cms-config.ts';
import type { CmsField } from '../../../schema/generate/cms-field.ts';
import { say, sayAgain, type Reader, type Words } from '../../../schema/messages/catalogue/index.ts';
import type { ContentIssue } from '../../../schema/messages/issue.ts';
import type { Path } from '../../../schema/walk.ts';
import { generatedConfig } from '../../cms-config.ts';
import { formLabel, formPlace, placeSeparator } from './form-place.ts';

/** One problem as the CMS's form tells it: where (the form's words), what, and how to fix it. */
export interface FormProblem extends Words {
  /** "Seção 2 · Grade de cartões › Cartão 5 › Ícone": another entry's name first when it is not the one saved. */
  place: string;
  /** The content file and the field at fault, for the form to mark the field. */
  file: string;
  fieldPath: Path;
}

const [pagesCollection, filesCollection] = generatedConfig.collections;

/** The fields of the entry a content file is, and what the form calls that entry. */
export function formEntry(
  file: string,
  titleOf: (file: string) => string,
): { name: string; fields: readonly CmsField[] } {
  const single = filesCollection.files.find((candidate) => candidate.file === file);
  if (single) return { name: single.label, fields: single.fields };
  return { name: say('cms-other-page', { title: titleOf(file) }).message, fields: pagesCollection.fields };
}

/** Where a message is said in the form: the fields of its entry, and the place in the entry's data. */
export interface FormWhere {
  fields: readonly CmsField[];
  path: Path;
  data: unknown;
}

/** Every field of the configuration, for a message that is about no one entry (a photo refused before it is sent). */
const anywhere: FormWhere = {
  fields: [...pagesCollection.fields, ...filesCollection.files.flatMap((file) => file.fields)],
  path: [],
  data: undefined,
};

/** The fields of the form of the entry a content file is; a new page, not yet a file, has a page's. */
export const formFieldsOf = (file: string | undefined) => formEntry(file ?? '', (name) => name).fields;

/**
 * The reader the form is: a field by its label in the generated configuration, the one closest to
 * where the message is; a content file by the name of its entry (a page by its title, in quotes).
 */
export function formReader(titleOf: (file: string) => string, where: FormWhere = anywhere): Reader {
  return {
    form: true,
    // A key the form has no field for (written by hand in the file) can only be named as it is.
    field: (key) => formLabel(where.fields, where.path, where.data, key) ?? key,
    file: (name) =>
      name === cmsFiles.site || name === cmsFiles.companies ? formEntry(name, titleOf).name : `"${titleOf(name)}"`,
  };
}

export interface ProblemContext {
  /** The data of the issue's file, which tells the type of each section. */
  data: unknown;
  /** Whether the issue is in the entry being saved or edited: then its place starts inside it. */
  own: boolean;
  /** A page file's title, for naming other pages. */
  titleOf: (file: string) => string;
}

/** An issue of the content, in the form's words. */
export function formProblem(issue: ContentIssue, { data, own, titleOf }: ProblemContext): FormProblem {
  const entry = formEntry(issue.file, titleOf);
  const steps = formPlace(entry.fields, issue.fieldPath, data);
  const place = [...(own ? [] : [entry.name]), ...steps].join(placeSeparator);
  const { message, hint } = sayAgain(issue, formReader(titleOf, { fields: entry.fields, path: issue.fieldPath, data }));
  return { place, message, hint, file: issue.file, fieldPath: issue.fieldPath };
}

/** A problem as one line of text: a notice, the preview's list. */
export const problemLine = ({ place, message, hint }: FormProblem) =>
  [place && (message || hint ? `${place}:` : place), message, hint].filter(Boolean).join(' ');

/**
 * An issue as one line in the form's words, for a screen that shows the entry being edited (the
 * preview): a page's issues are placed inside it, another file's issues start with its name.
 * Without `data` a section is named without its type.
 */
export function formLine(issue: ContentIssue, data?: unknown): string {
  const own = issue.file !== cmsFiles.site && issue.file !== cmsFiles.companies;
  return problemLine(formProblem(issue, { data, own, titleOf: (file) => file }));
}
