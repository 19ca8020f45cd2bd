import type { Company } from '../schema/company.ts';
import type { Page } from '../schema/page.ts';
import type { SiteData } from './site-data.ts';

type JsonLd = Record<string, unknown>;

/**
 * schema.org data for search engines, from the content: the group as an Organization on the home
 * page (its companies as sub-organisations), and on a company's page that company, as the kind of
 * business it is (AccountingService, LocalBusiness, Dentist…), part of the group.
 */
export function structuredData({ site, companies }: Pick<SiteData, 'site' | 'companies'>, page: Page): JsonLd {
  const group: JsonLd = {
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
  const company = companies.find((candidate) => candidate.id === page.company);
  if (!company) {
    return {
      '@context': 'https://schema.org',
      ...group,
      description: site.seo.description,
      ...contact,
      subOrganization: companies.map((member) => companyData(site.url, member)),
    };
  }
  return {
    '@context': 'https://schema.org',
    ...companyData(site.url, company),
    ...contact,
    parentOrganization: group,
  };
}

function companyData(siteUrl: string, company: Company): JsonLd {
  return {
    '@type': company.organizationType,
    name: company.name,
    description: company.description,
    url: `${siteUrl}${company.page}`,
  };
}
