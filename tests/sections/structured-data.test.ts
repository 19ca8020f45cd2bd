import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../schema/load/index.ts';
import { structuredData } from '../../src/structured-data.ts';

const result = loadContent(path.resolve(import.meta.dirname, '../../content'));
if (!result.ok) throw new Error('the shipped content must validate');
const { site, companies, pages } = result.content;
const pageAt = (pagePath: string) => pages.find((page) => page.path === pagePath)!;
const companyNamed = (name: string) => companies.find((company) => company.name === name)!;

// Every expectation below is strict (toStrictEqual): a property that is undefined is not the same as
// one that is missing, since JSON.stringify, and so the embedded JSON-LD, drops it.
const group = {
  '@type': 'Organization',
  name: 'Grupo INVERO',
  url: 'https://www.grupoinvero.com.br/',
  slogan: site.brand.tagline,
};
const contact = {
  telephone: site.contact.phone.international,
  email: site.contact.email,
  address: { '@type': 'PostalAddress', addressCountry: 'BR' },
};
const companyData = (type: string, name: string, pagePath: string) => ({
  '@type': type,
  name,
  description: companyNamed(name).description,
  url: `https://www.grupoinvero.com.br${pagePath}`,
});
const companyPages = [
  ['/assessoria', 'AccountingService', 'INVERO Assessoria'],
  ['/higienizacao', 'LocalBusiness', 'INVERO Higienização'],
  ['/consultorio', 'Dentist', 'INVERO Consultório'],
] as const;

describe('JSON-LD of each page', () => {
  it('describes the group as an Organization on the home page, with its three companies', () => {
    expect(structuredData({ site, companies }, pageAt('/'))).toStrictEqual({
      '@context': 'https://schema.org',
      ...group,
      description: site.seo.description,
      ...contact,
      subOrganization: companyPages.map(([pagePath, type, name]) => companyData(type, name, pagePath)),
    });
  });

  it.each(companyPages)('describes %s as a %s, part of the group', (pagePath, type, name) => {
    expect(structuredData({ site, companies }, pageAt(pagePath))).toStrictEqual({
      '@context': 'https://schema.org',
      ...companyData(type, name, pagePath),
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
