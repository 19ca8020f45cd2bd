/**
 * The online CMS: the built site's /admin/ saving to GitHub through Decap's GitHub backend, with
 * GitHub answered by the stand-in (tests/support/github/) over a real git repository holding the
 * project's content/. Signing in through the popup, a published change is one commit on main by
 * the signed-in editor that changes only the line of the field changed; what the guard refuses
 * (invalid content, a page the menu links to) writes nothing and leaves main where it was. A site
 * with its own login service (`cms.authUrl`) has it answered by the stand-in as Netlify's is.
 */
import { describe, expect, inject, onTestFinished } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { keepOnLoopback } from '../../scripts/audit/loopback-only.ts';
import { openEntryOnline, openOnlineCms, pageFile, test } from '../support/github/online-cms.ts';
import { entriesShown, folded, openDeepestPlace, search } from './search-screen.ts';
import { routeGitHub } from '../support/github/routing.ts';
import type { GitHubStandIn } from '../support/github/stand-in.ts';
import { expandSection, notice, publish, sessionNotice, stepTimeout } from './cms-support.ts';
import { heroFields, labelOf } from './cms-fields.ts';

/** The requests that write to the repository: blobs, trees, commits, a branch moved. */
const writes = (github: GitHubStandIn) =>
  github.requests().filter((request) => request.method !== 'GET' && request.method !== 'OPTIONS');

// Hang guards only, like the other editor tests': a sign-in and a handful of steps, each bounded by
// `stepTimeout`. The default 30 s was a busy machine's ordinary time for one of these.
describe('the online CMS, with GitHub answered by the stand-in', { timeout: 60_000 + 4 * stepTimeout }, () => {
  test('signs in through the popup as the editor chosen, and lists the pages of the repository', async ({
    browser,
    github,
  }) => {
    const { page, problems } = await openOnlineCms(browser, github, {
      login: 'bruno',
      hash: `/collections/${cmsNames.pages}`,
    });
    for (const { title, path } of inject('content').pages) {
      await page.getByText(`${title} (${path})`, { exact: true }).waitFor();
    }
    // Every request carried the token the popup gave Bruno.
    expect(new Set(github.requests().map((request) => request.login))).toEqual(new Set(['bruno']));
    expect(writes(github)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a published change is one commit on main by the editor, changing only that field’s line', async ({
    browser,
    github,
  }) => {
    const before = github.textAt(pageFile('home'))!;
    const commits = github.commitCount();
    const hero = (readYaml(before) as { sections: { type: string; title: string }[] }).sections.find(
      (section) => section.type === 'hero',
    )!;
    const changed = `${hero.title} no Brasil`;

    const { page, problems } = await openEntryOnline(browser, github, 'home');
    const section = await expandSection(page, heroFields.label);
    await section.getByLabel(labelOf(heroFields.fields!, 'title'), { exact: true }).fill(changed);
    await publish(page);
    await notice(page, 'Entrada salva').waitFor();

    expect(github.commitCount()).toBe(commits + 1);
    const [latest] = github.log();
    expect(latest!.author).toEqual({ name: 'Ana Souza', email: 'ana@grupoinvero.com.br' });
    const after = github.textAt(pageFile('home'))!;
    const [beforeLines, afterLines] = [before.split('\n'), after.split('\n')];
    const differing = beforeLines.flatMap((line, index) => (line === afterLines[index] ? [] : [index]));
    expect(afterLines).toHaveLength(beforeLines.length);
    expect(differing).toHaveLength(1);
    expect(afterLines[differing[0]!]).toBe(beforeLines[differing[0]!]!.replace(hero.title, changed));
    // One commit of one file: the branch moved once.
    expect(github.requests('PATCH /repos/{owner}/{repo}/git/refs/{ref}')).toHaveLength(1);
    expect(github.log(pageFile('home'))[0]!.sha).toBe(latest!.sha);
    expect(problems).toEqual([]);
  });

  test('a change the guard refuses writes nothing: the notice says why, main stays', async ({ browser, github }) => {
    const head = github.head();
    const { page, problems } = await openEntryOnline(browser, github, 'home');
    const section = await expandSection(page, heroFields.label);
    await section.getByLabel(labelOf(heroFields.fields!, 'title'), { exact: true }).fill('<b>Oi</b>');
    // Decap has handled the refused save (its notice sent) when its rejection goes unhandled.
    const handled = page.waitForEvent('pageerror');
    await publish(page);
    await sessionNotice(page).waitFor();
    await handled;
    expect(await sessionNotice(page).innerText()).toContain(say('html', { value: '<b>Oi</b>' }).message);
    expect(writes(github)).toEqual([]);
    expect(github.head()).toBe(head);
    expect(problems).toEqual([]);
  });

  test('a page the menu links to is not deleted: refused, nothing written', async ({ browser, github }) => {
    const head = github.head();
    const { page, problems } = await openEntryOnline(browser, github, 'higienizacao');
    page.on('dialog', (dialog) => void dialog.accept());
    const handled = page.waitForEvent('pageerror');
    await page.getByRole('button', { name: 'Excluir entrada', exact: true }).click();
    await sessionNotice(page).waitFor();
    await handled;
    const title = (readYaml(github.textAt(pageFile('higienizacao'))!) as { title: string }).title;
    expect(await sessionNotice(page).innerText()).toContain(
      say('cms-page-in-use', { page: `"${title}"`, count: await sessionNotice(page).locator('li').count() }).message,
    );
    expect(writes(github)).toEqual([]);
    expect(github.head()).toBe(head);
    expect(problems).toEqual([]);
  });

  test('the search reads what the repository holds now, and opens the page at the field with the words', async ({
    browser,
    github,
  }) => {
    // Another editor published a word the built site never had: the search must read GitHub, not the bundle.
    const file = pageFile('assessoria');
    const before = github.textAt(file)!;
    const title = (readYaml(before) as { title: string }).title;
    const word = 'Zimbrado';
    github.commitFile(file, before.replace(/^title: .*$/m, `title: ${title} ${word}`), {
      login: 'carla',
      message: 'Título com uma palavra nova',
    });
    const { page, problems } = await openOnlineCms(browser, github, {
      login: 'ana',
      hash: `/collections/${cmsNames.pages}`,
    });
    await search(page, folded(word));
    await page.getByTestId('cms-search-entry').first().waitFor();
    const advisory = say('cms-other-page', { title: `${title} ${word}` }).message;
    // First among the results, which also list the entries whose links name the page by its title.
    expect((await entriesShown(page))[0]).toBe(advisory);
    const opened = await openDeepestPlace(page, advisory);
    expect(opened.value).toContain(word);
    expect(writes(github)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a site’s own login service (cms.authUrl, with a path) is answered by the stand-in too', async ({
    browser,
    github,
  }) => {
    const context = await browser.newContext();
    onTestFinished(() => context.close());
    const leaks: string[] = [];
    await keepOnLoopback(context, { onExternalRequest: (url) => leaks.push(url) });
    await routeGitHub(context, github, { login: 'bruno', authUrl: 'https://login.exemplo.com.br/oauth' });
    const page = await context.newPage();
    await page.goto('https://login.exemplo.com.br/oauth/auth?provider=github&site_id=127.0.0.1&scope=repo');
    const token = /\\"token\\":\\"([^\\]+)\\"/.exec(await page.content())?.[1];
    expect(github.accounts.userOf(`token ${token}`)?.login).toBe('bruno');
    expect(leaks).toEqual([]);
  });
});
