/**
 * The deploys as the CMS reads and asks them of GitHub (admin/repository/github/deploys.ts, through the
 * repository of admin/repository/github/repository.ts), against the stand-in over a real git
 * repository, through the requests Decap's GitHub API class makes: a commit's checks and what each
 * failed one is, the content digest of a commit (the one the build publishes), the content a failed
 * build read; and the two ways of publishing the same version again — GitHub Actions' re-run of a
 * run's failed jobs, and a commit that changes nothing, moved onto the branch only from the version read.
 */
import { describe, expect, test } from 'vitest';
import type { Backend, Unguarded } from '../../admin/session/guarded-backend.ts';
import { githubRepository } from '../../admin/repository/github/repository.ts';
import { RepositoryMoved, type Deploys } from '../../admin/repository/repository.ts';
import { contentDir } from '../../project/environment.ts';
import { builtVersion } from '../../scripts/build/site-version.ts';
import { contentStandIn, decapApi } from '../support/github/decap-api.ts';
import type { GitHubStandIn, Rerun } from '../support/github/stand-in.ts';

const repository = 'grupoinvero/site-de-teste';
const homeFile = 'content/pages/home.yaml';
/** The project's workflow, as a push starts it. */
const siteWorkflow = { name: 'Site', path: '.github/workflows/site.yml' };

const start = () => contentStandIn(repository);

/** The deploys of the CMS's GitHub repository, signed in as Ana. */
function deploysOf(standIn: GitHubStandIn): Deploys {
  const backend = { api: decapApi(standIn, repository) } as unknown as Backend;
  return githubRepository(backend, {} as Unguarded).deploys!;
}

describe('the deploys on GitHub', () => {
  test("a commit's content digest is the one the build publishes for the same content", async () => {
    const standIn = await start();
    expect(await deploysOf(standIn).contentAt(standIn.head()!)).toBe((await builtVersion(contentDir)).content);
  });

  test("a commit's checks: pending while any runs, the failed ones with the content problems they marked", async () => {
    const standIn = await start();
    const deploys = deploysOf(standIn);
    const head = standIn.head()!;
    expect(await deploys.checks(head)).toEqual({ pending: false, failed: [] });
    standIn.setStatus(head, { context: 'deploy/site', state: 'pending' });
    const note = { path: homeFile, start_line: 3, message: 'Falta o título.' };
    const build = standIn.addCheckRun(head, {
      name: 'build',
      status: 'completed',
      conclusion: 'failure',
      annotations: [note],
    });
    standIn.addCheckRun(head, { name: 'check', status: 'completed', conclusion: 'cancelled' });
    expect(await deploys.checks(head)).toEqual({
      pending: true,
      failed: [
        {
          id: `check-run:${build}`,
          name: 'build',
          url: expect.stringContaining('/runs/'),
          problems: [{ file: homeFile, line: 3, message: note.message }],
        },
      ],
    });
    standIn.setStatus(head, { context: 'deploy/site', state: 'failure', target_url: 'https://app.netlify.com/x' });
    const { failed } = await deploys.checks(head);
    expect(failed.map((check) => check.name)).toEqual(['deploy/site', 'build']);
    // A host's status and another app's check are no job of GitHub Actions.
    expect(failed.map((check) => check.actionsSuite)).toEqual([undefined, undefined]);
    expect(failed[0]!.id).toMatch(/^status:\d+$/);
    const later = standIn.commitFile(homeFile, 'x\n', { login: 'bruno', message: 'Depois' });
    expect(await deploys.includes(later, head)).toBe(true);
    expect(await deploys.includes(head, later)).toBe(false);
  });

  test('an address a status or a check gives reaches the failure’s “ver os detalhes” only when it is https', async () => {
    const standIn = await start();
    const head = standIn.head()!;
    // The audit's: whoever may set a commit's status chooses its target_url.
    standIn.setStatus(head, {
      context: 'deploy/site',
      state: 'failure',
      target_url: 'javascript:alert(document.domain)',
    });
    standIn.setStatus(head, { context: 'deploy/outro', state: 'error', target_url: 'http://app.netlify.com/x' });
    standIn.setStatus(head, { context: 'deploy/bom', state: 'error', target_url: 'https://app.netlify.com/x' });
    standIn.addCheckRun(head, {
      name: 'publicar',
      status: 'completed',
      conclusion: 'failure',
      details_url: 'javascript:alert(1)',
    });
    const { failed } = await deploysOf(standIn).checks(head);
    expect(Object.fromEntries(failed.map((check) => [check.name, check.url]))).toEqual({
      'deploy/site': undefined,
      'deploy/outro': undefined,
      'deploy/bom': 'https://app.netlify.com/x',
      publicar: expect.stringMatching(/^https:\/\/github\.com\//),
    });
  });

  test('the content a commit carries: its files’ texts then, and its photos’ addresses', async () => {
    const standIn = await start();
    const deploys = deploysOf(standIn);
    const before = standIn.head()!;
    const text = standIn.textAt(homeFile)!;
    standIn.commitFile(homeFile, `${text}# depois\n`, { login: 'bruno', message: 'Depois' });
    const content = await deploys.content(before);
    expect(content.texts.get(homeFile)).toBe(text);
    expect([...content.texts.keys()].every((file) => file.endsWith('.yaml'))).toBe(true);
    expect(content.texts.get('content/site.yaml')).toBe(standIn.textAt('content/site.yaml'));
    const photos = standIn.git
      .tree(before, { recursive: true })
      .filter((entry) => entry.path.startsWith('content/images/'));
    expect([...content.photos.keys()].sort()).toEqual(photos.map((entry) => entry.path.replace('content/', '')).sort());
  });
});

describe('publishing the same version again', () => {
  test("a job of GitHub Actions that failed: its run's failed jobs run again, on the same commit", async () => {
    const standIn = await start();
    const deploys = deploysOf(standIn);
    const head = standIn.head()!;
    const run = standIn.startWorkflowRun(head, { ...siteWorkflow, actor: 'ana' });
    standIn.addCheckRun(head, { name: 'build', status: 'completed', conclusion: 'success', workflowRun: run });
    const deploy = standIn.addCheckRun(head, {
      name: 'deploy-content',
      status: 'completed',
      conclusion: 'failure',
      workflowRun: run,
    });
    const [failed] = (await deploys.checks(head)).failed;
    expect(failed).toMatchObject({
      id: `check-run:${deploy}`,
      name: 'deploy-content',
      actionsSuite: expect.any(Number),
    });
    expect(failed!.url).toContain(`/actions/runs/${run}/job/${deploy}`);

    const reruns: Rerun[] = [];
    standIn.onRerun((rerun) => {
      reruns.push(rerun);
      standIn.addCheckRun(head, { name: 'deploy-content', status: 'in_progress', workflowRun: run });
    });
    await deploys.rerunFailedJobs!([failed!.actionsSuite!]);
    expect(reruns).toEqual([{ run, sha: head, attempt: 2, failedJobs: ['deploy-content'] }]);
    // The new attempt's job in place of the one that failed, as GitHub lists the latest.
    expect(await deploys.checks(head)).toEqual({ pending: true, failed: [] });
    expect(standIn.requests('POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs')).toHaveLength(1);
  });

  test('a check suite with no run to re-run: refused as GitHub refuses what it does not find', async () => {
    const standIn = await start();
    await expect(deploysOf(standIn).rerunFailedJobs!([424_242])).rejects.toMatchObject({ status: 404 });
  });

  test('a commit that changes nothing: the tree of the version read, on it, the branch moved only from there', async () => {
    const standIn = await start();
    const deploys = deploysOf(standIn);
    const version = standIn.head()!;
    const pushed: string[] = [];
    standIn.onPush((sha) => pushed.push(sha));
    const again = await deploys.pushAgain('Publicado de novo, sem mudanças: Início', version);
    expect(standIn.head()).toBe(again);
    expect(pushed).toEqual([again]);
    const made = standIn.git.readCommit(again);
    expect(made).toMatchObject({ tree: standIn.git.readCommit(version).tree, parents: [version] });
    expect(made.message).toBe('Publicado de novo, sem mudanças: Início');
    expect(made.author.name).toBe('Ana Souza');

    // Someone published meanwhile: nothing is written over it.
    const theirs = standIn.commitFile(homeFile, 'x\n', { login: 'bruno', message: 'Outra' });
    await expect(deploys.pushAgain('De novo', again)).rejects.toBeInstanceOf(RepositoryMoved);
    expect(standIn.head()).toBe(theirs);
  });
});
