import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../schema/sections';
import { CardGrid } from './CardGrid/CardGrid';
import { Cta } from './Cta/Cta';
import { Hero } from './Hero/Hero';
import { Reasons } from './Reasons/Reasons';
import { Showcase } from './Showcase/Showcase';
import { Steps } from './Steps/Steps';

/** One renderer per section type of the schema registry: a type without one fails `npm run typecheck`. */
export const sectionRenderers: { [K in SectionType]: ComponentType<SectionOf<K>> } = {
  hero: Hero,
  'card-grid': CardGrid,
  steps: Steps,
  reasons: Reasons,
  cta: Cta,
  showcase: Showcase,
};
