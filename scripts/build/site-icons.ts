/**
 * What a phone uses when the site is saved to its home screen: the touch icon (iOS looks for
 * /apple-touch-icon.png, 180 × 180, opaque: it rounds the corners itself) and the web manifest
 * (Android, desktop browsers), with the site's name and colour. The mark is src/public/favicon.svg's.
 *
 * The manifest goes in each page as a data: address, like the favicon (src/layout/SiteIcon.tsx): the
 * browser fetches a linked manifest file after `load`, and on a phone Lighthouse counted that round
 * trip in the LCP (0.76 s → 0.91 s, over the 0.9 s budget). Its addresses are absolute, as a data:
 * manifest has no address of its own to resolve them against.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../../project/environment.ts';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import type { Content } from '../../schema/load/index.ts';
import { colourValue } from '../../src/share-image.server.ts';

const favicon = () => readFileSync(path.join(projectRoot, 'src', 'public', siteAddresses.favicon), 'utf8');

/**
 * The favicon's mark on a square with no rounded corners and no transparency, as iOS wants it,
 * drawn a little smaller: the corners iOS rounds off would cut the mark's dot.
 */
export function touchIconSvg(): string {
  const svg = favicon();
  const square = /<rect\b[^>]*\/>/.exec(svg)?.[0];
  if (!square) throw new Error(`${siteAddresses.favicon}: the mark's square is missing`);
  const fill = /fill="([^"]+)"/.exec(square)?.[1] ?? colourValue('brand');
  return svg
    .replace(square, `<rect width="40" height="40" fill="${fill}"/><g transform="translate(5 5) scale(0.75)">`)
    .replace('</svg>', '</g></svg>');
}

export const touchIconSize = 180;

/**
 * The manifest: the site's name, colour and icons; short, as every page carries it. No start_url:
 * the browser then opens the page that was saved, and an absolute one would be ignored on any other
 * origin (a host's preview of a pull request).
 */
export function webManifest(site: Pick<Content['site'], 'brand' | 'url'>): string {
  return JSON.stringify({
    name: site.brand.name,
    // The site's colour, the pages' theme-color too (src/root.tsx).
    theme_color: colourValue('brand'),
    background_color: '#ffffff',
    icons: [
      { src: `${site.url}/${siteAddresses.favicon}`, sizes: 'any', type: 'image/svg+xml' },
      { src: `${site.url}/${siteAddresses.touchIcon}`, sizes: `${touchIconSize}x${touchIconSize}`, type: 'image/png' },
    ],
  });
}

/**
 * The manifest's JSON as a data: address inside a single-quoted attribute: only what a URL or that
 * attribute cannot hold is escaped. encodeURIComponent also escaped every quote, brace and colon,
 * 60 bytes more per page after gzip, all of it markup the developers' budget counts (page-weight.ts).
 */
function manifestAddress(json: string): string {
  const escaped = json.replace(/[%#'<>&\s]/g, (character) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `data:application/manifest+json,${escaped}`;
}

/** The page's link to its manifest, as a data: address (see above); put in its head by the build. */
export function withManifestLink(html: string, site: Pick<Content['site'], 'brand' | 'url'>): string {
  const link = `<link rel="manifest" href='${manifestAddress(webManifest(site))}'/>`;
  if (!html.includes('</head>')) throw new Error('a page without </head>');
  return html.replace('</head>', `${link}</head>`);
}

/** Writes the touch icon at the top of the built site. */
export async function writeTouchIcon(clientDir: string): Promise<void> {
  const icon = await sharp(Buffer.from(touchIconSvg()), { density: (72 * touchIconSize) / 40 })
    .resize(touchIconSize, touchIconSize)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(clientDir, siteAddresses.touchIcon), icon);
}
