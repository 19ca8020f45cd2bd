/**
 * Who reads a message, and so how it names things. One message, two ways to say where: a person
 * with the YAML file (the terminal of `npm run validate`, GitHub's annotations) reads keys and file
 * names; a person in the CMS reads the form, its labels and its buttons, and never a key or a path.
 */
export interface Reader {
  /** Whether the reader edits the CMS's form rather than the YAML text. */
  form: boolean;
  /** A field by its key, as the reader sees it: `"title"` in the file, `Título` in the form. */
  field: (key: string) => string;
  /** A content file, as the reader knows it: `content/pages/home.yaml`, or `a página "Início"` in the form. */
  file: (name: string) => string;
}

/** The reader of the YAML text: keys in quotes, files by their names. */
export const fileReader: Reader = {
  form: false,
  field: (key) => `"${key}"`,
  file: (name) => name,
};

/** One editor-facing message: what is wrong and how to fix it, both worded from what was found, for its reader. */
export interface Entry<Data> {
  message: (data: Data, to: Reader) => string;
  hint: (data: Data, to: Reader) => string;
}

export const entry = <Data = Record<never, never>>(words: Entry<Data>): Entry<Data> => words;

/** Fixed words, the same for every reader: a button's label, a title, with what it does as the hint. */
export const label = (text: string, hint = '') => entry({ message: () => text, hint: () => hint });

/** The value a rule refused, as the YAML gave it. */
export interface Value {
  value: unknown;
  /** The field it was written in, when it has a name. */
  key?: string;
}

/** Where a problem is, in the words of its reader: the file, a field, or an item of a list. */
export interface Subject {
  /** The field's key, when the problem is one field. */
  key?: string;
  /** The item's number (from 1) and its list's key, when the problem is one item of a list. */
  item?: number;
  list?: string;
}

/** "O campo "title"" / "O campo Título", "O item 2 de "features"" / "Este item", "O arquivo". */
export function subjectWords({ key, item, list }: Subject, to: Reader): string {
  if (item !== undefined) return to.form ? 'Este item' : `O item ${item} de "${list ?? 'lista'}"`;
  if (key !== undefined) return `O campo ${to.field(key)}`;
  return 'O arquivo';
}
