import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Page } from '../../schema/page.ts';
import { withCompactIslandProps } from '../../scripts/build/island-scripts.ts';
import { ImageRenderingContext, type ImageRendering } from '../../src/components/Picture/rendering.ts';
import { PageSections } from '../../src/sections/PageSections.tsx';
import { SiteDataContext, type SiteData } from '../../src/site-data.ts';
import { estimatedPageBytes, pageText } from './round-trip.ts';

/** The widths the build publishes a photo at (src/images.server.ts, `imageWidths`; a test keeps them equal). */
export const publishedWidths = [480, 800, 1200, 1600] as const;

/**
 * Ten letters and digits made from `text`, the way the build names each file of a photo by a hash:
 * as many bytes, and as little for gzip to find in them.
 */
function fileKey(text: string): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let hash = 2166136261;
  let key = '';
  for (const character of `${text}`.padEnd(10, '.')) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  for (let index = 0; index < 10; index++) {
    hash = Math.imul(hash ^ (hash >>> 13), 0x5bd1e995) ^ index;
    key += letters[(hash >>> 7) & 63];
  }
  return key;
}

/**
 * A photo of the content folder as the built page names it (src/images.server.ts, `renderingOf`):
 * AVIF and WebP at each published width and a JPEG, each file named by the photo and a hash. The
 * estimate does not know the photo's own width: it counts the widest case, every width. Another
 * site's photo is named by its address, as on the site.
 */
function photoOf(src: string): ImageRendering | undefined {
  if (src.startsWith('https://')) return undefined;
  const name = src.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  const file = (width: number, extension: string) =>
    `/assets/${name}-${width}-${fileKey(`${src}:${width}:${extension}`)}.${extension}`;
  const sources = ['avif', 'webp'].map((format) => ({
    type: `image/${format}`,
    srcSet: publishedWidths.map((width) => `${file(width, format)} ${width}w`).join(', '),
  }));
  return { src: file(1200, 'jpg'), width: 1600, height: 1067, sources };
}

/**
 * The content of the page's <main> as the site's own components draw it (src/routes/page.tsx), in a
 * detached element: what the build's prerender writes there, the photos' files named alike.
 */
export function drawnMain(page: Page, siteData: SiteData): string {
  const accent = siteData.companies.find((company) => company.id === page.company)?.colour ?? 'brand';
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <SiteDataContext value={siteData}>
        <ImageRenderingContext value={photoOf}>
          <div data-accent={accent}>
            <PageSections sections={page.sections} />
          </div>
        </ImageRenderingContext>
      </SiteDataContext>,
    ),
  );
  const html = host.innerHTML;
  root.unmount();
  return withCompactIslandProps(html);
}

/** The page being edited, compressed as the site would send it: the frame's share and its text as drawn now. */
export async function estimatePage(page: Page, siteData: SiteData, frame: number): Promise<number> {
  return estimatedPageBytes(frame, pageText(page.title, page.description, drawnMain(page, siteData)));
}
