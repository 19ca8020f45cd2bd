import * as z from 'zod';
import { whatsappPlainText } from './whatsapp.ts';

/**
 * Addresses are judged by the platform's URL parser, the one the build, the browser and the link
 * check use: a pattern alone let `https://[evil.example/x.png` through validation and then broke
 * the build. Anything these accept, the build accepts.
 */
export function parse(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * Why a text is not the https address of another site, as it reads to a person and to a browser:
 * - `slashes`: "https:evil.example" or "https:/evil.example". The parser reads another site, but a
 *   link on the site's own https pages resolves it as one of the site's paths: a page not found;
 * - `whatsapp-text`: a wa.me address whose message is plain text ("?text=Olá, quero agendar"), not
 *   in URL code: named apart, with the address in code to use (whatsapp.ts);
 * - `spaces`: a space anywhere; an address is written without one;
 * - `credentials`: anything before an "@" in the host part is a user name and password to a browser,
 *   so "https://www.exemplo.com.br@evil.example" opens evil.example;
 * - `address`: any other scheme, a backslash (which a browser reads as "/"), no real domain name.
 */
export type WebAddressFault = 'slashes' | 'whatsapp-text' | 'spaces' | 'credentials' | 'address';

export function webAddressFault(value: string): WebAddressFault | undefined {
  if (!/^https:/i.test(value)) return 'address';
  if (!/^https:\/\/(?![/\\])/i.test(value)) return 'slashes';
  if (whatsappPlainText(value).length > 0) return 'whatsapp-text';
  if (/\s/.test(value)) return 'spaces';
  const url = value.includes('\\') ? undefined : parse(value);
  if (!url) return 'address';
  if (/^https:\/\/[^/?#]*@/i.test(value)) return 'credentials';
  return z.regexes.domain.test(url.hostname) ? undefined : 'address';
}

/** An https address of another site: a real domain name, right after "https://", no password in it, no spaces. */
export const isWebAddress = (value: string) => webAddressFault(value) === undefined;

/** The site an address opens, as a browser reads it: "evil.example" for "https://a@evil.example/x". */
export const siteOf = (value: string) => parse(value)?.hostname;
