/** One editor-facing message: what is wrong and how to fix it, both worded from what was found. */
export interface Entry<Data> {
  message: (data: Data) => string;
  hint: (data: Data) => string;
}

export const entry = <Data = Record<never, never>>(words: Entry<Data>): Entry<Data> => words;

/** The value a rule refused, as the YAML gave it. */
export interface Value {
  value: unknown;
  /** The field it was written in, when it has a name. */
  key?: string;
}
