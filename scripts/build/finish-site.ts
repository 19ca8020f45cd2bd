import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import { pageFrames } from '../audit/page-frame.ts';
import type { Content } from '../../schema/load/index.ts';
import { notFoundPath } from '../../src/content.server.ts';
import { iconSprite } from '../../src/icon-sprite.server.tsx';
import { spriteUrl } from '../../src/components/Icon/sprite-url.ts';
import { addressOf, filesIn, htmlFileOf, htmlFilesIn, notFoundFile } from '../lib/site-files.ts';
import { finishAdmin, isAdminFile } from './admin-site.ts';
import { cachingRules, headersFile, pageCaching, type HeaderRule } from './headers-file.ts';
import { withCompactIslandProps, withIslandScripts } from './island-scripts.ts';
import type { IslandsBundle } from './islands-bundle.ts';
import { checkLinks } from './link-check.ts';
import { searchFiles } from './search-files.ts';
import { withPageStylesheet } from './page-stylesheet.ts';
import { withManifestLink } from './site-icons.ts';
import { withSpeculationRules } from './speculation-rules.ts';
import { contentSecurityPolicy, frameAncestors, imageOriginsIn, securityHeaders, withCspMeta } from './security-policy.ts';

/**
 * Turns react-router's prerendered output into the published site: each page as `<address>.html`
 * (served at its address with no redirect, site-files.ts), the 404 page as `404.html`, none of what
 * only React Router's client would read (the SPA fallback, the pages' `.data` files, its scripts:
 * the pages do not load it), the icon sprite, the scripts of each page's islands
 * (island-scripts.ts) and the rules that make the next page instant (speculation-rules.ts), a
 * Content-Security-Policy in every page and in `_headers` for static hosts (the CMS at /admin/ gets
 * its own), caching rules, and no broken internal link. Throws, in Portuguese, when a link is broken.
 */
export function finishSite(clientDir: string, content: Content, islands: IslandsBundle): void {
  for (const { path: address } of content.pages) {
    if (address !== '/') publishAtAddress(clientDir, address, htmlFileOf(address));
  }
  publishAtAddress(clientDir, notFoundPath, notFoundFile);
  const fallback = path.join(clientDir, '__spa-fallback.html');
  if (existsSync(fallback)) rmSync(fallback);
  for (const data of filesIn(clientDir, /\.data$/).filter((file) => !isAdminFile(file))) rmSync(path.join(clientDir, data));
  writeFileSync(path.join(clientDir, spriteUrl), iconSprite());

  const imageOrigins = imageOriginsIn(content);
  // What the islands' code may draw in any page: a stylesheet rule it needs stays in every page.
  const islandScripts = islands.files.map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
  const rules: HeaderRule[] = [
    ['/*', { ...securityHeaders, 'Content-Security-Policy': frameAncestors }],
    ...cachingRules,
  ];
  const editorUrl = content.site.cms?.editorUrl;
  const editorAddress = editorUrl ? { editor: editorUrl, site: new URL(content.site.url).origin } : undefined;
  for (const file of htmlFilesIn(clientDir).filter((name) => !isAdminFile(name))) {
    const full = path.join(clientDir, file);
    const styled = withPageStylesheet(withCompactIslandProps(readFileSync(full, 'utf8')), islandScripts);
    const html = withManifestLink(withSpeculationRules(withIslandScripts(styled, islands, editorAddress)), content.site);
    const policy = contentSecurityPolicy(html, imageOrigins);
    writeFileSync(full, withCspMeta(html, policy));
    if (file === notFoundFile) continue; // served for any unknown address, so it relies on its meta tag
    rules.push([addressOf(file), { 'Content-Security-Policy': policy, ...pageCaching }]);
  }
  // The CMS (/admin/) has a policy of its own, looser than the pages', for it alone, and weighs the
  // page being edited from what the pages built here weigh besides their text.
  const frames = pageFrames(clientDir, Object.fromEntries(content.pages.map((page) => [page.path, htmlFileOf(page.path)])));
  rules.push(...finishAdmin(clientDir, imageOrigins, frames));
  removeUnreachableAssets(clientDir);
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
 * An asset is published only if a page (or the CMS) can reach it: named by a file outside `assets/`,
 * or by an asset that is itself reached. React Router's client build (its router, the route modules,
 * their manifest), which the pages no longer load, and the stylesheet its server build writes a
 * second time name one another, but nothing that is served names them.
 */
function removeUnreachableAssets(clientDir: string): void {
  const assetsDir = path.join(clientDir, 'assets');
  const unreached = new Set(readdirSync(assetsDir));
  const read = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
  let texts = filesIn(clientDir, /\.(html|js|css|json)$/)
    .filter((file) => file.split(path.sep)[0] !== 'assets')
    .map(read);
  while (texts.length > 0) {
    const reached = [...unreached].filter((name) => texts.some((text) => text.includes(name)));
    for (const name of reached) unreached.delete(name);
    texts = reached.filter((name) => /\.(js|css)$/.test(name)).map((name) => read(path.join('assets', name)));
  }
  for (const name of unreached) rmSync(path.join(assetsDir, name));
}
