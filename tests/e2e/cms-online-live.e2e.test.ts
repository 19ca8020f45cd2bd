/**
 * After Publicar, the online editor follows the change to the live site without a reload: the
 * built /admin/ saving to GitHub's stand-in, with a local deploy runner that publishes each push as
 * a host does (tests/support/github/deploy-runner.ts) and answers the site's /version.json. The
 * notice says "publicando" while the deploy runs, then "no ar" with a link to the page; the list in
 * the top bar keeps each change while the editor moves to another entry. A build the content stops
 * is told with the problem where the form shows it, and "Corrigir" opens the form there, the
 * previous version still live; a publishing service that fails is told as such, never by a check's
 * name, and "Tentar de novo" publishes the same version again — GitHub Actions' failed jobs run
 * again, or, for a host that builds each push, a commit that changes nothing — until it is live.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { startDeployRunner } from '../support/github/deploy-runner.ts';
import { buildJob, deployJob, netlifyContext, type DeployRunner } from '../support/github/deploy-host.ts';
import { openOnlineCms, pageFile, test } from '../support/github/online-cms.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';
import { expandSection, liveStatus, publish, pushedAgain, stepTimeout } from './cms-support.ts';
import { heroFields, labelOf, pageFields } from './cms-fields.ts';

/** The session's notice (admin/ui/panel.ts): after Publicar, where the change stands. */
const sessionNotice = (page: Page) => page.getByTestId('cms-notice');

/** The notice's buttons, by name, but its close button. */
const noticeButtons = async (page: Page) =>
  (await sessionNotice(page).getByRole('button').allInnerTexts()).filter((name) => name !== say('cms-dismiss').message);

/** The notice's line of when the change was sent: "publicado" once the site carries it, "salvo" until then. */
const sentWords = async (page: Page) => (await sessionNotice(page).getByTestId('cms-live-when').textContent()) ?? '';
const sentAs = (live: boolean) => say('cms-live-published-at', { when: '', live }).message.trim();

/** What the editor reads of a failed publish must not name a check, a job or a host's code. */
const checkNames = new RegExp([buildJob, deployJob, netlifyContext, 'deploy', 'workflow', 'check'].join('|'), 'i');

/** The home page's editor, signed in as Ana, with the runner answering the site's version address. */
async function openHome(browser: Parameters<typeof openOnlineCms>[0], github: GitHubStandIn, runner: DeployRunner) {
  const opened = await openOnlineCms(browser, github, {
    login: 'ana',
    hash: `/collections/${cmsNames.pages}/entries/home`,
  });
  await runner.serve(opened.page.context(), inject('editorUrl'));
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

/**
 * A new hero title published while the host's next deploy fails in its own publishing: the notice
 * says the service failed, in words without a check's name, and offers "Tentar de novo", then undo.
 */
async function failedByTheService(page: Page, github: GitHubStandIn, runner: DeployRunner, title: string) {
  runner.failNext();
  const commit = await publishHeroTitle(page, github, title);
  expect(await runner.deployed(commit)).toBe('failed');
  const failed = liveStatus(page, 'failed');
  await failed.waitFor({ timeout: 60_000 });
  const words = say('cms-live-failed', { again: false, content: false });
  expect(await failed.getByRole('heading').textContent()).toBe(words.message);
  expect(await failed.innerText()).toContain(words.hint);
  expect(await failed.innerText()).not.toMatch(checkNames);
  expect(await noticeButtons(page)).toEqual([say('cms-live-retry').message, say('cms-live-undo').message]);
  // Saved in the repository, never said published while the site does not carry it.
  expect(await sentWords(page)).toMatch(new RegExp(`^${sentAs(false)} `));
  return { commit, failed };
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
      expect(await sentWords(page)).toMatch(new RegExp(`^${sentAs(false)} `));
      expect(runner.live().commit).not.toBe(commit);

      const released = Date.now();
      release();
      expect(await runner.deployed(commit)).toBe('live');
      await liveStatus(page, 'live').waitFor({ timeout: 60_000 });
      expect(await sentWords(page)).toMatch(new RegExp(`^${sentAs(true)} `));
      const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
      console.log(`"no ar" ${seconds(clicked)} s after Publicar, ${seconds(released)} s after the deploy was let go`);
      const link = sessionNotice(page).getByRole('link', { name: say('cms-live-see-page').message });
      expect(await link.getAttribute('href')).toBe('/');
      const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      // Opened at the editor's own address, the public page goes on to the site's (island-scripts.ts).
      await opened.waitForURL(`${new URL(inject('content').site.url).origin}/`);
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
    'a build the content stops: its problem where the form shows it, "Corrigir" opens the form there; the previous version stays live',
    { timeout: 180_000 },
    async ({ browser, github }) => {
      const runner = await startDeployRunner(github);
      const before = runner.live();
      // Someone changed a page outside the CMS and broke it: every build fails until it is fixed.
      const broken = github.textAt(pageFile('assessoria'))!.replace(/^title: .*$/m, '');
      const brokenCommit = github.commitFile(pageFile('assessoria'), broken, { login: 'bruno', message: 'Sem título' });
      expect(await runner.deployed(brokenCommit)).toBe('failed');
      expect(runner.problems(brokenCommit)[0]).toMatch(/"title"/);

      const { page, problems } = await openHome(browser, github, runner);
      const commit = await publishHeroTitle(page, github, 'Grupo INVERO com falha');
      expect(await runner.deployed(commit)).toBe('failed');
      const failed = liveStatus(page, 'failed');
      await failed.waitFor({ timeout: 60_000 });
      const reason = say('cms-live-failed', { again: false, content: true });
      expect(await failed.getByRole('heading').textContent()).toBe(reason.message);
      const problem = failed.getByTestId('cms-live-problem');
      const titleLabel = labelOf(pageFields, 'title');
      // The form's words: the page and the field by their names in the form, never the file's key.
      expect(await problem.innerText()).toContain(titleLabel);
      expect(await problem.innerText()).not.toMatch(/"title"|\.yaml|content\//);
      expect(await failed.innerText()).not.toMatch(checkNames);
      // The same content would fail the same way: correct it, or undo, second; never "Tentar de novo".
      expect(await noticeButtons(page)).toEqual([say('cms-live-fix').message, say('cms-live-undo').message]);
      expect(runner.live()).toEqual(before);

      await problem.getByRole('button', { name: say('cms-live-fix').message }).click();
      await page.waitForURL(/\/entries\/assessoria$/);
      const field = page.getByLabel(titleLabel, { exact: true }).first();
      await field.waitFor();
      const marked = page.locator(`label[for="${await field.getAttribute('id')}"] ~ ul`);
      await expect.poll(() => marked.innerText(), { timeout: stepTimeout }).not.toBe('');
      // The broken page's own form, its title missing: not the home page's, which was open before.
      expect(await field.inputValue()).toBe('');
      expect(problems).toEqual([]);
    },
  );

  test(
    'GitHub Actions fails to publish, twice: the service’s failure in words, "Tentar de novo" runs its failed jobs again, until live',
    { timeout: 240_000 },
    async ({ browser, github }) => {
      const runner = await startDeployRunner(github, { host: 'github-pages' });
      const { page, problems } = await openHome(browser, github, runner);
      const { commit, failed } = await failedByTheService(page, github, runner, 'Grupo INVERO tenta de novo');

      // The first retry fails too: said so, both ways still there.
      runner.failNext();
      const release = runner.hold();
      await failed.getByTestId('cms-live-retry').click();
      await liveStatus(page, 'publishing').waitFor();
      expect(await sessionNotice(page).getByRole('heading').textContent()).toBe(say('cms-live-retrying').message);
      release();
      const again = say('cms-live-failed', { again: true, content: false });
      await expect
        .poll(() => liveStatus(page, 'failed').getByRole('heading').textContent(), { timeout: 60_000 })
        .toBe(again.message);
      expect(await noticeButtons(page)).toEqual([say('cms-live-retry').message, say('cms-live-undo').message]);

      await liveStatus(page, 'failed').getByTestId('cms-live-retry').click();
      await liveStatus(page, 'live').waitFor({ timeout: 60_000 });
      // The same commit, published by its run's jobs run again: nothing new in the repository.
      expect(runner.live().commit).toBe(commit);
      expect(github.head()).toBe(commit);
      expect(github.requests('POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs')).toHaveLength(2);
      expect(problems).toEqual([]);
    },
  );

  test(
    'a host that builds each push fails to publish: "Tentar de novo" pushes a commit that changes nothing, which goes live',
    { timeout: 180_000 },
    async ({ browser, github }) => {
      const runner = await startDeployRunner(github, { host: 'netlify' });
      const { page, problems } = await openHome(browser, github, runner);
      const { commit, failed } = await failedByTheService(page, github, runner, 'Grupo INVERO no Netlify');

      await failed.getByTestId('cms-live-retry').click();
      const { sha: pushed, made } = await pushedAgain(github, commit);
      const subject = github.git.readCommit(commit).message.split('\n')[0]!;
      expect(made.message.trim()).toBe(say('cms-commit-published-again', { subject }).message);
      await liveStatus(page, 'live').waitFor({ timeout: 60_000 });
      expect(runner.live().commit).toBe(pushed);
      expect(github.requests('POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs')).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
