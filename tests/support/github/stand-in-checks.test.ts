/**
 * The GitHub stand-in driven over HTTP the way Decap's GitHub backend drives GitHub (API.ts): sign
 * in, list a folder, read a blob, then blob → tree → commit → PATCH of the branch; and what GitHub
 * does that the CMS relies on: refusing a branch update that is not a fast forward, paging commits,
 * refusing a missing or bad token. And the check that keeps the stand-in honest: an answer that
 * GitHub's description does not allow is never sent as GitHub's.
 */
import { describe, expect, test } from 'vitest';
import { home, start, type Sha, type Failure, client, repo } from './stand-in-client.ts';

describe('the GitHub stand-in', () => {
  test('lists the commits of a path, newest first, in pages linked as GitHub links them', async () => {
    const standIn = await start();
    const shas = [1, 2, 3].map((n) =>
      standIn.commitFile('content/pages/home.yaml', `${home}# ${n}\n`, { login: 'ana', message: `Edição ${n}` }),
    );
    standIn.commitFile('content/site.yaml', 'brand: Y\n', { login: 'bruno', message: 'Outro arquivo' });
    const api = client(standIn, 'ana');
    const first = await api<Sha[]>('GET', `${repo}/commits?path=content/pages/home.yaml&sha=main&per_page=2`);
    expect(first.json.map((c) => c.sha)).toEqual([shas[2], shas[1]]);
    expect(first.json[0]).toMatchObject({
      commit: { message: 'Edição 3', author: { name: 'Ana Souza' } },
      author: { login: 'ana' },
    });
    const links = new Map(
      [...first.headers.get('link')!.matchAll(/<([^>]+)>; rel="(\w+)"/g)].map(([, url, rel]) => [rel!, new URL(url!)]),
    );
    expect([...links.keys()]).toEqual(['next', 'last']);
    expect(links.get('next')!.searchParams.get('page')).toBe('2');
    expect(links.get('last')!.searchParams.get('page')).toBe('2');

    const next = links.get('next')!;
    const second = await api<Sha[]>('GET', `${next.pathname}${next.search}`);
    // The seed's commit touched the file too.
    expect(second.json.map((c) => c.sha)).toEqual([shas[0], standIn.log().at(-1)!.sha]);
    expect(second.headers.get('link')).toMatch(/rel="prev".*rel="first"/);
  });

  test('refuses a request without a token or with a bad one, and answers CORS as api.github.com', async () => {
    const standIn = await start();
    const anonymous = await client(standIn)<Failure>('GET', '/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('Requires authentication');
    const bad = await fetch(`${standIn.url}${repo}`, { headers: { Authorization: 'token gho_not-a-token' } });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { message: string }).message).toBe('Bad credentials');
    expect((await client(standIn, 'ana')('GET', '/no/such/path')).status).toBe(404);

    const preflight = await fetch(`${standIn.url}${repo}/git/refs/heads/main`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/\bAuthorization\b.*\bContent-Type\b/);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    expect(anonymous.headers.get('access-control-expose-headers')).toMatch(/\bLink\b/);
  });

  test("the login popup signs in the user the routing names, with Decap's message protocol", async () => {
    const standIn = await start();
    const page = await fetch(`${standIn.loginServiceUrl}/auth?provider=github&site_id=127.0.0.1&scope=repo`, {
      headers: { 'x-stand-in-login': 'bruno' },
    }).then((response) => response.text());
    expect(page).toContain('"authorizing:github"');
    const token = /authorization:github:success:\{\\"token\\":\\"(gho_[\w-]+)\\"/.exec(page)?.[1];
    const user = await fetch(`${standIn.url}/user`, { headers: { Authorization: `token ${token}` } }).then((r) =>
      r.json(),
    );
    expect(user).toMatchObject({ login: 'bruno' });
  });

  test('reports the statuses and check runs a test sets on a commit, none by default', async () => {
    const standIn = await start();
    const api = client(standIn, 'ana');
    const head = standIn.head()!;
    expect((await api('GET', `${repo}/commits/main/status`)).json).toMatchObject({ state: 'pending', total_count: 0 });
    expect((await api('GET', `${repo}/commits/main/check-runs`)).json).toEqual({ total_count: 0, check_runs: [] });

    standIn.setStatus(head, { context: 'deploy', state: 'pending' });
    standIn.setStatus(head, { context: 'deploy', state: 'success', target_url: 'https://www.grupoinvero.com.br/' });
    standIn.addCheckRun(head, { name: 'site', status: 'completed', conclusion: 'failure' });
    const status = (await api('GET', `${repo}/commits/${head}/status`)).json;
    expect(status).toMatchObject({
      state: 'success',
      total_count: 1,
      statuses: [{ context: 'deploy', state: 'success' }],
    });
    const runs = (await api<{ check_runs: unknown[] }>('GET', `${repo}/commits/main/check-runs`)).json;
    expect(runs.check_runs).toMatchObject([
      { name: 'site', status: 'completed', conclusion: 'failure', head_sha: head },
    ]);
  });

  test('lists the lines a check run marked, as `npm run validate` marks them under GitHub Actions', async () => {
    const standIn = await start();
    const api = client(standIn, 'ana');
    const head = standIn.head()!;
    const note = { path: 'content/pages/home.yaml', start_line: 3, message: 'Falta o título.' };
    standIn.addCheckRun(head, { name: 'build', status: 'completed', conclusion: 'failure', annotations: [note] });
    const [run] = (
      await api<{ check_runs: { id: number; output: object }[] }>('GET', `${repo}/commits/${head}/check-runs`)
    ).json.check_runs;
    expect(run!.output).toMatchObject({ annotations_count: 1 });
    const marked = await api('GET', `${repo}/check-runs/${run!.id}/annotations`);
    expect(marked.json).toEqual([expect.objectContaining({ ...note, annotation_level: 'failure' })]);
    expect((await api('GET', `${repo}/check-runs/${run!.id + 100}/annotations`)).status).toBe(404);
  });

  test('runs a workflow as GitHub Actions does: its jobs are its check suite’s runs; its failed jobs run again on asking', async () => {
    const standIn = await start();
    const api = client(standIn, 'ana');
    const head = standIn.head()!;
    const run = standIn.startWorkflowRun(head, { name: 'Site', path: '.github/workflows/site.yml', actor: 'ana' });
    type Runs = {
      total_count: number;
      workflow_runs: {
        id: number;
        check_suite_id: number;
        status: string;
        conclusion: string | null;
        run_attempt: number;
        head_sha: string;
      }[];
    };
    const listed = async (query: string) =>
      (await api<Runs>('GET', `${repo}/actions/runs?${query}`)).json.workflow_runs;
    expect(await listed(`head_sha=${head}`)).toMatchObject([
      { id: run, status: 'queued', run_attempt: 1, head_sha: head },
    ]);
    standIn.addCheckRun(head, { name: 'build', status: 'completed', conclusion: 'success', workflowRun: run });
    const deploy = standIn.addCheckRun(head, { name: 'deploy-content', status: 'in_progress', workflowRun: run });
    expect(await listed(`head_sha=${head}`)).toMatchObject([{ status: 'in_progress', conclusion: null }]);
    standIn.updateCheckRun(deploy, { status: 'completed', conclusion: 'failure' });
    const [done] = await listed(`head_sha=${head}`);
    expect(done).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(await listed(`check_suite_id=${done!.check_suite_id}`)).toMatchObject([{ id: run }]);
    expect(await listed(`check_suite_id=${done!.check_suite_id + 1000}`)).toEqual([]);
    type CheckRuns = { check_runs: { id: number; name: string; app: { slug: string }; check_suite: { id: number } }[] };
    const jobs = (await api<CheckRuns>('GET', `${repo}/commits/${head}/check-runs`)).json.check_runs;
    expect(jobs.map((job) => [job.name, job.app.slug, job.check_suite.id])).toEqual([
      ['build', 'github-actions', done!.check_suite_id],
      ['deploy-content', 'github-actions', done!.check_suite_id],
    ]);

    const reruns: unknown[] = [];
    standIn.onRerun((rerun) => reruns.push(rerun));
    const asked = await api('POST', `${repo}/actions/runs/${run}/rerun-failed-jobs`);
    expect(asked).toMatchObject({ status: 201, json: {} });
    expect(reruns).toEqual([{ run, sha: head, attempt: 2, failedJobs: ['deploy-content'] }]);
    expect(await listed(`head_sha=${head}`)).toMatchObject([{ status: 'queued', run_attempt: 2 }]);
    const again = standIn.addCheckRun(head, {
      name: 'deploy-content',
      status: 'completed',
      conclusion: 'success',
      workflowRun: run,
    });
    // The latest of each job by default, every attempt with filter=all.
    const latest = (await api<CheckRuns>('GET', `${repo}/commits/${head}/check-runs`)).json.check_runs;
    expect(latest.map((job) => job.id)).not.toContain(deploy);
    expect(latest.map((job) => job.id)).toContain(again);
    const all = (await api<CheckRuns>('GET', `${repo}/commits/${head}/check-runs?filter=all`)).json.check_runs;
    expect(all.map((job) => job.id)).toEqual(expect.arrayContaining([deploy, again]));
    expect(await listed(`head_sha=${head}`)).toMatchObject([{ status: 'completed', conclusion: 'success' }]);
    expect((await api('POST', `${repo}/actions/runs/${run + 1000}/rerun-failed-jobs`)).status).toBe(404);
  });
});
