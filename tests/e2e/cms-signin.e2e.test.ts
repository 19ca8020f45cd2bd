/**
 * The online editor of a site whose editors sign in by e-mail (`cms.signIn: email`), as Cloudflare
 * serves it: the built /admin/ and the site's function on Cloudflare's own Pages runtime, the
 * function between the Access keys' stand-in and the GitHub stand-in, the browser carrying what
 * Access puts on every request. At a computer's width and a phone's: she goes straight in, greeted
 * by name with what she edits; publishes her page as one commit of hers (and the history says so);
 * finds another company's page read-only, saying whose it is, with nothing to publish or delete; and
 * a person Access let in whom the list does not name gets a screen in Portuguese. "Está no ar" and
 * "Tentar de novo" work through the function; the history's scenarios run with a GitHub account
 * (cms-online-history.e2e.test.ts), each of their calls checked to be one the function passes on.
 * One build and one runtime for the file.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { peopleWith } from '../../schema/rights.ts';
import { accessSignOut } from '../../admin/sign-in/SignInScreen.tsx';
import { signedInBrowser, startEmailCms, type EmailCms } from '../support/email-cms.ts';
import { openFrom, readFrom } from '../support/public-page-reach.ts';
import { startDeployRunner } from '../support/github/deploy-runner.ts';
import { ana, repository } from '../functions/online-editor.ts';
import { test } from './browser.ts';
import { liveStatus, notice, publish, pushedAgain, stepTimeout } from './cms-support.ts';
import { labelOf, pageFields } from './cms-fields.ts';
import {
  appToken,
  askFromPage,
  deleteControl,
  duda,
  editors,
  entry,
  heroTitleField,
  pageFile,
  publishControl,
  read,
  signInAs,
  widths,
} from './signin/steps.ts';

let cms: EmailCms;
let runner: Awaited<ReturnType<typeof startDeployRunner>>;
beforeAll(async () => {
  cms = await startEmailCms();
  // Every push published, as the host does: "está no ar" has something to follow.
  runner = await startDeployRunner(cms.editor.github);
}, 300_000);
afterAll(async () => {
  await cms?.close();
});
const companyName = (id: string) => cms.content.companies.find((company) => company.id === id)!.name;

/** /admin/ as `email`, on `hash`, at `width`, its live site's version answered by the runner. */
const signIn = (browser: Browser, email: string, hash: string, width: number) =>
  signInAs(cms, runner, browser, email, hash, width);

// Hang guards only: a sign-in and a handful of steps, each bounded by `stepTimeout`.
describe('signing in by e-mail, under Cloudflare’s runtime', { timeout: 60_000 + 6 * stepTimeout }, () => {
  describe.each(widths)('on %s', (_, width) => {
    test('she goes straight in, greeted, no token anywhere; another company’s page is read-only', async ({
      browser,
    }) => {
      const { page, problems, sent } = await signIn(browser, ana.email, `/collections/${cmsNames.pages}`, width);
      const greeting = say('cms-greeting', {
        name: ana.name,
        companies: [companyName('assessoria')],
        site: false,
        all: false,
      });
      const shown = page.getByTestId('cms-greeting');
      await shown.getByRole('heading', { name: greeting.message }).waitFor();
      await shown.getByText(greeting.hint).waitFor();
      for (const { title, path } of cms.content.pages) {
        await page.getByText(`${title} (${path})`, { exact: true }).waitFor();
      }
      expect(await page.getByRole('button', { name: 'Entrar com o GitHub' }).count()).toBe(0);
      // Decap keeps the signed-in user in the browser: her name, and no credential at all.
      const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('decap-cms-user'))) ?? '{}') as {
        token?: string;
        name?: string;
      };
      expect(kept).toMatchObject({ name: ana.name, token: '' });

      const words = say('cms-read-only', {
        owner: { entry: 'page', company: companyName('consultorio') },
        people: peopleWith('consultorio', editors),
      });
      // Another company's page, opened from the list: shown, whose it is and whom to ask.
      const theirs = cms.content.pages.find((shown) => shown.path === '/consultorio')!;
      await page.getByText(`${theirs.title} (${theirs.path})`, { exact: true }).click();
      const line = page.getByTestId('cms-read-only');
      await line.getByRole('heading', { name: words.message }).waitFor();
      await line.getByText(words.hint).waitFor();
      const title = page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first();
      await title.waitFor();
      // Shown, but not hers to change: the form is inert, and nothing publishes or deletes it.
      expect(await title.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
      expect(await publishControl(page).count()).toBe(0);
      expect(await deleteControl(page).count()).toBe(0);
      // Its history she may read.
      await page.getByTestId('cms-history-open').waitFor();
      // Her own page, opened next from the list, is hers again.
      await page.goto(`/admin/#/collections/${cmsNames.pages}`);
      const hers = cms.content.pages.find((shown) => shown.path === '/assessoria')!;
      await page.getByText(`${hers.title} (${hers.path})`, { exact: true }).click();
      await publishControl(page).waitFor();
      await deleteControl(page).waitFor();
      expect(await line.isVisible()).toBe(false);
      expect(sent).toEqual([]);
      expect(problems).toEqual([]);
    });

    test(
      'she publishes her page: one commit, by her, committed by the App, the history says so; a publish the host then fails: "Tentar de novo", through the function, publishes the same version again',
      { timeout: 60_000 + 10 * stepTimeout },
      async ({ browser }) => {
        const { github } = cms.editor;
        const { page, problems, sent } = await signIn(browser, ana.email, entry('assessoria'), width);
        await page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
        expect(await page.getByTestId('cms-read-only').isVisible()).toBe(false);
        const commits = github.commitCount();
        const title = `Assessoria que recupera impostos (${width} px)`;
        const field = await heroTitleField(page);
        await field.fill(title);
        await publish(page);
        await notice(page, 'Entrada salva').waitFor();
        expect(github.commitCount()).toBe(commits + 1);
        const written = github.git.readCommit(github.head()!);
        expect(written.author).toMatchObject(ana);
        expect(written.committer).toMatchObject({ name: github.app.bot.login, email: github.app.bot.email });
        const hero = (readYaml(github.textAt(pageFile('assessoria'))!) as { sections: { title?: string }[] }).sections;
        expect(hero.map((section) => section.title)).toContain(title);

        await page.getByTestId('cms-history-open').press('Enter');
        const history = page.getByTestId('cms-history');
        const newest = history.getByTestId('cms-history-version').first();
        await newest.waitFor();
        expect(await newest.innerText()).toContain(ana.name);
        await history.getByRole('button', { name: say('cms-history-close').message, exact: true }).click();

        // The next publish, which the host fails.
        runner.failNext();
        await field.fill(`Assessoria publicada de novo (${width} px)`);
        await publish(page);
        await expect.poll(() => github.commitCount()).toBe(commits + 2);
        const commit = github.head()!;
        expect(await runner.deployed(commit)).toBe('failed');
        const failed = liveStatus(page, 'failed');
        await failed.waitFor({ timeout: 60_000 });

        await failed.getByTestId('cms-live-retry').click();
        // The App may not run the workflow again: the same tree pushed again, by her, is what the host publishes.
        const { sha: pushed, made } = await pushedAgain(github, commit);
        expect(made.author).toMatchObject(ana);
        await liveStatus(page, 'live').waitFor({ timeout: 60_000 });
        expect(runner.live().commit).toBe(pushed);
        expect(sent).toEqual([]);
        expect(problems).toEqual([]);
      },
    );

    test('a new page of hers starts as her company’s, the field fixed to it', async ({ browser }) => {
      const { page, problems } = await signIn(browser, ana.email, `/collections/${cmsNames.pages}/new`, width);
      const company = page.getByLabel(labelOf(pageFields, 'company'));
      await company.waitFor();
      const control = page.locator('[data-fixed]');
      await control.getByText(companyName('assessoria'), { exact: true }).waitFor();
      expect(await company.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
      // The rest of the form is hers to fill.
      const title = page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first();
      expect(await title.evaluate((element) => element.closest('[inert]') === null)).toBe(true);
      expect(problems).toEqual([]);
    });

    test('a person Access let in whom the list does not name: a screen in Portuguese, and nothing else', async ({
      browser,
    }) => {
      const stranger = 'zeca@exemplo.com.br';
      const { page, problems } = await signIn(browser, stranger, `/collections/${cmsNames.pages}`, width);
      const words = say('cms-signin-not-listed', { email: stranger });
      const screen = page.getByTestId('cms-sign-in-refused');
      await screen.getByRole('heading', { name: words.message }).waitFor();
      await screen.getByText(words.hint).waitFor();
      const another = screen.getByRole('link', { name: say('cms-signin-another-email').message });
      expect(await another.getAttribute('href')).toBe(accessSignOut);
      expect(await page.locator('#nc-root [class*="-AppMainContainer"]').count()).toBe(0);
      // The browser's own line for the function's 403, and nothing else.
      expect(problems).toEqual([
        expect.stringMatching(/^console error: Failed to load resource: .* 403 .*\/api\/github\/user$/),
      ]);
    });
  });

  test('a public page’s script, in the browser Access let her in, gets nothing of the function', async ({
    browser,
  }) => {
    const { github, runtime } = cms.editor;
    const context = await signedInBrowser(browser, cms, duda.email, { baseURL: cms.publicUrl });
    const home = await context.newPage();
    await home.goto('/');
    const api = `/api/github/repos/${repository}`;
    const [head, asked] = [github.head(), github.requests().length];

    // Its own address, which serves the function too; then the editor's, the same site.
    const answers = await askFromPage(home, api, runtime.url);
    expect(answers).toEqual({
      who: '403',
      read: '403',
      write: '403',
      editorRead: 'refused: TypeError',
      editorWrite: 'refused: TypeError',
    });
    // A window at the editor's address: the function refuses a page sent from another, and the
    // editor does not start in a window another page opened. The browser keeps the script out of both.
    const answered = await openFrom(home, `${runtime.url}${api}/branches/main`);
    expect(JSON.parse(await answered.evaluate(() => document.body.innerText))).toMatchObject({ status: '403' });
    const admin = await openFrom(home, `${runtime.url}/admin/`);
    expect(await readFrom(home, 'opened')).toBe('refused: SecurityError');
    await admin.getByRole('heading', { name: say('cms-opened-by-page').message }).waitFor();
    // Nothing of it reached GitHub (the function may read its settings there), and main did not move.
    const forwarded = github
      .requests()
      .slice(asked)
      .filter(({ method, operation }) => operation === read || (method !== 'GET' && operation !== appToken));
    expect(forwarded).toEqual([]);
    expect(github.head()).toBe(head);
  });
});
