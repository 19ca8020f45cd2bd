/** What the tests of the GitHub stand-in share: a seeded stand-in per test, closed after it, and a client that asks it as Decap and the CMS do. */
import { afterEach, expect, onTestFinished } from 'vitest';
import { startGitHubStandIn, type GitHubStandIn, type StandInOptions } from './stand-in.ts';

export const repository = 'grupoinvero/site-de-teste';
export const home = '# A página inicial\npath: /\ntitle: Início\ndescription: Três empresas, uma missão.\n';
export const about = '# Quem somos\npath: /sobre\ntitle: Sobre\n';
export const seed = {
  'content/pages/home.yaml': home,
  'content/pages/sobre.yaml': about,
  'content/site.yaml': 'brand: INVERO\n',
};

export const started: GitHubStandIn[] = [];

export async function start(options: Partial<StandInOptions> = {}): Promise<GitHubStandIn> {
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
export type Sha = { sha: string };
export type Tree = Sha & { tree: (Sha & { path: string })[] };
export type Blob = Sha & { content: string; size: number };
export type Failure = { message: string };

/** A client with `login`'s token, as Decap's API class sends requests. */
export function client(standIn: GitHubStandIn, login?: string) {
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

export const repo = `/repos/${repository}`;

/** Decap's simple-mode save (API.persistFiles): blobs, a tree on the branch's head, a commit, the branch moved. */
export async function decapSave(api: ReturnType<typeof client>, files: Record<string, string | null>) {
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
