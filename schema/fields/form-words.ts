import * as z from 'zod';

/**
 * What the CMS's form says of a field where the words of the YAML would not do, written beside the
 * field's schema and its `.describe()`: the hint under the field (the description speaks of the file:
 * "um por linha começando com "- "", "primary ou secondary") and the names of a choice's values
 * ("Principal" for `primary`; the file keeps the value). The CMS generator reads it
 * (schema/generate/cms-fields.ts); a registry keeps it out of the generated JSON Schema, whose
 * descriptions stay the file's words.
 */
export interface FormWords {
  /** The hint under the field in the CMS, in place of the description. */
  hint?: string;
  /** The name the form shows for each value of a choice, in the order the form offers them. */
  choices?: Readonly<Record<string, string>>;
}

export const formWords = z.registry<FormWords>();
