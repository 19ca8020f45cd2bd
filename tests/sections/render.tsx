import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { loadContent } from '../../schema/load/index.ts';
import type { Section } from '../../schema/sections/index.ts';
import { ImageRenderingContext } from '../../src/components/Picture/rendering.ts';
import { exampleRenderings } from '../../src/images.server.ts';
import { PageSections } from '../../src/sections/PageSections.tsx';
import { SiteDataContext } from '../../src/site-data.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const content = loadContent(path.join(projectRoot, 'content'));
if (!content.ok) throw new Error('the shipped content must validate');
const siteData = { site: content.content.site, companies: content.content.companies, builtYear: 2026 };

/**
 * Sections as the site draws them, outside the router, with the photos of the shipped
 * content folder as the build publishes them.
 */
export function renderSections(sections: Section[]): string {
  const images = exampleRenderings(sections);
  return renderToString(
    <SiteDataContext value={siteData}>
      <ImageRenderingContext value={(src) => images[src]}>
        <PageSections sections={sections} />
      </ImageRenderingContext>
    </SiteDataContext>,
  );
}

/** A section as the site draws it, first on its page. */
export const renderSection = (section: Section): string => renderSections([section]);
