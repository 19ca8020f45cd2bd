import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { loadContent } from '../../schema/load/index';
import type { Section } from '../../schema/sections';
import { PageSections } from '../../src/sections/PageSections';
import { SiteDataContext } from '../../src/site-data';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const content = loadContent(path.join(projectRoot, 'content'));
if (!content.ok) throw new Error('the shipped content must validate');
const siteData = { site: content.content.site, companies: content.content.companies, builtYear: 2026 };

/** A section as the site draws it, outside the router's data APIs. */
export function renderSection(section: Section): string {
  return renderToString(
    <SiteDataContext value={siteData}>
      <MemoryRouter>
        <PageSections sections={[section]} />
      </MemoryRouter>
    </SiteDataContext>,
  );
}
