/**
 * The names the site itself takes at the top of its addresses: what the build writes at the top of
 * dist/, and what only the dev server serves. A page whose address starts with one of them would
 * take its place or lose it (`path: /404` replaced the 404 page, `/assets` built and vanished), so
 * the page schema refuses them (ids.ts). The build and the dev server name these files and folders
 * from here, and a build test checks that a built dist/ holds nothing at its top but pages and these.
 */
export const siteAddresses = {
  /** Where the 404 page is prerendered; published as `notFoundFile`. */
  notFound: '404',
  notFoundFile: '404.html',
  /** The home page's file; some hosts (Cloudflare Pages) also answer `/index` with it. */
  home: 'index.html',
  homeAlias: 'index',
  /** The CMS. */
  admin: 'admin',
  /** Scripts, the stylesheet and the photos' files. */
  assets: 'assets',
  iconSprite: 'icons.svg',
  favicon: 'favicon.svg',
  /** The icon iOS puts on a home screen (scripts/build/site-icons.ts). */
  touchIcon: 'apple-touch-icon.png',
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  /** The headers a static host sends (Netlify, Cloudflare Pages). */
  headers: '_headers',
  /** Which version of the content the site was built from, never cached: the CMS asks it whether a change is live. */
  version: 'version.json',
  /** The section gallery, in the dev server only. */
  gallery: '_secoes',
} as const;

export type SiteAddress = keyof typeof siteAddresses;

/** React Router's prerender writes each page's data beside it as `<address>.data` (the home page's as `_.data`). */
export const pageDataExtension = '.data';

/** What a name at the top of the site is for, if the site takes it: one of the list, or a page's data. */
export function reservedName(name: string): SiteAddress | 'pageData' | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith(pageDataExtension)) return 'pageData';
  return (Object.keys(siteAddresses) as SiteAddress[]).find((key) => siteAddresses[key] === lower);
}

/** The first segment of a page address, `/admin/equipe` → `admin`: what would sit at the top of the site. */
export const firstSegment = (address: string) => address.split('/')[1] ?? '';
