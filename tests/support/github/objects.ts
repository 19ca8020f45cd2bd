/**
 * The JSON GitHub answers with, filled from the stand-in's git repository: the repository itself,
 * trees, blobs, commits (git's and the REST API's richer kind), branches and refs. Large objects
 * start from the description's own examples, with every URL and id made this repository's; the
 * OpenAPI check of each answer (openapi.ts) says where a template and the schema disagree.
 */
import type { GitRepository } from './git-repository.ts';
import type { CommitObject, TreeEntry } from './git-records.ts';
import { example, only } from './openapi.ts';
import { simpleUser, type Accounts } from './users.ts';

export const apiRoot = 'https://api.github.com';
export const webRoot = 'https://github.com';

/** The repository the stand-in serves: `owner/name` on GitHub, an organisation's. */
interface RepositoryName {
  owner: string;
  name: string;
}

/** What every object needs to name its URLs and link commits to accounts. */
export interface Served {
  repository: RepositoryName;
  git: GitRepository;
  accounts: Accounts;
}

const repositoryId = 812_345_678;
export const ownerId = 98_765_432;
export const nodeId = (kind: string, id: string | number) => Buffer.from(`${kind}${id}`).toString('base64');
const fullName = ({ repository }: Served) => `${repository.owner}/${repository.name}`;
export const apiUrl = (served: Served, rest: string) => `${apiRoot}/repos/${fullName(served)}/${rest}`;
export const webUrl = (served: Served, rest: string) => `${webRoot}/${fullName(served)}/${rest}`;

/** GET /repos/{owner}/{repo}: a private repository of the organisation, where the caller may push. */
export function fullRepository(served: Served) {
  const { owner, name } = served.repository;
  const template = example('full-repository-default-response');
  const {
    parent: _parent,
    source: _source,
    template_repository: _template,
    ...ours
  } = JSON.parse(JSON.stringify(template).replaceAll('octocat/Hello-World', fullName(served))) as typeof template;
  const organisation = simpleUser(owner, ownerId, 'Organization');
  return {
    ...ours,
    id: repositoryId,
    node_id: nodeId('010:Repository', repositoryId),
    name,
    full_name: fullName(served),
    owner: organisation,
    organization: organisation,
    private: true,
    visibility: 'private',
    description: 'O site do Grupo INVERO',
    fork: false,
    homepage: null,
    mirror_url: null,
    language: 'TypeScript',
    topics: [],
    license: null,
    default_branch: 'main',
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
  };
}

/** The part of the repository that a commit status embeds (GitHub's Minimal Repository). */
export const minimalRepository = (served: Served) => only(fullRepository(served), 'minimal-repository');

const objectUrl = (served: Served, entry: Pick<TreeEntry, 'type' | 'sha'>) =>
  apiUrl(served, `git/${entry.type === 'tree' ? 'trees' : 'blobs'}/${entry.sha}`);

/** A tree and its entries (the nested ones too when recursive), as GET and POST git/trees answer. */
export function gitTree(served: Served, sha: string, recursive = false) {
  return {
    sha,
    url: apiUrl(served, `git/trees/${sha}`),
    tree: served.git.tree(sha, { recursive }).map((entry) => ({
      ...entry,
      ...(entry.type === 'commit' ? {} : { url: objectUrl(served, entry) }),
    })),
    truncated: false,
  };
}

/** Base64 in lines of 60 characters, each ending in a newline, as GitHub sends a blob's content. */
const base64Lines = (bytes: Buffer) => (bytes.toString('base64').match(/.{1,60}/g) ?? []).map((l) => `${l}\n`).join('');

export function blob(served: Served, sha: string) {
  const bytes = served.git.blob(sha);
  return {
    sha,
    node_id: nodeId('04:Blob', sha),
    size: bytes.length,
    url: apiUrl(served, `git/blobs/${sha}`),
    content: base64Lines(bytes),
    encoding: 'base64',
  };
}

/** A commit's parents, linked as the REST API (`commits`) or the git database (`git/commits`) links them. */
const parentsOf = (served: Served, commit: CommitObject, api: 'commits' | 'git/commits') =>
  commit.parents.map((sha) => ({
    sha,
    url: apiUrl(served, `${api}/${sha}`),
    html_url: webUrl(served, `commit/${sha}`),
  }));

const unsigned = { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null };

/** A commit as the git database has it: what POST git/commits answers. */
export function gitCommit(served: Served, sha: string) {
  const commit = served.git.readCommit(sha);
  return {
    sha,
    node_id: nodeId('06:Commit', sha),
    url: apiUrl(served, `git/commits/${sha}`),
    html_url: webUrl(served, `commit/${sha}`),
    author: commit.author,
    committer: commit.committer,
    message: commit.message,
    tree: { sha: commit.tree, url: apiUrl(served, `git/trees/${commit.tree}`) },
    parents: parentsOf(served, commit, 'git/commits'),
    verification: unsigned,
  };
}

/** The account GitHub links a commit's e-mail to, or null. */
function linkedAccount(served: Served, email: string) {
  const user = served.accounts.byEmail(email);
  return user ? simpleUser(user.login, user.id) : null;
}

const fileStatus: Record<string, string> = { A: 'added', M: 'modified', D: 'removed', T: 'changed' };

/** What a commit changed, file by file, with each file's patch: GET commits/{ref} lists it. */
function files(served: Served, commit: CommitObject) {
  return served.git.changedFiles(commit.sha).map(({ status, path }) => {
    const patch = served.git.patch(commit.sha, path);
    const lines = patch.split('\n');
    const additions = lines.filter((line) => line.startsWith('+')).length;
    const deletions = lines.filter((line) => line.startsWith('-')).length;
    // A removed file is shown as it was in the parent.
    const revision = status === 'D' ? commit.parents[0]! : commit.sha;
    return {
      sha: served.git.resolve(`${revision}:${path}`)!,
      filename: path,
      status: fileStatus[status] ?? 'changed',
      additions,
      deletions,
      changes: additions + deletions,
      blob_url: webUrl(served, `blob/${revision}/${path}`),
      raw_url: webUrl(served, `raw/${revision}/${path}`),
      contents_url: apiUrl(served, `contents/${path}?ref=${revision}`),
      patch,
    };
  });
}

/**
 * A commit as the REST API shows it (GET commits, a branch's head): the git commit, the accounts
 * its author and committer are, and, for one commit asked by name, the files it changed.
 */
export function commit(served: Served, sha: string, { withFiles = false } = {}) {
  const object = served.git.readCommit(sha);
  const changed = withFiles ? files(served, object) : undefined;
  const total = (key: 'additions' | 'deletions') => changed?.reduce((sum, file) => sum + file[key], 0) ?? 0;
  return {
    sha,
    node_id: nodeId('06:Commit', sha),
    url: apiUrl(served, `commits/${sha}`),
    html_url: webUrl(served, `commit/${sha}`),
    comments_url: apiUrl(served, `commits/${sha}/comments`),
    commit: {
      url: apiUrl(served, `git/commits/${sha}`),
      author: object.author,
      committer: object.committer,
      message: object.message,
      tree: { sha: object.tree, url: apiUrl(served, `git/trees/${object.tree}`) },
      comment_count: 0,
      verification: unsigned,
    },
    author: linkedAccount(served, object.author.email),
    committer: linkedAccount(served, object.committer.email),
    parents: parentsOf(served, object, 'commits'),
    ...(changed
      ? {
          stats: {
            additions: total('additions'),
            deletions: total('deletions'),
            total: total('additions') + total('deletions'),
          },
          files: changed,
        }
      : {}),
  };
}

/** GET branches/{branch}: the branch, its head commit, unprotected. */
export function branch(served: Served, name: string, head: string) {
  const template = example('branch-get');
  return {
    ...template,
    name,
    commit: commit(served, head),
    _links: { self: apiUrl(served, `branches/${name}`), html: webUrl(served, `tree/${name}`) },
    protected: false,
    protection: { enabled: false, required_status_checks: { enforcement_level: 'off', contexts: [], checks: [] } },
    protection_url: apiUrl(served, `branches/${name}/protection`),
  };
}

/** A ref (`heads/main`) and the commit it points at. */
export function gitRef(served: Served, ref: string, sha: string) {
  return {
    ref: `refs/${ref}`,
    node_id: nodeId('03:Ref', ref),
    url: apiUrl(served, `git/refs/${ref}`),
    object: { type: 'commit', sha, url: apiUrl(served, `git/commits/${sha}`) },
  };
}
