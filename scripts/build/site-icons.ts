/**
 * What a phone uses when the site is saved to its home screen: the touch icon (iOS looks for
 * /apple-touch-icon.png, 180 × 180, opaque: it rounds the corners itself) and the web manifest
 * (Android, desktop browsers), with the site's name and colour. The mark is src/public/favicon.svg's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import type { Content } from '../../schema/load/index.ts';
import { colourValue } from '../../src/share-image.server.ts';
import { projectRoot } from '../lib/environment.ts';

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

/** The manifest: the site's name, colours and icons. Opened at the home page, in the browser's own window. */
export function webManifest(site: Pick<Content['site'], 'brand' | 'seo'>): string {
  return `${JSON.stringify(
    {
      name: site.brand.name,
      short_name: site.brand.name,
      description: site.seo.description,
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'browser',
      // The site's colour, the pages' theme-color too (src/root.tsx).
      theme_color: colourValue('brand'),
      background_color: '#ffffff',
      icons: [
        { src: `/${siteAddresses.favicon}`, sizes: 'any', type: 'image/svg+xml' },
        { src: `/${siteAddresses.touchIcon}`, sizes: `${touchIconSize}x${touchIconSize}`, type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Writes the touch icon and the manifest at the top of the built site. */
export async function writeSiteIcons(clientDir: string, site: Content['site']): Promise<void> {
  const icon = await sharp(Buffer.from(touchIconSvg()), { density: (72 * touchIconSize) / 40 })
    .resize(touchIconSize, touchIconSize)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(clientDir, siteAddresses.touchIcon), icon);
  writeFileSync(path.join(clientDir, siteAddresses.manifest), webManifest(site));
}
