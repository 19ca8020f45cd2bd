/**
 * For the tests of the writes, the history and the deploys without a browser: a stand-in over the
 * project's content, and the calls of Decap's GitHub API class (decap-cms-backend-github's API.ts)
 * that the admin's own modules make through it (admin/repository/github/api.ts), sent over HTTP to
 * the stand-in with a user's token. A failed request rejects with the status, as Decap's APIError does.
 */
import { expect, onTestFinished } from 'vitest';
import type { GitHubApi } from '../../../admin/repository/github/api.ts';
import { contentDir } from '../../../project/environment.ts';
import { filesOf } from './repository-helpers.ts';
import { startGitHubStandIn, type GitHubStandIn } from './stand-in.ts';

/** A stand-in for `repository` seeded with the project's content/, closed at the test's end, where none of its answers may have strayed from GitHub's description. */
export async function contentStandIn(repository: string): Promise<GitHubStandIn> {
  const standIn = await startGitHubStandIn({ repository, seed: filesOf(contentDir, 'content') });
  onTestFinished(async () => {
    await standIn.close();
    expect(standIn.drift()).toEqual([]);
  });
  return standIn;
}

export function decapApi(standIn: GitHubStandIn, repository: string, login = 'ana'): GitHubApi {
  const token = standIn.signIn(login);
  const repoUrl = `/repos/${repository}`;
  const send = async (
    path: string,
    {
      params = {},
      method = 'GET',
      body,
    }: { params?: Record<string, string | number>; method?: string; body?: unknown },
  ) => {
    const url = new URL(`${standIn.url}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    return fetch(url, {
      method,
      headers: { Authorization: `token ${token}`, 'Content-Type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  const json = async (response: Response) => {
    const text = await response.text();
    const parsed = (text ? JSON.parse(text) : undefined) as { message?: string } | undefined;
    if (!response.ok) throw Object.assign(new Error(parsed?.message), { status: response.status });
    return parsed;
  };
  const request: GitHubApi['request'] = async (path, options = {}, parser) => {
    const response = await send(path, options);
    return parser ? parser(response) : json(response);
  };
  /** A git object made by a POST, answered by its sha. */
  const created = async (path: string, body: unknown) =>
    (await json(await send(path, { method: 'POST', body }))) as { sha: string };
  const blobBytes = async (sha: string) => {
    const blob = (await request(`${repoUrl}/git/blobs/${sha}`)) as { content: string };
    return Buffer.from(blob.content, 'base64');
  };
  return {
    branch: 'main',
    originRepoURL: repoUrl,
    request,
    // As Decap reads a file: by its blob when known, else at a ref through its folder's tree
    // (`<ref>:<folder>`); as text, or as bytes with `parseText: false`.
    readFile: (async (
      path: string,
      sha: string | null,
      { branch, parseText = true }: { branch: string; parseText?: boolean },
    ) => {
      let blobSha = sha;
      if (!blobSha) {
        const folder = path.slice(0, path.lastIndexOf('/'));
        const tree = (await request(`${repoUrl}/git/trees/${branch}:${encodeURIComponent(folder)}`)) as {
          tree: { path: string; sha: string }[];
        };
        const entry = tree.tree.find((each) => each.path === path.slice(folder.length + 1));
        if (!entry) throw Object.assign(new Error('Not Found'), { status: 404 });
        blobSha = entry.sha;
      }
      const bytes = await blobBytes(blobSha);
      return parseText ? bytes.toString('utf8') : new Blob([bytes]);
    }) as GitHubApi['readFile'],
    getDefaultBranch: async () =>
      (await request(`${repoUrl}/branches/main`)) as Awaited<ReturnType<GitHubApi['getDefaultBranch']>>,
    createCommit: (message, tree, parents) => created(`${repoUrl}/git/commits`, { message, tree, parents }),
    patchRef: async (type, name, sha, { force = false } = {}) =>
      json(
        await send(`${repoUrl}/git/refs/${type}/${encodeURIComponent(name)}`, {
          method: 'PATCH',
          body: { sha, force },
        }),
      ),
    // As Decap's API sends them: a blob in base64, a tree on a base.
    uploadBlob: async (item) => {
      const { raw, toBase64 } = item as { raw?: string; toBase64?: () => Promise<string> };
      const content = toBase64 ? await toBase64() : Buffer.from(raw ?? '').toString('base64');
      const { sha } = await created(`${repoUrl}/git/blobs`, { content, encoding: 'base64' });
      return Object.assign(item, { sha });
    },
    createTree: (baseSha, tree) => created(`${repoUrl}/git/trees`, { base_tree: baseSha, tree }),
  };
}
