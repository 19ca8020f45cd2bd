/**
 * Who may call the local backend of `npm run cms`: requests addressed to it by its own loopback
 * name, from the CMS's own page. Browsers send both headers and a page cannot forge them.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface Callers {
  /** The port the backend listens on. */
  port: number;
  /** The dev server's origin, which serves the CMS: http://127.0.0.1:<port>. */
  cmsOrigin: string;
}

/**
 * `Host` names the backend itself, on loopback, by address or by `localhost`. A page of another
 * name that resolves to 127.0.0.1 (DNS rebinding) sends its own name here.
 */
export const isOwnHost = (host: string | undefined, port: number) =>
  host === `127.0.0.1:${port}` || host === `localhost:${port}`;

/**
 * `Origin` is the CMS's page, exactly. Any other page (another port, another name, a file, a
 * sandboxed frame's "null") is refused, and so is a request with no Origin: browsers send one on
 * every POST and on the preflight, so only a program that is not a browser omits it.
 */
export const isCmsOrigin = (origin: string | undefined, cmsOrigin: string) => origin === cmsOrigin;

export const isCmsCaller = (headers: IncomingHttpHeaders, { port, cmsOrigin }: Callers) =>
  isOwnHost(headers.host, port) && isCmsOrigin(headers.origin, cmsOrigin);
