/**
 * After Publicar, with the online editor (the built /admin/ saving to GitHub's stand-in, each push
 * published by a local deploy runner): the scenarios of history/scenarios.ts, where the history is
 * the file's commits (GitHub's commits API, paged), Ana is the editor and Bruno's changes are
 * commits on main. Each scenario's calls are ones the site's function passes on, so that they run the
 * same for a person signed in by e-mail (support/github/through-the-function.ts).
 */
import type { Browser } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { startDeployRunner } from '../support/github/deploy-runner.ts';
import { type DeployRunner } from '../support/github/deploy-host.ts';
import { openOnlineCms, test } from '../support/github/online-cms.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';
import { callsTheFunctionRefuses } from '../support/github/through-the-function.ts';
import { ana } from '../support/github/users.ts';
import { stepTimeout } from './cms-support.ts';
import { onlineHistorySite } from './history/online-site.ts';
import { historyScenarios } from './history/scenarios.ts';
import { type HistorySite } from './history/history-site.ts';

function onlineSite(browser: Browser, github: GitHubStandIn, runner: DeployRunner): HistorySite {
  return onlineHistorySite(github, ana.name, async (hash) => {
    const opened = await openOnlineCms(browser, github, { login: ana.login, hash });
    await runner.serve(opened.page.context(), inject('editorUrl'));
    return opened;
  });
}

describe('after Publicar, online: history, restore and undo', () => {
  for (const scenario of historyScenarios) {
    test(scenario.name, { timeout: 60_000 + scenario.steps * stepTimeout }, async ({ browser, github }) => {
      await scenario.run(onlineSite(browser, github, await startDeployRunner(github)));
      // The same, for a person signed in by e-mail: each of its calls is one the site's function passes on.
      expect(callsTheFunctionRefuses(github.requests())).toEqual([]);
    });
  }
});
