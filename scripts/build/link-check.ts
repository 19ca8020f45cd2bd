import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFilesIn, servedFileAt } from '../lib/site-files.ts';

/** Whether a site-internal address is served by the built site (a page or an asset). */
function resolves(root: string, address: string): boolean {
  const pathname = decodeURIComponent(address.split(/[?#]/)[0]!);
  return servedFileAt(path.join(root, pathname)) !== undefined;
}

/** The addresses an attribute names: one, or each candidate of a `srcset` ("a.avif 480w, b.avif 800w"). */
const addressesIn = (attribute: string, value: string) =>
  attribute.toLowerCase() === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];

/**
 * Every link and resource address of the built HTML, a photo's every width too: internal ones must
 * lead to a built page or file; none may be empty, "#" or a script. Returns one line per problem
 * (empty when all is well).
 */
export function checkLinks(root: string): string[] {
  const problems: string[] = [];
  for (const page of htmlFilesIn(root)) {
    const html = readFileSync(path.join(root, page), 'utf8');
    // React writes the attribute as `srcSet`; HTML reads attribute names in any case.
    const named = [...html.matchAll(/\s(href|src|srcset)="([^"]*)"/gi)].flatMap(([, attribute, value]) =>
      addressesIn(attribute!, value!).map((address) => [attribute!, address] as const),
    );
    for (const [attribute, address] of named) {
      const where = `${page}: ${attribute}="${address}"`;
      if (address === '' || address === '#') problems.push(`${where} (vazio)`);
      else if (/^\s*javascript:/i.test(address)) problems.push(`${where} (script)`);
      else if (address.startsWith('/') && !address.startsWith('//') && !resolves(root, address)) {
        problems.push(`${where} (não existe no site gerado)`);
      }
    }
  }
  return problems;
}
