/**
 * The system Chromium, driven by playwright-core, for the browser tests, `npm run screenshots` and
 * Lighthouse. Nothing here downloads a browser, and nothing it opens may leave the machine.
 */
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '../lib/environment.ts';

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
