import type { MetaDescriptor } from 'react-router';
import type { SiteData } from './site-data.ts';

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** A page's own path, from the address it was asked at: `/assessoria/` is `/assessoria`, `/` stays. */
export const pagePathOf = (pathname: string): string => pathname.replace(/(.)\/+$/, '$1');

/** The root route's data, from a meta function's matches. */
export function siteDataOf(matches: readonly (MatchWithData | undefined)[]): SiteData {
  const root = matches.find((match) => match?.id === 'root');
  return root?.loaderData as SiteData;
}

/** What a page's meta tags say of the picture a link to it shows (src/share-image.server.ts). */
export interface ShareImage {
  /** Absolute, as the apps that read it require. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's own path, for its canonical address; none for pages that must not be indexed. */
  path?: string;
  image?: ShareImage;
}

/** Title, description, canonical address, Open Graph tags and share picture of a page. */
export function pageMeta(
  matches: readonly (MatchWithData | undefined)[],
  { title, description, path, image }: PageMetaInput,
): MetaDescriptor[] {
  const { site } = siteDataOf(matches);
  const url = path === undefined ? undefined : `${site.url}${path === '/' ? '/' : path}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand.name },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
  ];
}
