/**
 * Who may call the local backend of `npm run cms`: requests addressed to it by its own loopback
 * name, from the CMS's own page, carrying this run's secret. Browsers send the first two headers and
 * a page cannot forge them; the secret is what the CMS's tab holds (admin/repository/local/run-secret.ts) and
 * another page at its origin (a document the dev server serves, as the outside audit's SVG was) does not.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { runSecret } from '../../admin/repository/local/run-secret.ts';

export interface Callers {
  /** The port the backend listens on. */
  port: number;
  /** The dev server's origin, which serves the CMS: http://127.0.0.1:<port>. */
  cmsOrigin: string;
  /** This run's secret, which `npm run cms` makes at start and puts in the CMS's address it prints. */
  secret: string;
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

/** Host and Origin: all a preflight can show, since it carries no header's value. */
export const isCmsCaller = (headers: IncomingHttpHeaders, { port, cmsOrigin }: Omit<Callers, 'secret'>) =>
  isOwnHost(headers.host, port) && isCmsOrigin(headers.origin, cmsOrigin);

/**
 * Whether the request carries this run's secret, compared in constant time. A custom header also
 * makes every cross-origin request a preflighted one: a form or a `no-cors` fetch cannot carry it.
 */
export function carriesSecret(headers: IncomingHttpHeaders, secret: string): boolean {
  const sent = headers[runSecret.header];
  if (typeof sent !== 'string') return false;
  const [given, expected] = [Buffer.from(sent), Buffer.from(secret)];
  return given.length === expected.length && timingSafeEqual(given, expected);
}
