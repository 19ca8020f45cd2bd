/**
 * The real build of the CMS, kept: Vite lists the project's files it read (what the kept build is
 * checked against), and the next build copies the kept one (tests/scripts/build/admin-cache.test.ts
 * pins when it may), even a site's that saves elsewhere: where is written into its page.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '../../../project/environment.ts';
import type { CmsOnlineConfig } from '../../../schema/generate/cms-config.ts';
import { writtenOnlineConfig } from '../../../admin/run-settings.ts';
import { adminFolder, buildAdmin, buildAdminBundle } from '../../../scripts/build/admin-site.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'invero-admin-inputs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("a build lists the files it read, and the next one copies what it built, whatever the site's cms block", async () => {
  const cache = { home: path.join(work, 'cache'), root: projectRoot };
  expect(await buildAdminBundle(path.join(work, 'first'), cache)).toBeUndefined();

  const [entry] = readdirSync(cache.home);
  const kept = JSON.parse(readFileSync(path.join(cache.home, entry!, 'inputs.json'), 'utf8')) as Record<string, string>;
  const read = Object.keys(kept);
  // The CMS's page and code, the schema it generates its form from, the site's sections it previews,
  // its configuration and the compiler's, Decap's swaps.
  expect(read).toEqual(
    expect.arrayContaining([
      'tsconfig.json',
      'src/sections/Hero/Hero.tsx',
      // Taken by the preview's stylesheet with @import: no module of the bundle.
      'src/styles/tokens.css',
      'admin/index.html',
      'admin/main.tsx',
      'schema/site.ts',
      'vite.admin.config.ts',
      'scripts/vite/decap-parts.ts',
      'admin/decap/swaps/bundle-swaps.ts',
      'admin/decap/swaps/select-in-portuguese.ts',
    ]),
  );
  // The project's own files only (the packages are keyed apart), every one there.
  expect(read.filter((file) => file.includes('node_modules') || !existsSync(path.join(projectRoot, file)))).toEqual([]);

  // What the second build serves is what was kept: a file put there shows it. That build is a site's
  // that saves to GitHub: the same CMS, its page saying where (the first's says nowhere).
  writeFileSync(path.join(cache.home, entry!, 'site', 'kept.txt'), 'guardado');
  const online: CmsOnlineConfig = {
    backend: { name: 'github', repo: 'grupoinvero/site', branch: 'main', auth_scope: 'public_repo' },
    site_url: 'https://exemplo.com.br',
    signIn: 'github',
  };
  expect(await buildAdmin(path.join(work, 'second'), online, cache)).toBeUndefined();
  const second = path.join(work, 'second', adminFolder);
  expect(readFileSync(path.join(second, 'kept.txt'), 'utf8')).toBe('guardado');
  const configIn = (dir: string) =>
    writtenOnlineConfig(new JSDOM(readFileSync(path.join(dir, 'index.html'), 'utf8')).window.document);
  expect(configIn(second)).toEqual(online);
  expect(configIn(path.join(work, 'first'))).toBeUndefined();
});
