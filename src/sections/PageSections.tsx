import type { ComponentType } from 'react';
import type { Section } from '../../schema/sections/index.ts';
import { AboveTheFoldContext } from '../components/Picture/rendering.ts';
import { sectionRenderers } from './index.ts';

function SectionView({ section }: { section: Section }) {
  // The map's type pairs each type with the renderer of its props; TypeScript cannot follow that pairing
  // through an index by a union, so it is asserted here, once.
  const Renderer = sectionRenderers[section.type] as ComponentType<Section> | undefined;
  // The schema admits only registered types; content that slipped past it must fail loudly, not vanish.
  if (!Renderer) throw new Error(`Tipo de seção sem renderizador: ${String(section.type)}`);
  return <Renderer {...section} />;
}

/**
 * A page's sections, top to bottom, each drawn by the renderer of its type. The first is what a
 * visitor sees on arrival: a photo in it is loaded at once, before anything else.
 */
export function PageSections({ sections }: { sections: Section[] }) {
  return sections.map((section, index) => (
    <AboveTheFoldContext key={`${index}-${section.type}`} value={index === 0}>
      <SectionView section={section} />
    </AboveTheFoldContext>
  ));
}
