import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostAnswer, htmlFilesIn } from '../lib/site-files.ts';

/**
 * What is wrong with a site-internal address, if anything: the built site must serve it as it is
 * written, with no redirect (a page at `/x`, never `/x/` or `/x.html`), as the hosts do.
 */
function problemOf(root: string, address: string): string | undefined {
  const pathname = decodeURIComponent(address.split(/[?#]/)[0]!);
  const answer = hostAnswer(root, pathname.split('/').filter(Boolean), pathname.endsWith('/'));
  if (!answer) return 'não existe no site gerado';
  if (answer.location !== undefined) return `redireciona para ${answer.location}: escreva o endereço assim`;
  return undefined;
}

/** The addresses an attribute names: one, or each candidate of a `srcset` ("a.avif 480w, b.avif 800w"). */
const addressesIn = (attribute: string, value: string) =>
  attribute.toLowerCase() === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];

/**
 * Every link and resource address of the built HTML, a photo's every width too: internal ones must
 * lead to a built page or file, with no redirect; none may be empty, "#" or a script. Returns one
 * line per problem (empty when all is well).
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
      else if (address.startsWith('/') && !address.startsWith('//')) {
        const problem = problemOf(root, address);
        if (problem) problems.push(`${where} (${problem})`);
      }
    }
  }
  return problems;
}
