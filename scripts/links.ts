import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Whether a site-internal address is served by the built site (a page or an asset). */
function resolves(root: string, address: string): boolean {
  const pathname = decodeURIComponent(address.split(/[?#]/)[0]!);
  const target = path.join(root, pathname);
  return isFile(target) || isFile(path.join(target, 'index.html'));
}

/**
 * Every link and resource address of the built HTML: internal ones must lead to a built page or
 * file; none may be empty, "#" or a script. Returns one line per problem (empty when all is well).
 */
export function checkLinks(root: string): string[] {
  const problems: string[] = [];
  const pages = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'));
  for (const page of pages) {
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
