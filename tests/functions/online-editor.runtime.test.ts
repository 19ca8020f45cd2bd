/**
 * The site's function under Cloudflare's own runtime (`wrangler pages dev`, offline, on loopback),
 * between a stand-in of Cloudflare Access and the GitHub stand-in: who may ask, what it forwards,
 * and the branch moving only forward, only by one commit of the person signed in, only over files
 * she may change, whatever sequence of requests she sends. One runtime for the file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { responseProblems } from '../support/github/openapi.ts';
import { rawRequest } from '../support/raw-http.ts';
import { ana, publish, repo, startOnlineEditor, unmoved, type OnlineEditor } from './online-editor.ts';

let editor: OnlineEditor;
beforeAll(async () => {
  editor = await startOnlineEditor();
}, 180_000);
afterAll(async () => {
  await editor?.close();
});

const page = (slug: string) => `content/pages/${slug}.yaml`;
const changed = (file: string) => `${editor.github.textAt(file)!}# mudado\n`;

describe('the online editor’s function, under Cloudflare’s runtime', { timeout: 120_000 }, () => {
  test('nobody but a person Access signed in, and on the list, gets an answer: never GitHub’s', async () => {
    const { access, withToken } = editor;
    const head = editor.github.head()!;
    const move = { sha: head };
    const tokens = {
      none: undefined,
      forged: await access.token({ email: ana.email, forged: true }),
      expired: await access.token({ email: ana.email, expiresIn: -120 }),
      otherApplication: await access.token({ email: ana.email, audience: 'another-application' }),
      garbage: 'not.a.jwt',
    };
    await unmoved(editor, async () => {
      for (const [name, token] of Object.entries(tokens)) {
        const answer = await withToken(token, 'PATCH', `${repo}/git/refs/heads/main`, move);
        expect([name, answer.status]).toEqual([name, 401]);
        expect((await withToken(token, 'GET', '/user')).status).toBe(401);
      }
      const stranger = editor.as('alguem@exemplo.com.br');
      expect((await stranger('GET', `${repo}/branches/main`)).status).toBe(403);
      // Her own address beside the words, for the admin's screen to say with which one she came in.
      const who = await stranger<{ email: string }>('GET', '/user');
      expect([who.status, who.json.email]).toEqual([403, 'alguem@exemplo.com.br']);
      expect((await publish(stranger, { [page('assessoria')]: 'x: 1\n' }, { parent: head })).moved.status).toBe(403);
    });
    // Refused before GitHub was asked anything on their behalf.
    expect(editor.github.requests('POST /repos/{owner}/{repo}/git/blobs')).toEqual([]);
  });

  test('signs her in as GitHub would: her name and e-mail, and the right to push', async () => {
    const call = editor.as(ana.email);
    const user = await call<{ name: string; email: string }>('GET', '/user');
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject(ana);
    expect(responseProblems('GET /user', 200, user.json)).toEqual([]);
    const repository = await call<{ permissions: { push: boolean } }>('GET', repo);
    expect(repository.json.permissions.push).toBe(true);
    // The list's e-mails are compared as Access writes them, whatever their case.
    expect((await editor.as('carla@grupoinvero.com.br')('GET', '/user')).json).toMatchObject({ name: 'Carla Dias' });
  });

  test('her company’s page: one commit, by her, committed by the App', async () => {
    const before = editor.github.commitCount();
    const { commit, moved } = await publish(editor.as(ana.email), {
      [page('assessoria')]: changed(page('assessoria')),
    });
    expect(moved.status).toBe(200);
    expect(editor.github.head()).toBe(commit);
    expect(editor.github.commitCount()).toBe(before + 1);
    const written = editor.github.git.readCommit(commit);
    expect(written.author).toMatchObject(ana);
    expect(written.committer).toMatchObject({ name: editor.github.app.bot.login, email: editor.github.app.bot.email });
  });

  test('another company’s page, the site’s settings, editors.yaml, .github/ or a file out of place: refused, main unmoved', async () => {
    const call = editor.as(ana.email);
    for (const file of [page('higienizacao'), 'content/site.yaml', 'editors.yaml', '.github/workflows/site.yml']) {
      await unmoved(editor, async () => {
        const { moved } = await publish(call, { [page('assessoria')]: changed(page('assessoria')), [file]: 'x: 1\n' });
        expect([file, moved.status, moved.json.files]).toEqual([file, 403, [file]]);
      });
    }
    // Not even for the person who may change all of the content.
    await unmoved(editor, async () => {
      expect(
        (await publish(editor.as('duda@grupoinvero.com.br'), { 'editors.yaml': 'editors: []\n' })).moved.status,
      ).toBe(403);
    });
    // Nor a file where the site never reads it, which the admin never writes.
    for (const file of ['content/script.js', page('rascunhos/nova')]) {
      await unmoved(editor, async () => {
        const { moved } = await publish(editor.as('duda@grupoinvero.com.br'), { [file]: 'x: 1\n' });
        expect([file, moved.status, moved.json.files]).toEqual([file, 403, [file]]);
      });
    }
  });

  test('a page taken from another company, or given to one: refused', async () => {
    const call = editor.as(ana.email);
    const theirs = editor.github.textAt(page('higienizacao'))!;
    const ours = editor.github.textAt(page('assessoria'))!;
    await unmoved(editor, async () => {
      const taken = theirs.replace('company: higienizacao', 'company: assessoria');
      expect((await publish(call, { [page('higienizacao')]: taken })).moved.status).toBe(403);
      const given = ours.replace('company: assessoria', 'company: higienizacao');
      expect((await publish(call, { [page('assessoria')]: given })).moved.status).toBe(403);
      // A page of hers under another company's file name is hers to make; over theirs, not.
      expect(
        (await publish(call, { [page('higienizacao')]: ours.replace('/assessoria', '/outra') })).moved.status,
      ).toBe(403);
    });
    const made = await publish(call, {
      [page('assessoria-sul')]: ours.replace('path: /assessoria', 'path: /assessoria-sul'),
    });
    expect(made.moved.status).toBe(200);
  });

  test('a forced move, or one that is not the next commit on main: refused, main unmoved', async () => {
    const call = editor.as(ana.email);
    const parent = editor.github.head()!;
    expect((await publish(call, { [page('assessoria')]: changed(page('assessoria')) })).moved.status).toBe(200);
    const head = editor.github.head()!;
    await unmoved(editor, async () => {
      expect(
        (await publish(call, { [page('assessoria')]: changed(page('assessoria')) }, { force: true })).moved.status,
      ).toBe(403);
      // Built on an older commit: GitHub's own words for a branch that moved, which the admin merges from.
      const stale = await publish(call, { [page('assessoria')]: changed(page('assessoria')) }, { parent });
      expect([stale.moved.status, stale.moved.json.message]).toEqual([422, 'Update is not a fast forward']);
      // Back to an older commit: not forward at all.
      expect((await call('PATCH', `${repo}/git/refs/heads/main`, { sha: parent })).status).toBe(422);
      // Two commits at once: the one on the head is never checked as the branch (a merge likewise).
      const first = await publish(call, { [page('higienizacao')]: 'x: 1\n' }, { parent: head });
      const second = await publish(
        call,
        { [page('higienizacao')]: editor.github.textAt(page('higienizacao'))! },
        { parent: first.commit },
      );
      expect(second.moved.status).toBe(422);
    });
  });

  test('photos: a new one by anyone on the list; one a page of another company shows, not by her', async () => {
    const call = editor.as(ana.email);
    const photo = editor.github.git.blob(editor.github.git.resolve('main:content/images/consultorio.jpg')!);
    expect((await publish(call, { 'content/images/fachada.jpg': photo })).moved.status).toBe(200);
    await unmoved(editor, async () => {
      expect((await publish(call, { 'content/images/consultorio.jpg': null })).moved.status).toBe(403);
      expect((await publish(call, { 'content/images/consultorio.jpg': photo.subarray(0, 1000) })).moved.status).toBe(
        403,
      );
    });
    // Hers to change: no page shows it.
    expect((await publish(call, { 'content/images/fachada.jpg': null })).moved.status).toBe(200);
  });

  test('forwards only the calls the admin makes, on its one repository', async () => {
    const call = editor.as(ana.email);
    const head = editor.github.head()!;
    const asked = editor.github.requests().length;
    for (const [method, path, body] of [
      ['GET', `${repo}/pulls`],
      ['POST', `${repo}/git/refs`, { ref: 'refs/heads/outra', sha: head }],
      ['DELETE', `${repo}/git/refs/heads/main`],
      ['GET', `/repos/grupoinvero/outro-site/git/blobs/${head}`],
      ['GET', `${repo}/git/trees/..%2F..%2F..%2Fuser`],
      ['GET', '/app'],
      ['POST', '/app/installations/1/access_tokens'],
    ] as const) {
      expect([method, path, (await call(method, path, body)).status]).toEqual([method, path, 403]);
    }
    // None of them reached GitHub.
    expect(editor.github.requests().slice(asked)).toEqual([]);
    // A page of another site cannot ask on her behalf.
    const token = await editor.access.token({ email: ana.email });
    const crossSite = await fetch(`${editor.runtime.url}/api/github${repo}/branches/main`, {
      headers: { 'Cf-Access-Jwt-Assertion': token, Origin: 'https://outro-site.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  test('only the editor’s own page, at the editor’s own address, is answered: a public page’s script is not', async () => {
    const token = await editor.access.token({ email: ana.email });
    const { port, host } = new URL(editor.runtime.url);
    /** A request as a browser sends it, with Access's signature (its cookie goes with any request of the site). */
    const ask = (headers: Record<string, string>, method: 'GET' | 'POST', path: string, body?: unknown) =>
      rawRequest({
        port: Number(port),
        path: `/api/github${repo}${path}`,
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: {
          'Cf-Access-Jwt-Assertion': token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      });
    const read = (headers: Record<string, string>) => ask(headers, 'GET', '/branches/main');
    const write = (headers: Record<string, string>) =>
      ask(headers, 'POST', '/git/blobs', {
        content: Buffer.from('# de fora\n').toString('base64'),
        encoding: 'base64',
      });
    const blobs = () => editor.github.requests('POST /repos/{owner}/{repo}/git/blobs').length;
    const editorPage = { host, 'sec-fetch-site': 'same-origin' };
    expect((await read(editorPage)).status).toBe(200);

    const written = blobs();
    for (const [who, headers] of [
      // The public site's address, served by the same project: `fetch('/api/github/…')` from its pages.
      ['a public page, at its own address', { host: 'www.grupoinvero.com.br', 'sec-fetch-site': 'same-origin' }],
      // The same site (`www.` and `editor.`): the cookie goes along; only the browser's word tells.
      [
        'a public page, at the editor’s address',
        { host, origin: 'https://www.grupoinvero.com.br', 'sec-fetch-site': 'same-site' },
      ],
      ['a public page’s link or form, at the editor’s address', { host, 'sec-fetch-site': 'same-site' }],
      ['another site', { host, origin: 'https://outro-site.example', 'sec-fetch-site': 'cross-site' }],
      ['an address typed by hand', { host, 'sec-fetch-site': 'none' }],
    ] as const) {
      expect([who, (await read(headers)).status]).toEqual([who, 403]);
      expect([
        who,
        (await write({ ...headers, ...('origin' in headers ? {} : { origin: `http://${headers.host}` }) })).status,
      ]).toEqual([who, 403]);
    }
    expect(blobs()).toBe(written);
    // The editor's own page writes: its origin, same-origin.
    expect((await write({ ...editorPage, origin: editor.runtime.url })).status).toBe(201);
  });

  test('no answer holds the App’s token, and the App asked GitHub for one token only', () => {
    const tokens = editor.github.installationTokens();
    expect(tokens).toHaveLength(1);
    expect(editor.answers.length).toBeGreaterThan(40);
    for (const answer of editor.answers) {
      const seen = `${[...answer.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n${answer.text}`;
      for (const token of tokens) expect(seen).not.toContain(token);
      expect(seen).not.toMatch(/ghs_|BEGIN (RSA )?PRIVATE KEY/);
    }
    expect(editor.github.drift()).toEqual([]);
  });
});
