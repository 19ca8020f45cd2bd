import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteAddresses } from '../../schema/fields/site-addresses.ts';
import type { CmsOnlineConfig } from '../../schema/generate/cms-config.ts';
import { onlineConfigMeta, runSettingNames, type RunSettings } from '../../admin/run-settings.ts';
import { pageFrameMeta } from '../../admin/weight/round-trip.ts';
import { pageFrames } from '../audit/page-frame.ts';
import { runViteBeside } from '../lib/child-process.ts';
import { buildOrKeep, type AdminCache } from './admin-cache.ts';
import { addressOf, htmlFilesIn, isBuilt, notFoundFile } from '../lib/site-files.ts';
import type { HeaderRule } from './headers-file.ts';
import { withCspMeta } from './security-policy.ts';

/** Where the CMS is published: /admin/ (admin/index.html and admin/assets/ in the site's folder). */
export const adminFolder = siteAddresses.admin;

/** Whether a file of the built site (relative to its folder) belongs to the CMS rather than to the public site. */
export const isAdminFile = (file: string) => file.split(path.sep)[0] === adminFolder;

/**
 * The CMS's own Content-Security-Policy, for /admin/ only: Decap compiles code at run time
 * ('unsafe-eval'), styles itself with inline style elements, shows previews and uploads as blob:
 * and data: images, reads the photo an editor chose through its blob: address (to send it, and to
 * keep it in the draft it backs up in the browser: refused, no photo could be uploaded online),
 * talks to the git host's API, and asks GitHub's status page every five minutes whether GitHub is up
 * (to say so when it is not; refused, it was a console error each time). A blob: address is made by
 * the page itself from a file it holds: allowing it lets nothing leave. The public pages keep their
 * strict policy.
 */
export function adminSecurityPolicy(imageOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...imageOrigins, 'https://avatars.githubusercontent.com'].join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self' blob: https://api.github.com https://www.githubstatus.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Builds the CMS into the site (vite.admin.config.ts, a bundle of its own that no public page loads),
 * its page saying where it saves: `online`, from the content's `cms` block. Returns why it failed, or undefined.
 */
export async function buildAdmin(
  clientDir: string,
  online: CmsOnlineConfig | undefined,
  cache?: AdminCache,
): Promise<string | undefined> {
  const outDir = path.join(clientDir, adminFolder);
  if (existsSync(outDir)) {
    return `✖ O endereço /${adminFolder}/ é o do editor do site (CMS): dê outro endereço à página que o usa.`;
  }
  const failure = await buildAdminBundle(outDir, cache);
  if (failure || !online) return failure;
  const page = path.join(outDir, 'index.html');
  writeFileSync(page, withMeta(readFileSync(page, 'utf8'), onlineConfigMeta, JSON.stringify(online)));
  return undefined;
}

/**
 * Vite's build of the CMS (vite.admin.config.ts), for production, into `outDir`, beside this process
 * (`npm run cms`'s dev server answers meanwhile); or the same CMS an earlier build kept
 * (scripts/build/admin-cache.ts). Its page says nowhere to save: the site's build writes where
 * (`buildAdmin`), `npm run cms`'s server its local backend (`withRunSettings`). Returns why it failed, or undefined.
 */
export async function buildAdminBundle(outDir: string, cache?: AdminCache): Promise<string | undefined> {
  const built = await buildOrKeep(
    outDir,
    (env) =>
      runViteBeside({
        args: ['build', '--config', 'vite.admin.config.ts'],
        // Never the environment's own NODE_ENV: the CMS that is kept is the production one.
        env: { ...env, NODE_ENV: 'production', INVERO_ADMIN_OUT_DIR: outDir },
      }),
    cache,
  );
  return built.ok ? undefined : `✖ A geração do editor do site (/${adminFolder}/) falhou:\n${built.output}`;
}

/** The CMS's page with a meta tag `name` of `content` (which the page reads by admin/run-settings.ts's `pageMeta`). */
const withMeta = (html: string, name: string, content: string): string =>
  html.replace(
    '</head>',
    () => `<meta name="${name}" content="${content.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/></head>`,
  );

/**
 * The CMS's page with what each page of the site weighs besides its text, by address, for the CMS's
 * warning of a page past one round trip (admin/weight/round-trip.ts).
 */
export const withPageFrames = (html: string, frames: Readonly<Record<string, number>>): string =>
  withMeta(html, pageFrameMeta, JSON.stringify(frames));

/** The CMS's page with the settings of the run that serves it (admin/run-settings.ts): those given. */
export const withRunSettings = (html: string, settings: RunSettings): string =>
  Object.entries(settings).reduce(
    (page, [setting, value]) =>
      value ? withMeta(page, runSettingNames[setting as keyof RunSettings], value) : page,
    html,
  );

/**
 * The CMS's page as the dev server serves it, with the frames of the pages of the site built last
 * (`npm run build`): as it was when nothing is built, and the CMS then tells nothing of a page's weight.
 */
export function withLastBuiltPageFrames(html: string, siteDir: string): string {
  if (!isBuilt(siteDir)) return html;
  const pages = htmlFilesIn(siteDir).filter((file) => file !== notFoundFile && !isAdminFile(file));
  return withPageFrames(html, pageFrames(siteDir, Object.fromEntries(pages.map((file) => [addressOf(file), file]))));
}

/**
 * The CMS's policy in its page (a meta tag) and for static hosts (`_headers` rules for /admin/), and
 * the frames of the site's pages (`withPageFrames`).
 */
export function finishAdmin(
  clientDir: string,
  imageOrigins: readonly string[],
  frames: Readonly<Record<string, number>>,
): HeaderRule[] {
  const policy = adminSecurityPolicy(imageOrigins);
  const page = path.join(clientDir, adminFolder, 'index.html');
  writeFileSync(page, withPageFrames(withCspMeta(readFileSync(page, 'utf8'), policy), frames));
  return [`/${adminFolder}`, `/${adminFolder}/*`].map((pattern): HeaderRule => [pattern, { 'Content-Security-Policy': policy }]);
}
