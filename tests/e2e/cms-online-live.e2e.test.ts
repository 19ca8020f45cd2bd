/**
 * After Publicar, the online editor follows the change to the live site without a reload: the
 * built /admin/ saving to GitHub's stand-in, with a local deploy runner that publishes each push as
 * a host does (tests/support/github/deploy-runner.ts) and answers the site's /version.json. The
 * notice says "publicando" while the deploy runs, then "no ar" with a link to the page; a build that
 * fails is told with its check and the content problem it marked, the previous version still live;
 * the list in the top bar keeps each change while the editor moves to another entry.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { buildCheck, startDeployRunner, type DeployRunner } from '../support/github/deploy-runner.ts';
import { openOnlineCms, pageFile, test } from '../support/github/online-cms.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';
import { expandSection, heroFields, labelOf, pageFields, publish, stepTimeout } from './cms-support.ts';

/** The session's notice (admin/refusal/panel.ts): after Publicar, where the change stands. */
const sessionNotice = (page: Page) => page.getByTestId('cms-notice');
const liveStatus = (page: Page, state: string) => page.locator(`[data-testid="cms-notice"][data-state="${state}"]`);

/** The home page's editor, signed in as Ana, with the runner answering the site's version address. */
async function openHome(browser: Parameters<typeof openOnlineCms>[0], github: GitHubStandIn, runner: DeployRunner) {
  const opened = await openOnlineCms(browser, github, {
    login: 'ana',
    hash: `/collections/${cmsNames.pages}/entries/home`,
  });
  await runner.serve(opened.page.context(), inject('baseUrl'));
  await opened.page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
  return opened;
}

/** Writes a new hero title and publishes it; answers the commit it made. */
async function publishHeroTitle(page: Page, github: GitHubStandIn, title: string): Promise<string> {
  const commits = github.commitCount();
  const hero = await expandSection(page, heroFields.label);
  await hero.getByLabel(labelOf(heroFields.fields!, 'title'), { exact: true }).fill(title);
  await publish(page);
  await expect.poll(() => github.commitCount(), { timeout: stepTimeout }).toBe(commits + 1);
  return github.head()!;
}

describe('after Publicar, online: the change followed until the live site carries it', () => {
  test(
    'publishing while the deploy runs, then live with a link to the page, which opens',
    { timeout: 180_000 },
    async ({ browser, github }) => {
      const runner = await startDeployRunner(github);
      const { page, problems } = await openHome(browser, github, runner);
      const release = runner.hold();
      const clicked = Date.now();
      const commit = await publishHeroTitle(page, github, 'Grupo INVERO no ar');
      await liveStatus(page, 'publishing').waitFor();
      expect(await sessionNotice(page).getByRole('heading').textContent()).toBe(say('cms-live-publishing').message);
      expect(runner.live().commit).not.toBe(commit);

      const released = Date.now();
      release();
      expect(await runner.deployed(commit)).toBe('live');
      await liveStatus(page, 'live').waitFor({ timeout: 60_000 });
      const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
      console.log(`"no ar" ${seconds(clicked)} s after Publicar, ${seconds(released)} s after the deploy was let go`);
      const link = sessionNotice(page).getByRole('link', { name: say('cms-live-see-page').message });
      expect(await link.getAttribute('href')).toBe('/');
      const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toBe(`${inject('baseUrl')}/`);
      expect(await opened.title()).toBe(inject('content').pages.find((each) => each.path === '/')!.title);

      // The list in the top bar keeps it while the editor moves on (Decap's own notices may still
      // cover the bar's corner: the keyboard reaches it).
      await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${cmsNames.pages}`);
      await page.getByTestId('cms-publications-open').press('Enter');
      await expect
        .poll(() => page.getByTestId('cms-publication').getAttribute('data-state'), { timeout: stepTimeout })
        .toBe('live');
      expect(problems).toEqual([]);
    },
  );

  test(
    'a build that fails: the failure, its check and the content problem it marked; the previous version stays live',
    { timeout: 180_000 },
    async ({ browser, github }) => {
      const runner = await startDeployRunner(github);
      const before = runner.live();
      // Someone changed a page outside the CMS and broke it: every build fails until it is fixed.
      const broken = github.textAt(pageFile('assessoria'))!.replace(/^title: .*$/m, '');
      const brokenCommit = github.commitFile(pageFile('assessoria'), broken, { login: 'bruno', message: 'Sem título' });
      expect(await runner.deployed(brokenCommit)).toBe('failed');
      const [problem] = runner.problems(brokenCommit);

      const { page, problems } = await openHome(browser, github, runner);
      const commit = await publishHeroTitle(page, github, 'Grupo INVERO com falha');
      expect(await runner.deployed(commit)).toBe('failed');
      const failed = liveStatus(page, 'failed');
      await failed.waitFor({ timeout: 60_000 });
      expect(await failed.getByRole('heading').textContent()).toBe(say('cms-live-failed').message);
      const text = await failed.textContent();
      expect(text).toContain(say('cms-live-failed-check', { name: buildCheck }).message);
      expect(text).toContain(problem);
      expect(runner.live()).toEqual(before);
      expect(problems).toEqual([]);
    },
  );
});
