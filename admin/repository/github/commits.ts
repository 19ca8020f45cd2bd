import type { GitHubApi } from './api.ts';
import type { FileVersion } from '../repository.ts';

/** A commit of GitHub's commits list, as far as the CMS reads it. */
export interface ListedCommit {
  sha: string;
  parents: { sha: string }[];
  commit: { author: { name?: string; date?: string } | null; message: string };
}

/**
 * A page of GitHub's commits list (`GET /repos/{owner}/{repo}/commits`), and whether its Link header
 * names a next page: the history pages through a file's commits the way GitHub pages them.
 */
export async function listCommits(
  api: GitHubApi,
  params: Record<string, string | number>,
): Promise<{ commits: ListedCommit[]; more: boolean }> {
  return api.request(`${api.originRepoURL}/commits`, { params }, async (response) => {
    const body: unknown = await response.json();
    if (!response.ok) throw body;
    return { commits: body as ListedCommit[], more: /rel="next"/.test(response.headers.get('Link') ?? '') };
  }) as Promise<{ commits: ListedCommit[]; more: boolean }>;
}

/** A listed commit as a version of a file: who and when its author says, and its message's first line. */
export function versionOf({ sha, parents, commit }: ListedCommit): FileVersion {
  const date = commit.author?.date;
  return {
    id: sha,
    parent: parents[0]?.sha ?? null,
    who: commit.author?.name,
    at: date ? new Date(date) : undefined,
    message: commit.message.split('\n')[0] ?? '',
  };
}
