/**
 * The GitHub stand-in driven over HTTP the way Decap's GitHub backend drives GitHub (API.ts): sign
 * in, list a folder, read a blob, then blob → tree → commit → PATCH of the branch; and what GitHub
 * does that the CMS relies on: refusing a branch update that is not a fast forward, paging commits,
 * refusing a missing or bad token. And the check that keeps the stand-in honest: an answer that
 * GitHub's description does not allow is never sent as GitHub's.
 */
import { createPrivateKey, createSign } from 'node:crypto';
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { operations } from './api.ts';
import { startGitHubStandIn, type GitHubStandIn, type StandInOptions } from './stand-in.ts';

const repository = 'grupoinvero/site-de-teste';
const home = '# A página inicial\npath: /\ntitle: Início\ndescription: Três empresas, uma missão.\n';
const about = '# Quem somos\npath: /sobre\ntitle: Sobre\n';
const seed = {
  'content/pages/home.yaml': home,
  'content/pages/sobre.yaml': about,
  'content/site.yaml': 'brand: INVERO\n',
};

const started: GitHubStandIn[] = [];

async function start(options: Partial<StandInOptions> = {}): Promise<GitHubStandIn> {
  const standIn = await startGitHubStandIn({ repository, seed, ...options });
  started.push(standIn);
  onTestFinished(() => standIn.close());
  return standIn;
}

// Every answer matched GitHub's description, unless a test says otherwise (and empties the list).
afterEach(() => {
  for (const standIn of started.splice(0)) expect(standIn.drift()).toEqual([]);
});

interface Answer<T> {
  status: number;
  headers: Headers;
  json: T;
}

// The fields of GitHub's answers that the tests read.
type Sha = { sha: string };
type Tree = Sha & { tree: (Sha & { path: string })[] };
type Blob = Sha & { content: string; size: number };
type Failure = { message: string };

/** A client with `login`'s token, as Decap's API class sends requests. */
function client(standIn: GitHubStandIn, login?: string) {
  const token = login && standIn.signIn(login);
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const response = await fetch(`${standIn.url}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        ...(token ? { Authorization: `token ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : undefined) as T };
  };
}

const repo = `/repos/${repository}`;

/** Decap's simple-mode save (API.persistFiles): blobs, a tree on the branch's head, a commit, the branch moved. */
async function decapSave(api: ReturnType<typeof client>, files: Record<string, string | null>) {
  const head = (await api<{ commit: Sha }>('GET', `${repo}/branches/main`)).json.commit.sha;
  const tree = [];
  for (const [path, text] of Object.entries(files)) {
    const sha =
      text === null
        ? null
        : (
            await api<Sha>('POST', `${repo}/git/blobs`, {
              content: Buffer.from(text).toString('base64'),
              encoding: 'base64',
            })
          ).json.sha;
    tree.push({ path, mode: '100644', type: 'blob', sha });
  }
  const newTree = await api<Sha>('POST', `${repo}/git/trees`, { base_tree: head, tree });
  const commit = await api<Sha>('POST', `${repo}/git/commits`, {
    message: 'Update',
    tree: newTree.json.sha,
    parents: [head],
  });
  const patch = await api<{ object: Sha }>('PATCH', `${repo}/git/refs/heads/main`, {
    sha: commit.json.sha,
    force: false,
  });
  return { commit: commit.json.sha, patch };
}

describe('the GitHub stand-in', () => {
  test('signs a user in and lists a folder and reads a file as Decap does', async () => {
    const standIn = await start();
    const api = client(standIn, 'ana');
    expect((await api('GET', '/user')).json).toMatchObject({ login: 'ana', name: 'Ana Souza' });
    expect((await api('GET', repo)).json).toMatchObject({ default_branch: 'main', permissions: { push: true } });

    const folder = await api<Tree>('GET', `${repo}/git/trees/main:content/pages`);
    expect(folder.json.tree.map((entry) => entry.path)).toEqual(['home.yaml', 'sobre.yaml']);
    // getFileSha asks for the folder with its slashes encoded.
    const encoded = await api<Sha>('GET', `${repo}/git/trees/main:${encodeURIComponent('content/pages')}`);
    expect(encoded.json.sha).toBe(folder.json.sha);

    const blob = (await api<Blob>('GET', `${repo}/git/blobs/${folder.json.tree[0]!.sha}`)).json;
    expect(Buffer.from(blob.content, 'base64').toString('utf8')).toBe(home);
    expect(blob).toMatchObject({ encoding: 'base64', size: Buffer.byteLength(home) });
    // GitHub wraps base64 at 60 characters, each line ending in a newline.
    expect(blob.content).toMatch(/^([A-Za-z0-9+/]{60}\n)+[A-Za-z0-9+/=]{1,60}\n$/);
  });

  test('a save as Decap writes it is one commit on main, by the signed-in user, changing only its files', async () => {
    const standIn = await start();
    const before = standIn.head();
    const changed = home.replace('Início', 'Começo');
    const { commit, patch } = await decapSave(client(standIn, 'bruno'), {
      'content/pages/home.yaml': changed,
      'content/pages/nova.yaml': 'path: /nova\n',
      'content/pages/sobre.yaml': null,
    });
    expect(patch.status).toBe(200);
    expect(patch.json.object.sha).toBe(commit);
    expect(standIn.head()).toBe(commit);
    expect(standIn.log()).toEqual([
      { sha: commit, author: { name: 'Bruno Lima', email: 'bruno@grupoinvero.com.br' }, message: 'Update' },
      expect.objectContaining({ sha: before }),
    ]);
    expect(standIn.textAt('content/pages/home.yaml')).toBe(changed);
    expect(standIn.textAt('content/pages/nova.yaml')).toBe('path: /nova\n');
    expect(standIn.textAt('content/pages/sobre.yaml')).toBeUndefined();
    expect(standIn.textAt('content/site.yaml')).toBe(seed['content/site.yaml']);
  });

  test('shows a commit with the files it changed and their patches, and the branch’s ref', async () => {
    const standIn = await start();
    const api = client(standIn, 'ana');
    const { commit } = await decapSave(api, {
      'content/pages/home.yaml': home.replace('Início', 'Começo'),
      'content/pages/sobre.yaml': null,
    });
    const shown = await api<{
      author: { login: string };
      files: { filename: string; status: string; patch: string }[];
    }>('GET', `${repo}/commits/${commit}`);
    expect(shown.json.author.login).toBe('ana');
    expect(shown.json.files.map(({ filename, status }) => [filename, status])).toEqual([
      ['content/pages/home.yaml', 'modified'],
      ['content/pages/sobre.yaml', 'removed'],
    ]);
    expect(shown.json.files[0]!.patch).toMatch(/^@@ .* @@\n(.*\n)*-title: Início\n\+title: Começo\n/);
    expect((await api<{ object: Sha }>('GET', `${repo}/git/ref/heads/main`)).json.object.sha).toBe(commit);
  });

  test('a branch update that is not a fast forward is refused as GitHub refuses it, and main stays', async () => {
    const standIn = await start();
    const api = client(standIn, 'ana');
    const start_ = standIn.head()!;
    const tree = (await api<Sha>('GET', `${repo}/git/trees/main`)).json.sha;
    const sideways = (await api<Sha>('POST', `${repo}/git/commits`, { message: 'Side', tree, parents: [start_] })).json
      .sha;
    const bruno = standIn.commitFile('content/site.yaml', 'brand: Outra\n', { login: 'bruno', message: 'Marca' });

    const refused = await api<Failure>('PATCH', `${repo}/git/refs/heads/main`, { sha: sideways, force: false });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('Update is not a fast forward');
    expect(standIn.head()).toBe(bruno);
    // Forced, it moves, as on GitHub.
    expect((await api('PATCH', `${repo}/git/refs/heads/main`, { sha: sideways, force: true })).status).toBe(200);
    expect(standIn.head()).toBe(sideways);
  });

  test('beforeRefUpdate lets another editor commit between the check and the write: the write is refused', async () => {
    const standIn = await start();
    let third = '';
    standIn.beforeRefUpdate(() => {
      third = standIn.commitFile('content/pages/sobre.yaml', `${about}description: x\n`, {
        login: 'bruno',
        message: 'Sobre',
      });
    });
    const { patch } = await decapSave(client(standIn, 'ana'), { 'content/pages/home.yaml': `${home}# nota\n` });
    expect(patch.status).toBe(422);
    expect(standIn.head()).toBe(third);
    expect(standIn.textAt('content/pages/home.yaml')).toBe(home);
    expect(standIn.requests('PATCH /repos/{owner}/{repo}/git/refs/{ref}')).toHaveLength(1);
    expect(standIn.requests('POST /repos/{owner}/{repo}/git/commits')).toHaveLength(1);
    // The hook ran once: the next update goes through.
    expect((await decapSave(client(standIn, 'ana'), { 'content/site.yaml': 'brand: X\n' })).patch.status).toBe(200);
  });

  test('refuseNext answers the next request of one operation as GitHub refuses it, once, and the next goes through', async () => {
    const standIn = await start();
    const head = standIn.head();
    standIn.refuseNext('POST /repos/{owner}/{repo}/git/blobs', {
      status: 403,
      message: 'Resource not accessible by integration',
    });
    const refused = await client(standIn, 'ana')<Failure>('POST', `${repo}/git/blobs`, {
      content: 'x',
      encoding: 'utf-8',
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Resource not accessible by integration');
    expect(standIn.head()).toBe(head);
    expect((await decapSave(client(standIn, 'ana'), { 'content/site.yaml': 'brand: X\n' })).patch.status).toBe(200);
    expect(standIn.drift()).toEqual([]);
  });

  test('refuseNext with a status GitHub never answers for the operation is drift, not an answer', async () => {
    const standIn = await start();
    standIn.refuseNext('POST /repos/{owner}/{repo}/git/blobs', { status: 418, message: 'Teapot' });
    const refused = await client(standIn, 'ana')('POST', `${repo}/git/blobs`, { content: 'x', encoding: 'utf-8' });
    expect(refused.status).toBe(500);
    expect(standIn.drift().map((drift) => drift.status)).toEqual([418]);
    started.splice(started.indexOf(standIn), 1);
  });

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

  test('reads a commit of the git database: its tree and parents', async () => {
    const standIn = await start();
    const api = client(standIn, 'ana');
    const { commit } = await decapSave(client(standIn, 'bruno'), { 'content/pages/nova.yaml': 'path: /nova\n' });
    const read = await api<{ sha: string; tree: Sha; parents: Sha[] }>('GET', `${repo}/git/commits/${commit}`);
    expect(read.json).toMatchObject({ sha: commit, tree: { sha: standIn.git.readCommit(commit).tree } });
    expect(read.json.parents.map((parent) => parent.sha)).toEqual(standIn.git.readCommit(commit).parents);
    expect((await api('GET', `${repo}/git/commits/${'0'.repeat(40)}`)).status).toBe(404);
  });

  test('tells each new head of main, from a save through the API or a commit of a test, as a push is told', async () => {
    const standIn = await start();
    const heads: string[] = [];
    standIn.onPush((sha) => heads.push(sha));
    const { commit } = await decapSave(client(standIn, 'bruno'), { 'content/pages/nova.yaml': 'path: /nova\n' });
    const other = standIn.commitFile('content/site.yaml', 'outro: texto\n', { login: 'bruno', message: 'Outra' });
    expect(heads).toEqual([commit, other]);
  });

  test('the App gets an installation token for its JWT only, and the token writes as its bot', async () => {
    const standIn = await start();
    const now = Math.floor(Date.now() / 1000);
    const jwt = (claims: Record<string, unknown>, key = standIn.app.privateKeyPem) => {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}`;
      const signature = createSign('RSA-SHA256').update(unsigned).sign(createPrivateKey(key)).toString('base64url');
      return `${unsigned}.${signature}`;
    };
    const tokenFor = async (bearer: string) =>
      fetch(`${standIn.url}/app/installations/${standIn.app.installationId}/access_tokens`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}` },
      });
    const good = { iss: String(standIn.app.id), iat: now - 60, exp: now + 540 };
    const other = (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 });
    for (const refused of [
      jwt({ ...good, exp: now + 20 * 60 }),
      jwt({ ...good, iss: '1' }),
      jwt({ ...good, exp: now - 1 }),
      jwt(good, other.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    ]) {
      expect((await tokenFor(refused)).status).toBe(401);
    }
    expect(standIn.installationTokens()).toEqual([]);

    const answer = await tokenFor(jwt(good));
    expect(answer.status).toBe(201);
    const { token } = (await answer.json()) as { token: string };
    expect(standIn.installationTokens()).toEqual([token]);
    const asApp = async <T>(method: string, path: string, body?: unknown) => {
      const response = await fetch(`${standIn.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as T };
    };
    const listed = await asApp<{ repositories: { full_name: string }[] }>('GET', '/installation/repositories');
    expect(listed.json.repositories.map((each) => each.full_name)).toEqual([repository]);
    expect((await asApp('GET', '/user')).status).toBe(403);
    const bot = await asApp<{ id: number; type: string }>('GET', `/users/${encodeURIComponent(standIn.app.bot.login)}`);
    expect(bot.json).toMatchObject({ id: standIn.app.bot.id, type: 'Bot' });
    const head = standIn.head()!;
    const commit = await asApp<{ sha: string; author: { name: string } }>('GET', `${repo}/git/commits/${head}`);
    expect(commit.json).toMatchObject({ sha: head, author: { name: 'Ana Souza' } });
  });

  test("never sends an answer GitHub's description does not allow, nor one for an operation it does not serve", async () => {
    const standIn = await start({
      operations: { ...operations, 'GET /user': () => ({ status: 200, body: { login: 'ana' } }) },
    });
    const api = client(standIn, 'ana');
    expect((await api('GET', '/user')).status).toBe(500);
    expect((await api('GET', `${repo}/pulls`)).status).toBe(500);
    const drift = standIn.drift();
    expect(drift).toEqual([
      {
        operation: 'GET /user',
        status: 200,
        errors: expect.arrayContaining([expect.stringMatching(/required property 'avatar_url'/)]),
      },
      {
        operation: 'GET /repos/{owner}/{repo}/pulls',
        status: 500,
        errors: ['The GitHub stand-in does not serve this operation'],
      },
    ]);
    started.splice(started.indexOf(standIn), 1);
  });
});
