/**
 * The GitHub stand-in driven over HTTP the way Decap's GitHub backend drives GitHub (API.ts): sign
 * in, list a folder, read a blob, then blob → tree → commit → PATCH of the branch; and what GitHub
 * does that the CMS relies on: refusing a branch update that is not a fast forward, paging commits,
 * refusing a missing or bad token. And the check that keeps the stand-in honest: an answer that
 * GitHub's description does not allow is never sent as GitHub's.
 */
import { createPrivateKey, createSign } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { operations } from './api.ts';
import { repository, started, start, type Sha, client, repo, decapSave } from './stand-in-client.ts';

describe('the GitHub stand-in', () => {
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
