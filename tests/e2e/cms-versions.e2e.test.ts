/**
 * Nothing an editor does is lost, with the local editor (`npm run cms` in Chromium, on a temporary
 * git copy): the scenarios of versions/scenarios.ts (but those run online only, whose local part
 * tests/scripts/cms/local-backend/ and local-session/ pin), where the repository is
 * the copy's files and another editor's save is a file written on disk.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { openEntry, startupTimeout, stepTimeout, test, validates, type CmsCopy } from './cms-support.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { versionScenarios } from './versions/scenarios.ts';
import { type EditorSite } from './versions/editor-site.ts';

function localSite(browser: Parameters<typeof openEntry>[0], cms: CmsCopy): EditorSite {
  const file = (slug: string) => path.join(cms.contentDir, 'pages', `${slug}.yaml`);
  const entryHash = (slug: string) => `/collections/${cmsNames.pages}/entries/${slug}`;
  return {
    // Locally there is no sign-in: anyone at the machine edits the files.
    open: (_who, slug) => openEntry(browser, cms, cmsNames.pages, slug),
    reopen: async (page: Page, slug) => {
      const again = await page.context().newPage();
      await again.goto(`${cms.adminUrl}#${entryHash(slug)}`);
      return again;
    },
    text: (slug) => readFileSync(file(slug), 'utf8'),
    saveAs: (_who, slug, text) => (text === undefined ? rmSync(file(slug)) : writeFileSync(file(slug), text)),
    savePhotoAs: (_who, name, bytes) => writeFileSync(path.join(cms.contentDir, 'images', name), bytes),
    cutOff: async (page) => {
      await page.route(cms.backendUrl, (route) => route.abort('connectionrefused'));
      return () => page.unroute(cms.backendUrl);
    },
    unreachable: 'cms-save-local-down',
    movedWrite: /status of 412/,
    validates: () => validates(cms).status === 0,
  };
}

describe('nothing an editor does is lost, locally', () => {
  for (const scenario of versionScenarios.filter(({ onlineOnly }) => !onlineOnly)) {
    test(scenario.name, { timeout: 2 * startupTimeout + scenario.steps * stepTimeout }, async ({ browser, cms }) => {
      restoreAfterTest(cms);
      await scenario.run(localSite(browser, cms));
    });
  }
});
