import * as z from 'zod';

/**
 * What the CMS's form says of a field, written beside the field's schema and its `.describe()`: its
 * label, the hint under it where the words of the YAML would not do (the description speaks of the
 * file: "um por linha começando com "- "", "primary ou secondary") and the names of a choice's values
 * ("Principal" for `primary`; the file keeps the value). The CMS configuration, the editors' guide
 * and the JSON Schemas' titles are generated from it (schema/generate/), so a new field or section
 * type needs no table elsewhere. A registry rather than `.meta()`: the JSON Schema copies every global
 * metadata, and the hints and choices are not the file's words.
 *
 * Register the words on the field's own copy (`.describe()` makes one): `.register()` writes on the
 * schema it is called on, so words registered on a shared schema (`textSchema`) would name every field
 * made from it. A shared schema that is always the same kind of field (`iconSchema`) may carry a label
 * of its own, which each field made from it keeps unless it registers another.
 */
export interface FormWords {
  /** What the form calls the field ("Título"): the YAML keys are English, the people who edit read Portuguese. */
  label?: string;
  /** For a list: what one of its items is called, in its buttons and counts ("Adicionar cartão", "1 cartão"). */
  item?: string;
  /** The hint under the field in the CMS, in place of the description. */
  hint?: string;
  /** The name the form shows for each value of a choice, in the order the form offers them. */
  choices?: Readonly<Record<string, string>>;
}

export const formWords = z.registry<FormWords>();
