import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { searchFiles } from '../../../scripts/build/search-files.ts';
import type { Content } from '../../../schema/load/index.ts';

// Addresses the schema refuses: the files written from the content must stay harmless even so.
const hostileAddresses = [
  'https://www.example.com/<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
  'https://www.example.com/?a=1&b="2"',
  'https://www.example.com/</script>',
  'https://www.example.com/a\nDisallow: /',
];

const contentAt = (url: string) =>
  ({ site: { url }, pages: [{ path: '/' }, { path: '/assessoria' }] }) as unknown as Pick<Content, 'site' | 'pages'>;

describe('search files', () => {
  it.each(hostileAddresses)('stay well-formed, with no markup, for the site address %j', (url) => {
    const { sitemap, robots } = searchFiles(contentAt(url));
    const xml = new new JSDOM('').window.DOMParser().parseFromString(sitemap, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.localName).toBe('urlset');
    // Only the sitemap's own elements: nothing from the address became one.
    expect([...xml.getElementsByTagName('*')].map((element) => element.localName)).toEqual([
      'urlset',
      'url',
      'loc',
      'url',
      'loc',
    ]);
    expect(robots.split('\n').filter((line) => line.trim())).toEqual([
      'User-agent: *',
      'Allow: /',
      expect.stringMatching(/^Sitemap: https:\/\/www\.example\.com\/\S*sitemap\.xml$/),
    ]);
  });

  it('list every page at its address under the site', () => {
    const { sitemap, robots } = searchFiles(contentAt('https://www.grupoinvero.com.br'));
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.grupoinvero.com.br/',
      'https://www.grupoinvero.com.br/assessoria',
    ]);
    expect(robots).toContain('Sitemap: https://www.grupoinvero.com.br/sitemap.xml\n');
  });
});
