/**
 * The local deploy runner's schedule (tests/support/github/deploy-runner.ts), as the hosts' own
 * schedules run: a notice scheduled a minute after the site was built goes live at its minute, and
 * leaves at its end, with no commit, once the runner's clock is moved past each moment (never a real
 * wait). The repository is GitHub's stand-in holding the project's content, with the notice added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { contentDir } from '../../project/environment.ts';
import { startDeployRunner } from '../support/github/deploy-runner.ts';
import { type DeployRunner } from '../support/github/deploy-host.ts';
import { filesOf } from '../support/github/repository-helpers.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github/stand-in.ts';

const home = 'content/pages/home.yaml';

/** The project's content with home's last section shown only from 18:00 to 18:30 of 24/12, Brasília's clock. */
function withScheduledNotice(): Record<string, string | Buffer> {
  const files = filesOf(contentDir, 'content');
  const page = parseDocument(files[home]!.toString());
  const last = (page.get('sections') as { items: unknown[] }).items.length - 1;
  page.setIn(['sections', last, 'schedule'], page.createNode({ from: '2026-12-24 18:00', until: '2026-12-24 18:30' }));
  return { ...files, [home]: page.toString() };
}

let github: GitHubStandIn;
let runner: DeployRunner;
beforeAll(async () => {
  github = await startGitHubStandIn({ repository: 'invero/site', seed: withScheduledNotice() });
  // The site is built a minute before the notice is due.
  runner = await startDeployRunner(github, { now: '2026-12-24T17:59:00-03:00' });
});
afterAll(async () => {
  expect(github.drift()).toEqual([]);
  await github.close();
});

describe('the local deploy runner, on its clock', () => {
  it('puts a change scheduled a minute ahead online at its minute, and takes it off at its end, without a commit', async () => {
    const built = runner.live();
    const commits = github.commitCount();
    expect(built.nextChangeAt).toBe('2026-12-24T18:00:00-03:00');

    // Not yet: the site stays as it was built.
    expect(await runner.advanceTo('2026-12-24T17:59:59-03:00')).toBeUndefined();
    expect(runner.live()).toBe(built);

    // Its minute: the commit online, built again; what the site waits for next is its end.
    expect(await runner.advanceTo('2026-12-24T18:00:00-03:00')).toBe('live');
    expect(runner.live()).toMatchObject({ commit: built.commit, content: built.content });
    expect(runner.live().nextChangeAt).toBe('2026-12-24T18:30:00-03:00');
    // Built then, as the CMS reads a scheduled rebuild's version.
    expect(Date.parse(runner.live().builtAt)).toBe(Date.parse('2026-12-24T18:00:00-03:00'));

    // Past its end (a tick late): built again, and nothing is left to change.
    expect(await runner.advanceTo('2026-12-24T18:32:00-03:00')).toBe('live');
    expect(runner.live()).toMatchObject({ commit: built.commit, content: built.content, nextChangeAt: null });
    expect(await runner.advanceTo('2026-12-31T00:00:00-03:00')).toBeUndefined();

    expect(github.commitCount()).toBe(commits);
    expect(github.head()).toBe(built.commit);
  });

  it('builds an editor’s push at its clock, and then the commit online again, never one that failed', async () => {
    const text = github.textAt(home)!;
    const edited = github.commitFile(home, text.replace(/until: .*\n/, 'until: 2027-01-02\n'), {
      login: 'ana',
      message: 'Aviso até 02/01',
    });
    expect(await runner.deployed(edited)).toBe('live');
    expect(runner.live()).toMatchObject({ commit: edited, nextChangeAt: '2027-01-03T00:00:00-03:00' });

    const broken = github.commitFile(home, `${text}sem_sentido: 1\n`, { login: 'bruno', message: 'Quebrado' });
    expect(await runner.deployed(broken)).toBe('failed');
    expect(await runner.advanceTo('2027-01-03T00:00:00-03:00')).toBe('live');
    expect(runner.live()).toMatchObject({ commit: edited, nextChangeAt: null });
  });
});
