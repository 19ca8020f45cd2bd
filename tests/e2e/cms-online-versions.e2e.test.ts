/**
 * Nothing an editor does is lost, with the online editor (the built /admin/ saving to GitHub, whose
 * API and sign-in are answered by the stand-in over a real git repository): the scenarios of
 * versions/scenarios.ts, where each editor signs in as themselves and another editor's save is a
 * commit on main.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { openOnlineCms, pageFile, test } from '../support/github/online-cms.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';
import { stepTimeout } from './cms-support.ts';
import { labelOf, pageFields } from './cms-fields.ts';
import { versionScenarios } from './versions/scenarios.ts';
import { type EditorSite } from './versions/editor-site.ts';

function onlineSite(browser: Browser, github: GitHubStandIn): EditorSite {
  const entryHash = (slug: string) => `/collections/${cmsNames.pages}/entries/${slug}`;
  return {
    open: async (who, slug) => {
      const opened = await openOnlineCms(browser, github, { login: who, hash: entryHash(slug) });
      await opened.page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
      return opened;
    },
    // Signed in already: Decap keeps the editor's token in the browser.
    reopen: async (page: Page, slug) => {
      const again = await page.context().newPage();
      await again.goto(`${inject('editorUrl')}/admin/#${entryHash(slug)}`);
      return again;
    },
    text: (slug) => github.textAt(pageFile(slug))!,
    saveAs: (who, slug, text) => {
      github.commitFile(pageFile(slug), text ?? null, { login: who, message: 'Outra mudança' });
    },
    savePhotoAs: (who, name, bytes) => {
      github.commitFile(`content/images/${name}`, bytes, { login: who, message: 'Outra foto' });
    },
    // The browser offline, as a laptop that lost its Wi-Fi: it knows, and says so.
    cutOff: async (page) => {
      await page.context().setOffline(true);
      return () => page.context().setOffline(false);
    },
    unreachable: 'cms-save-offline',
    movedWrite: /status of 422/,
    latestCommit: () => {
      const [latest] = github.log();
      return { author: latest!.author.name, message: latest!.message.trim() };
    },
  };
}

describe('nothing an editor does is lost, online', () => {
  for (const scenario of versionScenarios) {
    test(scenario.name, { timeout: 60_000 + scenario.steps * stepTimeout }, async ({ browser, github }) => {
      await scenario.run(onlineSite(browser, github));
    });
  }
});
