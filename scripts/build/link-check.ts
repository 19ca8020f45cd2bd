import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFilesIn, servedFileAt } from '../lib/site-files.ts';

/** Whether a site-internal address is served by the built site (a page or an asset). */
function resolves(root: string, address: string): boolean {
  const pathname = decodeURIComponent(address.split(/[?#]/)[0]!);
  return servedFileAt(path.join(root, pathname)) !== undefined;
}

/**
 * Every link and resource address of the built HTML: internal ones must lead to a built page or
 * file; none may be empty, "#" or a script. Returns one line per problem (empty when all is well).
 */
export function checkLinks(root: string): string[] {
  const problems: string[] = [];
  for (const page of htmlFilesIn(root)) {
    const html = readFileSync(path.join(root, page), 'utf8');
    for (const [, attribute, address] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      const where = `${page}: ${attribute}="${address}"`;
      if (address === '' || address === '#') problems.push(`${where} (vazio)`);
      else if (/^\s*javascript:/i.test(address!)) problems.push(`${where} (script)`);
      else if (address!.startsWith('/') && !address!.startsWith('//') && !resolves(root, address!)) {
        problems.push(`${where} (não existe no site gerado)`);
      }
    }
  }
  return problems;
}
