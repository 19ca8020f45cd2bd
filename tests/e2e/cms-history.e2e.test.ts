/**
 * After Publicar, with the local editor (`npm run cms` in Chromium, on a temporary git copy): the
 * scenarios of history/scenarios.ts (but those run online only, whose local part
 * tests/scripts/cms/local-session/ pins), where each publish is a commit of the checkout in
 * its own name (scripts/cms/local-commits.ts), the history is the checkout's commits, another
 * editor's change is a commit of theirs, and a publish ends saved on this machine, shown by the live
 * preview.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import {
  git,
  localEditor,
  openCms,
  openEntry,
  startupTimeout,
  stepTimeout,
  test,
  type CmsCopy,
} from './cms-support.ts';
import { restoreAfterTest } from './cms-copy-reset.ts';
import { historyScenarios } from './history/scenarios.ts';
import { type HistorySite } from './history/history-site.ts';

function localSite(browser: Parameters<typeof openEntry>[0], cms: CmsCopy): HistorySite {
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
      await scenario.run(localSite(browser, cms));
    });
  }
});
