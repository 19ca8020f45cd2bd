import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import type { Content } from '../../schema/load/index.ts';

/** An address as the URL parser writes it: no space, quote, angle bracket or line break survives it. */
const absoluteUrl = (siteUrl: string, pagePath: string) => new URL(`${siteUrl}${pagePath}`).href;

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character]!);

/**
 * sitemap.xml with every page file's address, and robots.txt pointing to it. The schema already
 * keeps the site address plain; escaping here as well means no content can ever become markup.
 */
export function searchFiles({ site, pages }: Pick<Content, 'site' | 'pages'>): { sitemap: string; robots: string } {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(absoluteUrl(site.url, page.path))}</loc></url>`);
  return {
    sitemap: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    robots: `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.url, `/${siteAddresses.sitemap}`)}\n`,
  };
}
