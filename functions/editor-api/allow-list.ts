/**
 * The GitHub REST calls the online editor makes, and the only ones the function forwards: one table,
 * one row per call, named as GitHub's description names it (`METHOD /path/{template}`). The admin's
 * GitHub code (Decap's GitHub backend, admin/repository/github/) was read, and the requests of the
 * online browser tests recorded by the GitHub stand-in, to list them. Adding a call the admin needs is adding a row.
 */

/**
 * What the function does with a call: `read` forwards it; the others are the writes and the answers
 * it makes itself (handle.ts has one case for each).
 */
export type Handling = 'user' | 'repository' | 'read' | 'write-blob' | 'write-tree' | 'write-commit' | 'move-branch';

interface AllowedCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** The query parameters passed on; any other is dropped. */
  query?: readonly string[];
  handling: Handling;
}

const page = ['per_page', 'page'] as const;

export const allowedCalls: readonly AllowedCall[] = [
  // Signing in: who she is, and whether she may write (Decap's GitHub backend asks both).
  { method: 'GET', path: '/user', handling: 'user' },
  { method: 'GET', path: '/repos/{owner}/{repo}', handling: 'repository' },
  // Reading the content: a branch's head, folders and files, the history and what a commit changed.
  { method: 'GET', path: '/repos/{owner}/{repo}/branches/{branch}', handling: 'read' },
  { method: 'GET', path: '/repos/{owner}/{repo}/git/trees/{tree_sha}', query: ['recursive'], handling: 'read' },
  { method: 'GET', path: '/repos/{owner}/{repo}/git/blobs/{file_sha}', handling: 'read' },
  { method: 'GET', path: '/repos/{owner}/{repo}/contents/{path}', query: ['ref'], handling: 'read' },
  { method: 'GET', path: '/repos/{owner}/{repo}/commits', query: ['sha', 'path', ...page], handling: 'read' },
  { method: 'GET', path: '/repos/{owner}/{repo}/commits/{ref}', handling: 'read' },
  // Following a change to the live site: its checks, and what a failed one marked. Not the workflow's
  // runs: the site is on Cloudflare Pages, and a failed publish is tried again by an empty commit
  // (admin/going-live/), which needs no permission beyond the content's.
  { method: 'GET', path: '/repos/{owner}/{repo}/commits/{ref}/status', handling: 'read' },
  { method: 'GET', path: '/repos/{owner}/{repo}/commits/{ref}/check-runs', query: page, handling: 'read' },
  { method: 'GET', path: '/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', query: page, handling: 'read' },
  // Trying a failed publish again: the commit online read for its tree, then a commit of that same tree.
  { method: 'GET', path: '/repos/{owner}/{repo}/git/commits/{commit_sha}', handling: 'read' },
  // Publishing: the files, the tree, the commit (hers), the branch moved forward to it.
  { method: 'POST', path: '/repos/{owner}/{repo}/git/blobs', handling: 'write-blob' },
  { method: 'POST', path: '/repos/{owner}/{repo}/git/trees', handling: 'write-tree' },
  { method: 'POST', path: '/repos/{owner}/{repo}/git/commits', handling: 'write-commit' },
  { method: 'PATCH', path: '/repos/{owner}/{repo}/git/refs/{ref}', handling: 'move-branch' },
];

/**
 * What each path parameter may hold, decoded: nothing that reads as a path of its own (`..`, a
 * leading `/`, `?`, `#`), so that a call is forwarded to the operation it was matched as.
 */
const revision = /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]{1,250}$/;
const parameterPatterns: Record<string, RegExp> = {
  owner: /^[A-Za-z0-9-]{1,39}$/,
  repo: /^[A-Za-z0-9._-]{1,100}$/,
  branch: revision,
  ref: revision,
  // A tree by its sha, a commit or branch (its root tree), or `<revision>:<folder>`.
  tree_sha: /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]{1,250}(?::[A-Za-z0-9._/ -]{0,500})?$/,
  file_sha: /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/,
  path: /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[^/?#\\][^?#\\]{0,500}$/,
  commit_sha: /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/,
  check_run_id: /^\d{1,20}$/,
  run_id: /^\d{1,20}$/,
};

/**
 * Parameters that span several segments of the address, as GitHub's description marks them
 * (`x-multi-segment`): a branch named `feature/x`, a file's path.
 */
const multiSegment = new Set(['ref', 'branch', 'tree_sha', 'path']);

export interface MatchedCall {
  /** `GET /repos/{owner}/{repo}/commits`, as GitHub's description names it. */
  name: string;
  method: AllowedCall['method'];
  handling: Handling;
  params: Record<string, string>;
  /** The path to ask GitHub, each parameter encoded again from its decoded value. */
  upstreamPath: string;
  /** The query to ask GitHub: the allowed parameters only. */
  upstreamQuery: URLSearchParams;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each row's template as a pattern over the encoded path; the rows with more literal segments first. */
const routes = allowedCalls
  .map((call) => {
    const names: string[] = [];
    const source = call.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{(.+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return multiSegment.has(name) ? '(.+)' : '([^/]+)';
      })
      .join('');
    const literals = call.path.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
    return { call, names, pattern: new RegExp(`^${source}$`), literals };
  })
  .sort((a, b) => b.literals - a.literals);

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** A segment as GitHub's own clients send it: encoded, but for the ":" of `<revision>:<folder>`. */
const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/%3A/gi, ':');

const encodedParameter = (name: string, value: string) =>
  multiSegment.has(name) ? value.split('/').map(encodeSegment).join('/') : encodeSegment(value);

/**
 * The allowed call `method` and `path` (below the function's own address, still encoded) are, or
 * undefined: the function then forwards nothing.
 */
export function matchCall(method: string, path: string, query: URLSearchParams): MatchedCall | undefined {
  for (const { call, names, pattern } of routes) {
    const match = call.method === method ? pattern.exec(path) : null;
    if (!match) continue;
    const values = names.map((_, index) => decoded(match[index + 1]!));
    if (values.some((value, index) => value === undefined || !parameterPatterns[names[index]!]!.test(value))) {
      return undefined;
    }
    const params = Object.fromEntries(names.map((name, index) => [name, values[index]!]));
    const upstreamPath = call.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodedParameter(name, params[name]!));
    const upstreamQuery = new URLSearchParams([...query].filter(([key]) => (call.query ?? []).includes(key)));
    return {
      name: `${call.method} ${call.path}`,
      method: call.method,
      handling: call.handling,
      params,
      upstreamPath,
      upstreamQuery,
    };
  }
  return undefined;
}
