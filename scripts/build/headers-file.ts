import { siteAddresses } from '../../schema/fields/site-addresses.ts';

export type HeaderRule = [pattern: string, headers: Record<string, string>];

/**
 * The files under /assets/ are named after their content (scripts, the stylesheet, the photos'
 * files, the share pictures): a changed file is a new name, so a browser keeps each for a year and
 * never asks again. The site's version is never kept.
 */
export const cachingRules: HeaderRule[] = [
  [`/${siteAddresses.assets}/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }],
  // Which version the site carries changes with every deploy under the same address, and the CMS asks
  // it to tell an editor that a change is live: a copy kept anywhere would tell an old deploy.
  [`/${siteAddresses.version}`, { 'Cache-Control': 'no-store' }],
];

/** A page keeps its address from build to build: a browser checks it again before each use (a 304 when unchanged). */
export const pageCaching = { 'Cache-Control': 'public, max-age=0, must-revalidate' };

/**
 * `_headers` in the format Netlify and Cloudflare Pages read. A line break in a value would start a
 * header of its own, so one is a bug here, never something to write.
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  const line = (text: string) => {
    if (/[\r\n\0]/.test(text)) throw new Error(`quebra de linha num cabeçalho: ${JSON.stringify(text)}`);
    return text;
  };
  const blocks = rules.map(([pattern, headers]) =>
    [line(pattern), ...Object.entries(headers).map(([name, value]) => line(`  ${name}: ${value}`))].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
