/**
 * The system Chromium, driven by playwright-core, for the browser tests and `npm run screenshots`.
 * Nothing here downloads a browser, and nothing it opens may leave the machine.
 */
import { crc32, deflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The Debian package's binary; CHROMIUM_PATH points elsewhere on machines that keep it elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: without these Chromium calls home, which this machine's closed network refuses. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A second lock on the door: any host but loopback (and those mapped to it) fails to resolve, so a
 * request that slips past interception still cannot reach the internet.
 */
export const loopbackOnlyFlag = (mapped: string[] = []) =>
  `--host-resolver-rules=${[...mapped, 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'].join(', ')}`;

const chromiumArgs = ['--headless', ...quietChromiumFlags, loopbackOnlyFlag()];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/** What an external image (the clinic photo) gets: a local placeholder, or a network failure. */
export type ExternalImages = 'placeholder' | 'fail';

export interface LoopbackOptions {
  externalImages: ExternalImages;
  /** Told of every request that was meant for another host, before it is answered or aborted. */
  onExternalRequest?: (url: string, resourceType: string) => void;
}

/** The static server listens on 127.0.0.1 only; everything else is another host. */
const isLoopback = (url: URL) => url.hostname === '127.0.0.1';

/**
 * Answers every request to another host locally: images with a generated placeholder (or a failure,
 * to exercise the fallback), anything else with a failure. Loopback requests go through untouched.
 */
export async function keepOnLoopback(context: BrowserContext, options: LoopbackOptions): Promise<void> {
  const placeholder = placeholderPng();
  await context.route(
    (url) => !isLoopback(url),
    async (route) => {
      const request = route.request();
      options.onExternalRequest?.(request.url(), request.resourceType());
      if (request.resourceType() === 'image' && options.externalImages === 'placeholder') {
        await route.fulfill({ status: 200, contentType: 'image/png', body: placeholder });
      } else {
        await route.abort('internetdisconnected');
      }
    },
  );
}

/**
 * Waits until React has hydrated the page and run its effects (the scroll, Escape and F8 listeners):
 * a click on a prerendered button before that does nothing. React tags every node it hydrates; the
 * notice region is the last part of the page, and a frame later the effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const region = document.querySelector('section[aria-label="Notifications"]');
    return region !== null && Object.keys(region).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Scrolls to the bottom half a screen at a time, so that lazy images load and scroll effects run,
 * then waits for every image to have loaded or failed.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** The placeholder's size matches the clinic photo's declared 3:2 box, so pages lay out the same. */
export const placeholderSize = { width: 1200, height: 800 } as const;

/**
 * A PNG with a soft vertical gradient, built by hand (signature, IHDR, IDAT, IEND) so that no image
 * library is needed. Each row is a filter byte (0) followed by RGB pixels.
 */
export function placeholderPng({ width, height } = placeholderSize): Buffer {
  const top = [203, 213, 225];
  const bottom = [148, 163, 184];
  const rowLength = 1 + width * 3;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    const t = height > 1 ? y / (height - 1) : 0;
    const colour = top.map((start, i) => Math.round(start + (bottom[i]! - start) * t));
    for (let x = 0; x < width; x++) pixels.set(colour, y * rowLength + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, default compression/filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
