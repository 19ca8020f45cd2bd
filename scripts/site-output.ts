import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../schema/load/index.ts';
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
  removeUnreferencedAssets(clientDir);

  const imageOrigins = imageOriginsIn(content);
  const rules: HeaderRule[] = [['/*', { ...securityHeaders, 'Content-Security-Policy': frameAncestors }]];
  for (const file of htmlFiles(clientDir)) {
    const full = path.join(clientDir, file);
    const html = readFileSync(full, 'utf8');
    const policy = contentSecurityPolicy(html, imageOrigins);
    writeFileSync(full, withCspMeta(html, policy));
    if (file === '404.html') continue; // served for any unknown address, so it relies on its meta tag
    const address = addressOf(file);
    for (const variant of address === '/' ? ['/'] : [address, `${address}/`]) {
      rules.push([variant, { 'Content-Security-Policy': policy }]);
    }
  }
  writeFileSync(path.join(clientDir, '_headers'), headersFile(rules));

  const { sitemap, robots } = searchFiles(content);
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap);
  writeFileSync(path.join(clientDir, 'robots.txt'), robots);

  const broken = checkLinks(clientDir);
  if (broken.length > 0) {
    throw new Error(`links quebrados no site gerado:\n${broken.map((link) => `  ${link}`).join('\n')}`);
  }
}

/**
 * React Router's server build writes the stylesheet a second time, under another hash, that no page
 * uses. An asset whose name no other file mentions is never requested, so it is not published.
 */
function removeUnreferencedAssets(clientDir: string): void {
  const assetsDir = path.join(clientDir, 'assets');
  const texts = readdirSync(clientDir, { recursive: true })
    .map(String)
    .filter((file) => /\.(html|js|css|json)$/.test(file))
    .map((file) => ({ file: path.join(clientDir, file), text: readFileSync(path.join(clientDir, file), 'utf8') }));
  for (const name of readdirSync(assetsDir)) {
    const asset = path.join(assetsDir, name);
    if (!texts.some(({ file, text }) => file !== asset && text.includes(name))) rmSync(asset);
  }
}

type HeaderRule = [pattern: string, headers: Record<string, string>];

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

/** An address as the URL parser writes it: no space, quote, angle bracket or line break survives it. */
const absoluteUrl = (siteUrl: string, pagePath: string) => new URL(`${siteUrl}${pagePath}`).href;

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character]!);

/**
 * sitemap.xml with every page file's address, and robots.txt pointing to it. The schema already
 * keeps the site address plain; escaping here as well means no content can ever become markup.
 */
export function searchFiles({ site, pages }: Pick<Content, 'site' | 'pages'>): { sitemap: string; robots: string } {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(absoluteUrl(site.url, page.path))}</loc></url>`);
  return {
    sitemap: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    robots: `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.url, '/sitemap.xml')}\n`,
  };
}
