/**
 * The headers a static host sends with a file of the built site: the `_headers` rules the build
 * writes, its caching when they say nothing, and the validators that let a client keep its copy
 * (ETag, Last-Modified) with the check of a conditional request.
 */
import { readFileSync, type Stats } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FoundFile } from '../lib/site-files.ts';

/** What the host gzips: text. */
export const compressible = /\.(html|js|css|json|data|svg|txt|xml|webmanifest)$/;

export type Headers = Record<string, string>;

/** `_headers` rules (the format Netlify and Cloudflare Pages read): an address pattern, then indented headers. */
function readHeaderRules(root: string): { pattern: RegExp; headers: [string, string][] }[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, '_headers'), 'utf8');
  } catch {
    return [];
  }
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
    } else if (line.includes(':')) {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Like a static host: every matching rule adds its headers; a repeated header joins its values. */
export function withRuleHeaders(root: string, pathname: string, headers: Headers): Headers {
  // Read on every request: a rebuild swaps in a new _headers while the server runs.
  for (const rule of readHeaderRules(root)) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** Weak: the gzip and the plain body share it, as with nginx; both carry `vary: accept-encoding`. */
const etagOf = (stats: Stats) => `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/** Whether the client's copy is current: by ETag when it sends one, else by date. */
export function isFresh(request: IncomingMessage, stats: Stats): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, ''); // weak comparison, as RFC 9110 asks
    return tags.split(',').some((tag) => opaque(tag) === '*' || opaque(tag) === opaque(etagOf(stats)));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // A date later than this server's clock is invalid and ignored (RFC 9110 §13.1.3; RFC 2616 §14.25
  // said it in so many words): it cannot come from a Last-Modified we sent, and a client that set its
  // clock ahead would otherwise keep a stale copy for as long as its date stays ahead of every rebuild.
  if (since > Date.now()) return false;
  return Math.floor(stats.mtimeMs / 1000) * 1000 <= since; // false for a missing or bad date (NaN)
}

/**
 * What Cloudflare Pages sends when `_headers` says nothing of caching (Netlify sends the same): every
 * copy is checked again before use. A 404 is never stored, whatever the rules say: the address may
 * exist after the next deploy. Any other caching comes from `_headers` (the build's rules), as on the host.
 */
const hostCaching = { found: 'public, max-age=0, must-revalidate', notFound: 'no-store' };

export function headersFor(root: string, pathname: string, { file, stats }: FoundFile, isPage: boolean): Headers {
  const headers: Headers = {};
  // On the plain body too, so that a cache never hands it to a client asking for gzip, or the reverse.
  if (compressible.test(file)) headers.vary = 'accept-encoding';
  if (isPage) Object.assign(headers, { etag: etagOf(stats), 'last-modified': stats.mtime.toUTCString() });
  withRuleHeaders(root, pathname, headers);
  if (!isPage) headers['cache-control'] = hostCaching.notFound;
  else headers['cache-control'] ??= hostCaching.found;
  return headers;
}
