/**
 * The GitHub stand-in driven over HTTP the way Decap's GitHub backend drives GitHub (API.ts): sign
 * in, list a folder, read a blob, then blob → tree → commit → PATCH of the branch; and what GitHub
 * does that the CMS relies on: refusing a branch update that is not a fast forward, paging commits,
 * refusing a missing or bad token. And the check that keeps the stand-in honest: an answer that
 * GitHub's description does not allow is never sent as GitHub's.
 */
import { describe, expect, test } from 'vitest';
import {
  home,
  about,
  seed,
  started,
  start,
  type Sha,
  type Tree,
  type Blob,
  type Failure,
  client,
  repo,
  decapSave,
} from './stand-in-client.ts';

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
});
