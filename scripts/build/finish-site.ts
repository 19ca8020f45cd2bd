import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import type { Content } from '../../schema/load/index.ts';
import { notFoundPath } from '../../src/content.server.ts';
import { iconSprite } from '../../src/icon-sprite.server.tsx';
import { spriteUrl } from '../../src/components/Icon/sprite-url.ts';
import { addressOf, filesIn, htmlFileOf, htmlFilesIn, notFoundFile } from '../lib/site-files.ts';
import { finishAdmin, isAdminFile } from './admin-site.ts';
import { cachingRules, headersFile, pageCaching, type HeaderRule } from './headers-file.ts';
import { checkLinks } from './link-check.ts';
import { loadScriptsAfterPaint } from './scripts-after-paint.ts';
import { searchFiles } from './search-files.ts';
import { withManifestLink } from './site-icons.ts';
import { contentSecurityPolicy, frameAncestors, imageOriginsIn, securityHeaders, withCspMeta } from './security-policy.ts';

/**
 * Turns react-router's prerendered output into the published site: each page as `<address>.html`
 * (served at its address with no redirect, site-files.ts), the 404 page as `404.html`, no SPA
 * fallback (every page is prerendered), the icon sprite, scripts that load after the first paint
 * (scripts-after-paint.ts), a Content-Security-Policy in every page and in `_headers` for static
 * hosts (the CMS at /admin/ gets its own), caching rules, and no broken internal link. Throws, in
 * Portuguese, when a link is broken.
 */
export function finishSite(clientDir: string, content: Content): void {
  for (const { path: address } of content.pages) {
    if (address !== '/') publishAtAddress(clientDir, address, htmlFileOf(address));
  }
  publishAtAddress(clientDir, notFoundPath, notFoundFile);
  const fallback = path.join(clientDir, '__spa-fallback.html');
  if (existsSync(fallback)) rmSync(fallback);
  writeFileSync(path.join(clientDir, spriteUrl), iconSprite());
  removeUnreferencedAssets(clientDir);

  const imageOrigins = imageOriginsIn(content);
  const rules: HeaderRule[] = [
    ['/*', { ...securityHeaders, 'Content-Security-Policy': frameAncestors }],
    ...cachingRules,
  ];
  for (const file of htmlFilesIn(clientDir).filter((name) => !isAdminFile(name))) {
    const full = path.join(clientDir, file);
    const html = withManifestLink(loadScriptsAfterPaint(readFileSync(full, 'utf8'), file), content.site);
    const policy = contentSecurityPolicy(html, imageOrigins);
    writeFileSync(full, withCspMeta(html, policy));
    if (file === notFoundFile) continue; // served for any unknown address, so it relies on its meta tag
    rules.push([addressOf(file), { 'Content-Security-Policy': policy, ...pageCaching }]);
  }
  // The CMS (/admin/) has a policy of its own, looser than the pages', for it alone.
  rules.push(...finishAdmin(clientDir, imageOrigins));
  writeFileSync(path.join(clientDir, siteAddresses.headers), headersFile(rules));

  const { sitemap, robots } = searchFiles(content);
  writeFileSync(path.join(clientDir, siteAddresses.sitemap), sitemap);
  writeFileSync(path.join(clientDir, siteAddresses.robots), robots);

  const broken = checkLinks(clientDir);
  if (broken.length > 0) {
    throw new Error(`links quebrados no site gerado:\n${broken.map((link) => `  ${link}`).join('\n')}`);
  }
}

/**
 * Moves a prerendered page (`assessoria/index.html`, as React Router writes it) to the file the hosts
 * serve at its address (`assessoria.html`), and drops the folder it leaves empty (a page's data file
 * and deeper pages stay: `/a/b` keeps `a/`).
 */
function publishAtAddress(clientDir: string, address: string, published: string): void {
  const from = path.join(clientDir, address, 'index.html');
  renameSync(from, path.join(clientDir, published));
  const folder = path.dirname(from);
  if (readdirSync(folder).length === 0) rmdirSync(folder);
}

/**
 * React Router's server build writes the stylesheet a second time, under another hash, that no page
 * uses. An asset whose name no other file mentions is never requested, so it is not published.
 */
function removeUnreferencedAssets(clientDir: string): void {
  const assetsDir = path.join(clientDir, 'assets');
  const texts = filesIn(clientDir, /\.(html|js|css|json)$/).map((file) => ({
    file: path.join(clientDir, file),
    text: readFileSync(path.join(clientDir, file), 'utf8'),
  }));
  for (const name of readdirSync(assetsDir)) {
    const asset = path.join(assetsDir, name);
    if (!texts.some(({ file, text }) => file !== asset && text.includes(name))) rmSync(asset);
  }
}
