import faviconDataUrl from '/favicon.svg?inline';

/**
 * The favicon in the page, not a file: src/public/favicon.svg as a data: address. Browsers fetch a
 * linked favicon on a connection of its own right after `load`, which can come before the first
 * paint, and on a phone Lighthouse then counts that round trip in the page's LCP.
 */
export function SiteIcon() {
  return <link rel="icon" href={faviconDataUrl} type="image/svg+xml" />;
}
