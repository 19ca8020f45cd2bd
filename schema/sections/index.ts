import * as z from 'zod';
import { cardGridSectionSchema } from './card-grid.ts';
import { ctaSectionSchema } from './cta.ts';
import { heroSectionSchema } from './hero.ts';
import { reasonsSectionSchema } from './reasons.ts';
import { showcaseSectionSchema } from './showcase.ts';
import { stepsSectionSchema } from './steps.ts';
import { scheduled } from '../fields/schedule.ts';
import { variantNames } from '../fields/variant-names.ts';
import { discriminatorValues } from '../walk.ts';

/** Each schema of a list, able to carry a schedule, with the list's own types. */
const eachScheduled = <T extends readonly z.ZodType[]>(schemas: T): T => schemas.map(scheduled) as unknown as T;

/**
 * Every section type a page may list. Adding a type: a schema file here, one line in this
 * list, and a renderer in `src/sections/` (the compiler then demands it). Each may be scheduled
 * (`schedule:`), as every section is: the field is added here, not in each type's schema.
 */
export const sectionSchemas = eachScheduled([
  heroSectionSchema,
  cardGridSectionSchema,
  stepsSectionSchema,
  reasonsSectionSchema,
  ctaSectionSchema,
  showcaseSectionSchema,
] as const);

export const sectionSchema = z
  .discriminatedUnion('type', sectionSchemas)
  .register(variantNames, { one: 'tipo de seção', many: 'Tipos de seção', owner: 'seção' });

export type Section = z.output<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export const sectionTypes = discriminatorValues(sectionSchema) as SectionType[];

/** The schema of one section type; its description says what the type is for (shown to editors in the guide). */
export function sectionSchemaOf(type: SectionType): (typeof sectionSchemas)[number] {
  const schema = sectionSchemas.find((candidate) => candidate._zod.propValues?.type?.has(type));
  if (!schema) throw new Error(`no schema for the section type ${type}`);
  return schema;
}
