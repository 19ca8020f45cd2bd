/**
 * The local editor (`npm run cms` in Chromium, on a temporary git copy) in the scenarios of
 * history/scenarios.ts and versions/scenarios.ts, one dev server for both: the richest of each family,
 * the local backend wired to the same screens end to end (the others run online only, and their local
 * part is pinned without a browser in tests/scripts/cms/local-backend/ and local-session/).
 *
 * After Publicar, each publish is a commit of the checkout in its own name
 * (scripts/cms/local-commits.ts), the history is the checkout's commits, another editor's change is a
 * commit of theirs, and a publish ends saved on this machine, shown by the live preview. For nothing
 * lost, the repository is the copy's files and another editor's save is a file written on disk.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import {
  git,
  localEditor,
  openCms,
  openEntry,
  startupTimeout,
  stepTimeout,
  validates,
  type CmsCopy,
} from './cms-support.ts';
import { test } from './cms-test.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { historyScenarios } from './history/scenarios.ts';
import { type HistorySite } from './history/history-site.ts';
import { versionScenarios } from './versions/scenarios.ts';
import { type EditorSite } from './versions/editor-site.ts';

const entryHash = (slug: string) => `/collections/${cmsNames.pages}/entries/${slug}`;

function localHistorySite(browser: Parameters<typeof openEntry>[0], cms: CmsCopy): HistorySite {
  const onDisk = (file: string) => path.join(cms.root, file);
  return {
    open: (slug) => openEntry(browser, cms, cmsNames.pages, slug),
    openPages: async () => {
      const opened = await openCms(browser, cms, `/collections/${cmsNames.pages}`);
      await opened.page.getByTestId('cms-deleted-pages-open').waitFor({ timeout: startupTimeout });
      return opened;
    },
    text: (file) => (existsSync(onDisk(file)) ? readFileSync(onDisk(file), 'utf8') : undefined),
    bytes: (file) => (existsSync(onDisk(file)) ? readFileSync(onDisk(file)) : undefined),
    versions: () => Number(git(cms.root, 'rev-list', '--count', 'HEAD').trim()),
    newestAuthor: () => git(cms.root, 'log', '-1', '--format=%an').trim(),
    commitAs: (file, content) => {
      if (content === null) rmSync(onDisk(file));
      else writeFileSync(onDisk(file), content);
      git(cms.root, 'add', '--all', '--', file);
      git(cms.root, 'commit', '--quiet', '--author', 'Bruno Lima <bruno@127.0.0.1>', '--message', 'Outra mudança');
    },
    editor: localEditor.name,
    ends: 'local',
  };
}

describe('after Publicar, locally: history, restore and undo', () => {
  for (const scenario of historyScenarios.filter(({ onlineOnly }) => !onlineOnly)) {
    test(scenario.name, { timeout: 2 * startupTimeout + scenario.steps * stepTimeout }, async ({ browser, cms }) => {
      restoreAfterTest(cms);
      await scenario.run(localHistorySite(browser, cms));
    });
  }
});

function localEditorSite(browser: Parameters<typeof openEntry>[0], cms: CmsCopy): EditorSite {
  const file = (slug: string) => path.join(cms.contentDir, 'pages', `${slug}.yaml`);
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
      await scenario.run(localEditorSite(browser, cms));
    });
  }
});
