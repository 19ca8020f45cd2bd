import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { placeholderContentType, placeholderImage } from './photo-placeholder.ts';

export interface LoopbackOptions {
  /** Told of every request that was meant for another host, before it is answered or aborted. */
  onExternalRequest?: (url: string, resourceType: string) => void;
}

/** The static server listens on 127.0.0.1 only; everything else is another host. */
const isLoopback = (url: URL) => url.hostname === '127.0.0.1';

/**
 * Answers every request to another host locally: images (another site's photo, which content may
 * name) with a placeholder, anything else with a failure. Loopback requests go through untouched.
 * On a context, for every page it opens; on a page, for that page alone (its context shared).
 */
export async function keepOnLoopback(target: BrowserContext | Page, options: LoopbackOptions = {}): Promise<void> {
  const placeholder = placeholderImage();
  await target.route(
    (url) => !isLoopback(url),
    async (route) => {
      const request = route.request();
      options.onExternalRequest?.(request.url(), request.resourceType());
      if (request.resourceType() === 'image') {
        await route.fulfill({ status: 200, contentType: placeholderContentType, body: placeholder });
      } else {
        await route.abort('internetdisconnected');
      }
    },
  );
}

/**
 * The same guard without intercepting, for pages of many requests: the CMS under `npm run cms` and
 * the live preview, whose dev server sends each module apart (about 400 for the CMS). Pausing every
 * request for `route` cost a fifth of the CPU of opening the local CMS (11.5 s against 9.4 s of all
 * processes, four openings of a page's form each way). Here each request to another host is told as
 * it leaves, and the browser's resolver refuses it (`loopbackOnlyFlag`, on every Chromium
 * `launchChromium` starts), so none reaches another host. Another site's image is refused rather
 * than drawn: the failure Chromium logs for it is told by `isExternalImageFailure`, so that a photo
 * content names is never an error.
 */
export function watchLoopback(context: BrowserContext, options: LoopbackOptions = {}) {
  const externalImages = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    // What `route` sees: requests over the network (not a blob: the page made itself).
    if (!/^https?:$/.test(url.protocol) || isLoopback(url)) return;
    if (request.resourceType() === 'image') externalImages.add(request.url());
    options.onExternalRequest?.(request.url(), request.resourceType());
  });
  return {
    /** Whether a console message is Chromium's failure to load another site's image. */
    isExternalImageFailure: (message: ConsoleMessage) => externalImages.has(message.location().url),
  };
}
