import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../schema/sections/index.ts';
import { CardGrid } from './CardGrid/CardGrid.tsx';
import { Cta } from './Cta/Cta.tsx';
import { Hero } from './Hero/Hero.tsx';
import { Reasons } from './Reasons/Reasons.tsx';
import { Showcase } from './Showcase/Showcase.tsx';
import { Steps } from './Steps/Steps.tsx';

/** One renderer per section type of the schema registry: a type without one fails `npm run typecheck`. */
export const sectionRenderers: { [K in SectionType]: ComponentType<SectionOf<K>> } = {
  hero: Hero,
  'card-grid': CardGrid,
  steps: Steps,
  reasons: Reasons,
  cta: Cta,
  showcase: Showcase,
};
