import type { GitHubApi } from './api.ts';
import { listCommits, versionOf } from './commits.ts';
import { hasStatus, type History } from '../repository.ts';
import { deletedAmong, deletedFolders, type DeletedKind } from '../../past-versions/deleted-files.ts';

/** How many versions one page of the history holds; a page of deleted files reads as many commits. */
const perPage = 10;

/** A file a commit changed, as GitHub's single commit lists it. */
interface ChangedFile {
  filename: string;
  status: string;
}

/**
 * The history on GitHub, through the API of Decap's GitHub backend: a file's versions are its
 * commits on the branch (the commits list with `path`, paged as GitHub pages it), its text or bytes
 * at one are read from that commit's tree, and a deleted page or photo is a file a commit of its
 * folder removed that the branch does not hold now.
 */
export function githubHistory(api: () => GitHubApi): History {
  /** A file at a commit, as text or as bytes; undefined where the commit has no such file. */
  const readIn = <Read>(reading: Promise<Read>) =>
    reading.catch((error: unknown) => {
      if (hasStatus(error, 404)) return undefined;
      throw error;
    });

  /** The files of a folder on the branch now. */
  async function filesNow(folder: string): Promise<Set<string>> {
    const listing = (await readIn(
      api().request(`${api().originRepoURL}/git/trees/${api().branch}:${encodeURIComponent(folder)}`),
    )) as { tree: { path: string }[] } | undefined;
    return new Set((listing?.tree ?? []).map((entry) => `${folder}/${entry.path}`));
  }

  return {
    versions: async (path, page) => {
      const { commits, more } = await listCommits(api(), { path, sha: api().branch, per_page: perPage, page });
      return { items: commits.map(versionOf), more };
    },
    textIn: (path, id) => readIn(api().readFile(path, null, { branch: id })),
    bytesIn: async (path, id) => {
      const blob = await readIn(api().readFile(path, null, { branch: id, parseText: false }));
      return blob && new Uint8Array(await blob.arrayBuffer());
    },
    deleted: async (kind: DeletedKind, page) => {
      const folder = deletedFolders[kind];
      const [{ commits, more }, now] = await Promise.all([
        listCommits(api(), { path: folder, sha: api().branch, per_page: perPage, page }),
        filesNow(folder),
      ]);
      const changed = await Promise.all(
        commits.map(
          async (listed) =>
            (await api().request(`${api().originRepoURL}/commits/${listed.sha}`)) as { files?: ChangedFile[] },
        ),
      );
      const removals = commits.map((listed, index) => ({
        version: versionOf(listed),
        removed: (changed[index]?.files ?? []).filter((file) => file.status === 'removed').map((file) => file.filename),
      }));
      return { items: deletedAmong(removals, now, kind), more };
    },
  };
}
