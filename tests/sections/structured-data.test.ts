import { describe, expect, it } from 'vitest';
import { contentDir } from '../../project/environment.ts';
import { loadContent } from '../../schema/load/index.ts';
import { structuredData } from '../../src/structured-data.ts';

const result = loadContent(contentDir);
if (!result.ok) throw new Error(`the content of ${contentDir} must validate`);
const { site, companies, pages } = result.content;
const pageAt = (pagePath: string) => pages.find((page) => page.path === pagePath)!;

// Every expectation below is strict (toStrictEqual): a property that is undefined is not the same as
// one that is missing, since JSON.stringify, and so the embedded JSON-LD, drops it.
const group = {
  '@type': 'Organization',
  name: site.brand.name,
  url: `${site.url}/`,
  slogan: site.brand.tagline,
};
const contact = {
  telephone: site.contact.phone.international,
  email: site.contact.email,
  address: { '@type': 'PostalAddress', addressCountry: 'BR' },
};
// Each company described by the kind of business its content names, on its own page.
const companyPages = companies.map(
  (company) => [company.page, company.organizationType, company.name, company.description] as const,
);
const companyData = (type: string, name: string, pagePath: string, description: string) => ({
  '@type': type,
  name,
  description,
  url: `${site.url}${pagePath}`,
});

describe('JSON-LD of each page', () => {
  it('describes the group as an Organization on the home page, with its companies', () => {
    expect(structuredData({ site, companies }, pageAt('/'))).toStrictEqual({
      '@context': 'https://schema.org',
      ...group,
      description: site.seo.description,
      ...contact,
      subOrganization: companyPages.map(([pagePath, type, name, description]) =>
        companyData(type, name, pagePath, description),
      ),
    });
  });

  it.each(companyPages)('describes %s as a %s, part of the group', (pagePath, type, name, description) => {
    expect(structuredData({ site, companies }, pageAt(pagePath))).toStrictEqual({
      '@context': 'https://schema.org',
      ...companyData(type, name, pagePath, description),
      ...contact,
      parentOrganization: group,
    });
  });

  it('is plain JSON (what the page embeds)', () => {
    for (const page of pages) {
      const data = structuredData({ site, companies }, page);
      // A property that is undefined (dropped from the embedded JSON) or not a plain value fails.
      expect(JSON.parse(JSON.stringify(data)), page.path).toStrictEqual(data);
    }
  });
});
