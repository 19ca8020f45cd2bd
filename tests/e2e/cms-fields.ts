/**
 * The CMS's form as its generated configuration (admin/config.yml) names it: the fields of a page,
 * of each section type and of a hero's buttons, for the tests to find them by their labels.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { buttonKinds } from '../../schema/fields/link.ts';

/** The generated configuration: the tests find fields by the labels the CMS shows. */
export interface ConfigField {
  name: string;
  label: string;
  label_singular?: string;
  types?: ConfigField[];
  fields?: ConfigField[];
}
export const config = parse(readFileSync(path.join(import.meta.dirname, '../../admin/config.yml'), 'utf8')) as {
  collections: { name: string; fields?: ConfigField[] }[];
};
export const pageFields = config.collections.find((collection) => collection.name === 'paginas')!.fields!;
export const labelOf = (fields: ConfigField[], name: string) => fields.find((field) => field.name === name)!.label;
export const sectionType = (name: string) =>
  pageFields.find((field) => field.name === 'sections')!.types!.find((type) => type.name === name)!;
export const heroFields = sectionType('hero');
export const showcaseFields = sectionType('showcase');
/** A hero's buttons: what each kind of action is called in the form's choice. */
export const buttonFields = heroFields.fields!.find((field) => field.name === 'buttons')!;
export const kindLabel = (kind: keyof typeof buttonKinds) =>
  (
    buttonFields.fields!.find((field) => field.name === 'action') as ConfigField & {
      options: { label: string; value: string }[];
    }
  ).options.find((option) => option.value === kind)!.label;
