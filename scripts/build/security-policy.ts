import { createHash } from 'node:crypto';

/**
 * The inline scripts of a page the browser runs or reads as rules: the islands' loader and the
 * speculation rules (scripts/build/island-scripts.ts, speculation-rules.ts). Data blocks (the
 * structured data for search engines) are never run, and the policy does not apply to them.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\btype="application\/(ld\+)?json"/.test(attributes!))
    .map((match) => match[2]!);
}

/** Inline stylesheets of a page: the site's own (src/layout/SiteStylesheet.tsx). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
}

/** The hash sources (`'sha256-…'`) of some inline texts, each once. */
const hashSources = (texts: string[]): string[] =>
  [...new Set(texts)].map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);

/**
 * The Content-Security-Policy of one page: only this site's files, the inline scripts and styles it
 * was built with (by hash, so nothing injected later can run or restyle the page), and images from
 * the hosts the content names or written in the page.
 */
export function contentSecurityPolicy(html: string, imageOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashSources(inlineScripts(html))].join(' '),
    ["style-src 'self'", ...hashSources(inlineStyles(html))].join(' '),
    // data: for the favicon, which each page carries in itself (src/layout/SiteIcon.tsx).
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    // data: for the manifest, which each page carries in itself (scripts/build/site-icons.ts).
    "manifest-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers for every response; `frame-ancestors` only works as a header, never in a meta tag. */
export const securityHeaders: Record<string, string> = {
  // Two years, the value browsers' preload lists ask for: after one visit, never plain http again.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

export const frameAncestors = "frame-ancestors 'none'";

/** Puts the policy at the top of <head> (after the charset), so it applies before any script is met. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace('<head>', `<head>${meta}`);
}

/** The https origins of every image the content names (`src: https://…` anywhere in it). */
export function imageOriginsIn(content: unknown): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string' && key === 'src' && value.startsWith('https://')) origins.add(new URL(value).origin);
    else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(content);
  return [...origins].sort();
}
