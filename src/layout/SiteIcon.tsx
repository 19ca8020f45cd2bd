import faviconDataUrl from '/favicon.svg?inline';

/**
 * The address of the favicon: in the prerender, src/public/favicon.svg as a data: address; in the
 * browser, read back from the page, as the stylesheet is (SiteStylesheet.tsx), so that the
 * JavaScript does not carry it and hydration finds the element as it expects it.
 */
const href = import.meta.env.SSR
  ? faviconDataUrl
  : (document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '');

/**
 * The favicon in the page, not a file: browsers fetch a linked favicon on a connection of its own
 * right after `load`, which can come before the first paint, and on a phone Lighthouse then counts
 * that round trip in the page's LCP.
 */
export function SiteIcon() {
  return <link rel="icon" href={href} type="image/svg+xml" />;
}
