/**
 * The history and the deploys as the CMS reads them from GitHub (admin/history/github-history.ts,
 * admin/live/github-deploys.ts), against the stand-in over a real git repository, through the
 * requests Decap's GitHub API class makes (here a small client of the same calls): a file's
 * versions paged as GitHub pages its commits, its text at a version, the pages and photos deleted, a commit's
 * checks, and the content digest of a commit, which must be the one the build publishes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import { githubHistory } from '../../admin/history/github-history.ts';
import { githubDeploys } from '../../admin/live/github-deploys.ts';
import type { GitHubApi } from '../../admin/session/github-api.ts';
import { contentDir } from '../../project/environment.ts';
import { builtVersion } from '../../scripts/build/site-version.ts';
import { filesOf } from '../support/github/repository-helpers.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github/stand-in.ts';

const repository = 'grupoinvero/site-de-teste';
const homeFile = 'content/pages/home.yaml';

async function start(): Promise<GitHubStandIn> {
  const standIn = await startGitHubStandIn({ repository, seed: filesOf(contentDir, 'content') });
  onTestFinished(async () => {
    await standIn.close();
    expect(standIn.drift()).toEqual([]);
  });
  return standIn;
}

/** The calls of Decap's API class the history makes, over HTTP to the stand-in, signed in as Ana. */
function apiOf(standIn: GitHubStandIn): GitHubApi {
  const token = standIn.signIn('ana');
  const get = async (path: string, params: Record<string, string | number> = {}) => {
    const url = new URL(`${standIn.url}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    return fetch(url, { headers: { Authorization: `token ${token}` } });
  };
  const request: GitHubApi['request'] = async (path, options = {}, parser) => {
    const response = await get(path, options.params);
    if (parser) return parser(response);
    const body = (await response.json()) as { message?: string };
    if (!response.ok) throw Object.assign(new Error(body.message), { status: response.status });
    return body;
  };
  const unused = () => Promise.reject(new Error('not a read'));
  return {
    branch: 'main',
    originRepoURL: `/repos/${repository}`,
    request,
    // As Decap reads a file at a ref: its folder's tree at `<ref>:<folder>`, then the blob, as text or bytes.
    readFile: (async (
      path: string,
      _sha: null,
      { branch, parseText = true }: { branch: string; parseText?: boolean },
    ) => {
      const folder = path.slice(0, path.lastIndexOf('/'));
      const tree = (await request(`/repos/${repository}/git/trees/${branch}:${encodeURIComponent(folder)}`)) as {
        tree: { path: string; sha: string }[];
      };
      const entry = tree.tree.find((each) => each.path === path.slice(folder.length + 1));
      if (!entry) throw Object.assign(new Error('Not Found'), { status: 404 });
      const blob = (await request(`/repos/${repository}/git/blobs/${entry.sha}`)) as { content: string };
      const bytes = Buffer.from(blob.content, 'base64');
      return parseText ? bytes.toString('utf8') : new Blob([bytes]);
    }) as GitHubApi['readFile'],
    getDefaultBranch: unused,
    uploadBlob: unused,
    createTree: unused,
    createCommit: unused,
    patchRef: unused,
  };
}

describe('the history on GitHub', () => {
  test("a file's versions, newest first, ten to a page as GitHub pages its commits, with who, when, parent and text", async () => {
    const standIn = await start();
    const shipped = standIn.textAt(homeFile)!;
    const texts = Array.from({ length: 12 }, (_, index) => `${shipped}# versão ${index + 1}\n`);
    const commits = texts.map((text) => standIn.commitFile(homeFile, text, { login: 'bruno', message: 'Outra' }));
    standIn.commitFile('content/site.yaml', `${standIn.textAt('content/site.yaml')!}\n`, {
      login: 'carla',
      message: 'Não é da página',
    });
    const history = githubHistory(() => apiOf(standIn));

    const first = await history.versions(homeFile, 1);
    expect(first.more).toBe(true);
    expect(first.items.map((version) => version.id)).toEqual(commits.slice(2).reverse());
    expect(first.items[0]).toMatchObject({ who: 'Bruno Lima', message: 'Outra', parent: commits[10] });
    expect(first.items[0]!.at).toBeInstanceOf(Date);
    const second = await history.versions(homeFile, 2);
    expect(second.more).toBe(false);
    expect(second.items.map((version) => version.id)).toEqual([commits[1], commits[0], standIn.log().at(-1)!.sha]);
    expect(second.items.at(-1)!.who).toBe('Ana Souza');

    expect(await history.textIn(homeFile, commits[4]!)).toBe(texts[4]);
    expect(await history.textIn('content/pages/nova.yaml', commits[4]!)).toBeUndefined();
  });

  test('the pages deleted and not back since, each with the commit that deleted it', async () => {
    const standIn = await start();
    const page = (name: string) => `content/pages/${name}.yaml`;
    standIn.commitFile(page('nova'), 'path: /nova\n', { login: 'bruno', message: 'Nova' });
    standIn.commitFile(page('volta'), 'path: /volta\n', { login: 'bruno', message: 'Volta' });
    const deleted = standIn.commitFile(page('nova'), null, { login: 'carla', message: 'Apagada' });
    standIn.commitFile(page('volta'), null, { login: 'carla', message: 'Apagada' });
    standIn.commitFile(page('volta'), 'path: /volta\n', { login: 'carla', message: 'De volta' });
    const history = githubHistory(() => apiOf(standIn));
    const { items } = await history.deleted('page', 1);
    expect(items).toEqual([
      { path: page('nova'), version: expect.objectContaining({ id: deleted, who: 'Carla Dias' }) },
    ]);
    expect(await history.textIn(page('nova'), items[0]!.version.parent!)).toBe('path: /nova\n');
  });

  test('the photos deleted and not back since, only those the CMS can bring back, each with its bytes as they were', async () => {
    const standIn = await start();
    const photo = (name: string) => `content/images/${name}`;
    const bytes = readFileSync(path.join(contentDir, 'images/consultorio.jpg'));
    for (const name of ['sala.jpg', 'logo.svg', 'volta.png']) {
      standIn.commitFile(photo(name), bytes, { login: 'bruno', message: `Foto enviada: ${name}` });
    }
    standIn.commitFile(photo('equipe/ana.jpg'), bytes, { login: 'bruno', message: 'Numa pasta' });
    const deleted = standIn.commitFile(photo('sala.jpg'), null, { login: 'carla', message: 'Apagado: sala.jpg' });
    for (const name of ['logo.svg', 'volta.png', 'equipe/ana.jpg']) {
      standIn.commitFile(photo(name), null, { login: 'carla', message: `Apagado: ${name}` });
    }
    standIn.commitFile(photo('volta.png'), bytes, { login: 'carla', message: 'De volta' });
    const history = githubHistory(() => apiOf(standIn));
    const { items, more } = await history.deleted('photo', 1);
    expect(more).toBe(false);
    expect(items).toEqual([
      { path: photo('sala.jpg'), version: expect.objectContaining({ id: deleted, who: 'Carla Dias' }) },
    ]);
    expect(await history.bytesIn(photo('sala.jpg'), items[0]!.version.parent!)).toEqual(new Uint8Array(bytes));
    expect(await history.bytesIn(photo('sala.jpg'), deleted)).toBeUndefined();
    // The pages deleted are another list.
    expect((await history.deleted('page', 1)).items).toEqual([]);
  });

  test('every photo deleted, their folder gone from the branch: still listed', async () => {
    const standIn = await start();
    const photos = Object.keys(filesOf(path.join(contentDir, 'images'), 'content/images'));
    expect(photos.length).toBeGreaterThan(0);
    for (const file of photos) standIn.commitFile(file, null, { login: 'carla', message: `Apagado: ${file}` });
    const history = githubHistory(() => apiOf(standIn));
    expect((await history.deleted('photo', 1)).items.map((item) => item.path).sort()).toEqual(photos.sort());
  });
});

describe('the deploys on GitHub', () => {
  test("a commit's content digest is the one the build publishes for the same content", async () => {
    const standIn = await start();
    const deploys = githubDeploys(() => apiOf(standIn));
    expect(await deploys.contentAt(standIn.head()!)).toBe((await builtVersion(contentDir)).content);
  });

  test("a commit's checks: pending while any runs, the failed ones with the content problems they marked", async () => {
    const standIn = await start();
    const deploys = githubDeploys(() => apiOf(standIn));
    const head = standIn.head()!;
    expect(await deploys.checks(head)).toEqual({ pending: false, failed: [] });
    standIn.setStatus(head, { context: 'deploy/site', state: 'pending' });
    const note = { path: homeFile, start_line: 3, message: 'Falta o título.' };
    standIn.addCheckRun(head, { name: 'build', status: 'completed', conclusion: 'failure', annotations: [note] });
    standIn.addCheckRun(head, { name: 'check', status: 'completed', conclusion: 'cancelled' });
    expect(await deploys.checks(head)).toEqual({
      pending: true,
      failed: [
        {
          name: 'build',
          url: expect.stringContaining('/runs/'),
          problems: [{ file: homeFile, message: note.message }],
        },
      ],
    });
    standIn.setStatus(head, { context: 'deploy/site', state: 'failure', target_url: 'https://app.netlify.com/x' });
    expect((await deploys.checks(head)).failed.map((check) => check.name)).toEqual(['deploy/site', 'build']);
    const later = standIn.commitFile(homeFile, 'x\n', { login: 'bruno', message: 'Depois' });
    expect(await deploys.includes(later, head)).toBe(true);
    expect(await deploys.includes(head, later)).toBe(false);
  });
});
