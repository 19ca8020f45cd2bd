import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../schema/load';
import { structuredData } from '../../src/structured-data';

const result = loadContent(path.resolve(import.meta.dirname, '../../content'));
if (!result.ok) throw new Error('the shipped content must validate');
const { site, companies, pages } = result.content;
const pageAt = (pagePath: string) => pages.find((page) => page.path === pagePath)!;

describe('JSON-LD of each page', () => {
  it('describes the group as an Organization on the home page, with its three companies', () => {
    const data = structuredData({ site, companies }, pageAt('/'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Grupo INVERO',
      url: 'https://www.grupoinvero.com.br/',
      telephone: site.contact.phone,
      email: site.contact.email,
      address: { '@type': 'PostalAddress', addressCountry: 'BR' },
    });
    expect(data.subOrganization).toEqual([
      expect.objectContaining({ '@type': 'AccountingService', url: 'https://www.grupoinvero.com.br/assessoria' }),
      expect.objectContaining({ '@type': 'LocalBusiness', url: 'https://www.grupoinvero.com.br/higienizacao' }),
      expect.objectContaining({ '@type': 'Dentist', url: 'https://www.grupoinvero.com.br/consultorio' }),
    ]);
  });

  it.each([
    ['/assessoria', 'AccountingService', 'INVERO Assessoria'],
    ['/higienizacao', 'LocalBusiness', 'INVERO Higienização'],
    ['/consultorio', 'Dentist', 'INVERO Consultório'],
  ])('describes %s as a %s, part of the group', (pagePath, type, name) => {
    expect(structuredData({ site, companies }, pageAt(pagePath))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': type,
      name,
      url: `https://www.grupoinvero.com.br${pagePath}`,
      parentOrganization: { '@type': 'Organization', name: 'Grupo INVERO' },
    });
  });

  it('is plain JSON (what the page embeds)', () => {
    for (const page of pages) {
      const data = structuredData({ site, companies }, page);
      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    }
  });
});
