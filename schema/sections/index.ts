import * as z from 'zod';
import { cardGridSection } from './card-grid.ts';
import { ctaSection } from './cta.ts';
import { heroSection } from './hero.ts';
import { reasonsSection } from './reasons.ts';
import { showcaseSection } from './showcase.ts';
import { stepsSection } from './steps.ts';
import { discriminatorValues } from '../walk.ts';

/**
 * Every section type a page may list. Adding a type: a schema file here, one line in this
 * list, and a renderer in `src/sections/` (the compiler then demands it).
 */
export const sectionSchemas = [
  heroSection,
  cardGridSection,
  stepsSection,
  reasonsSection,
  ctaSection,
  showcaseSection,
] as const;

export const section = z.discriminatedUnion('type', sectionSchemas);

export type Section = z.output<typeof section>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export const sectionTypes = discriminatorValues(section) as SectionType[];

/** What a section type is for, from its schema's description: shown to editors in the guide. */
export function describeSection(type: SectionType): string | undefined {
  return sectionSchemas.find((schema) => schema._zod.propValues?.type?.has(type))?.description;
}
