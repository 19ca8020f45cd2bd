import { renderToString } from 'react-dom/server';
import { contentDir } from '../../project/environment.ts';
import { loadContent } from '../../schema/load/index.ts';
import type { Section } from '../../schema/sections/index.ts';
import { ImageRenderingContext, type ImageRenderings } from '../../src/components/Picture/rendering.ts';
import { exampleRenderings } from '../../src/images.server.ts';
import { PageSections } from '../../src/sections/PageSections.tsx';
import { SiteDataContext } from '../../src/site-data.ts';

const content = loadContent(contentDir);
if (!content.ok) throw new Error(`the content of ${contentDir} must validate`);
const siteData = { site: content.content.site, companies: content.content.companies, builtYear: 2026 };

/**
 * Sections as the site draws them, outside the router, with the content's site settings and
 * companies, and the photos given, or else those of the content folder as the build publishes them.
 */
export function renderSections(sections: Section[], images: ImageRenderings = exampleRenderings(sections)): string {
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
