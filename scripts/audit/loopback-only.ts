import type { BrowserContext } from 'playwright-core';
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
 */
export async function keepOnLoopback(context: BrowserContext, options: LoopbackOptions = {}): Promise<void> {
  const placeholder = placeholderImage();
  await context.route(
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
