/**
 * What an operation of the stand-in is given and answers, GitHub's way of refusing, and the git
 * reading the operations share (api.ts lists the operations).
 */
import type { KeyObject } from 'node:crypto';
import { type StandInApp } from './app.ts';
import type { CommitChecks } from './checks.ts';
import type { TreeChange } from './git-records.ts';
import { type Served } from './objects.ts';
import { documentationUrl } from './openapi.ts';
import { type GitHubUser } from './users.ts';

interface ApiRequest {
  operation: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  user: GitHubUser;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the operations work on: the repository and its checks, and a test's hooks on ref updates. */
export interface ApiState extends Served {
  checks: CommitChecks;
  /** The GitHub App installed on the repository, and the installation tokens it was given. */
  app: StandInApp & { publicKey: KeyObject };
  installationTokens: string[];
  /** The hook a test set to run before the next ref update, taken (it runs once). */
  takeRefUpdateHook(): (() => unknown) | undefined;
  /** The refusal a test set for the next request of `operation`, taken (it answers once). */
  takeRefusal(operation: string): Refusal | undefined;
  /** Told each branch moved through the API, as GitHub tells a push to webhooks (a host's deploy starts so). */
  pushed(branch: string, sha: string): void;
}

/** An error GitHub answers with instead of doing the operation: its status and message. */
export interface Refusal {
  status: number;
  message: string;
}

export type Handler = (request: ApiRequest, state: ApiState) => ApiAnswer | Promise<ApiAnswer>;

/** GitHub's error body: the message and where the operation is documented. */
export const failure = (status: number, message: string, operation?: string): ApiAnswer => ({
  status,
  body: { message, documentation_url: documentationUrl(operation), status: String(status) },
});

export const notFound = (request: ApiRequest) => failure(404, 'Not Found', request.operation);
export const unprocessable = (request: ApiRequest, message: string) => failure(422, message, request.operation);
export const ok = (body: unknown, status = 200): ApiAnswer => ({ status, body });

export const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The commit a ref or sha names, as GitHub resolves `{ref}` and `sha=`. */
export const commitOf = (state: ApiState, revision: string) => state.git.resolve(`${revision}^{commit}`);

/**
 * The tree `tree_sha` names: a tree's sha, or a commit or branch (its root tree), or `<rev>:<path>`
 * (whose path runs to the end, so nothing may follow it).
 */
export function treeOf(state: ApiState, treeSha: string): string | undefined {
  const sha = state.git.resolve(treeSha.includes(':') ? treeSha : `${treeSha}^{tree}`);
  return sha && state.git.isA(sha, 'tree') ? sha : undefined;
}

export type TreeItem = { path: string; mode: string; type: string; sha?: string | null; content?: string };

export function changeOf(state: ApiState, item: TreeItem): TreeChange | string {
  if (item.type !== 'blob') return `The stand-in writes blobs only, not tree.type ${item.type}`;
  if (item.content !== undefined) {
    return { path: item.path, mode: item.mode, sha: state.git.writeBlob(Buffer.from(item.content)) };
  }
  if (item.sha && !state.git.isA(item.sha, 'blob')) return `tree.sha ${item.sha} is not a valid blob`;
  return { path: item.path, mode: item.mode, sha: item.sha ?? null };
}

/** The Link header GitHub pages with: next and last, then prev and first once past page one. */
export function pageLinks(url: URL, page: number, lastPage: number): string | undefined {
  const at = (target: number) => {
    const link = new URL(url);
    link.searchParams.set('page', String(target));
    return `<${link.href}>`;
  };
  const links = [
    ...(page < lastPage ? [`${at(page + 1)}; rel="next"`, `${at(lastPage)}; rel="last"`] : []),
    ...(page > 1 ? [`${at(page - 1)}; rel="prev"`, `${at(1)}; rel="first"`] : []),
  ];
  return links.length ? links.join(', ') : undefined;
}

/** An hour from now, as GitHub dates an installation token's end. */
export const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
