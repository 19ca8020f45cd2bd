import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../schema/load.ts';
import { notFoundPath } from '../src/content.server.ts';
import { iconSprite } from '../src/icon-sprite.server.tsx';
import { spriteUrl } from '../src/components/Icon/sprite-url.ts';
import { checkLinks } from './links.ts';
import { contentSecurityPolicy, frameAncestors, imageOriginsIn, securityHeaders, withCspMeta } from './security.ts';

const htmlFiles = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'));

/** The address a built HTML file is served at: `assessoria/index.html` → `/assessoria`. */
const addressOf = (file: string) => `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';

/**
 * Turns react-router's prerendered output into the published site: the 404 page as `404.html`, no
 * SPA fallback (every page is prerendered), the icon sprite, a Content-Security-Policy in every page and in
 * `_headers` for static hosts, and no broken internal link. Throws, in Portuguese, when a link is broken.
 */
export function finishSite(clientDir: string, content: Content): void {
  const notFoundDir = path.join(clientDir, notFoundPath);
  renameSync(path.join(notFoundDir, 'index.html'), path.join(clientDir, '404.html'));
  rmSync(notFoundDir, { recursive: true, force: true });
  const fallback = path.join(clientDir, '__spa-fallback.html');
  if (existsSync(fallback)) rmSync(fallback);
  writeFileSync(path.join(clientDir, spriteUrl), iconSprite());

  const imageOrigins = imageOriginsIn(content);
  const rules: string[] = [
    '/*',
    ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    `  Content-Security-Policy: ${frameAncestors}`,
  ];
  for (const file of htmlFiles(clientDir)) {
    const full = path.join(clientDir, file);
    const html = readFileSync(full, 'utf8');
    const policy = contentSecurityPolicy(html, imageOrigins);
    writeFileSync(full, withCspMeta(html, policy));
    if (file === '404.html') continue; // served for any unknown address, so it relies on its meta tag
    const address = addressOf(file);
    for (const variant of address === '/' ? ['/'] : [address, `${address}/`]) {
      rules.push('', variant, `  Content-Security-Policy: ${policy}`);
    }
  }
  writeFileSync(path.join(clientDir, '_headers'), `${rules.join('\n')}\n`);

  writeSearchFiles(clientDir, content);

  const broken = checkLinks(clientDir);
  if (broken.length > 0) {
    throw new Error(`links quebrados no site gerado:\n${broken.map((link) => `  ${link}`).join('\n')}`);
  }
}

/** sitemap.xml with every page file's address, and robots.txt pointing to it. */
function writeSearchFiles(clientDir: string, { site, pages }: Content): void {
  const urls = pages.map((page) => `  <url><loc>${site.url}${page.path}</loc></url>`);
  writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
}
