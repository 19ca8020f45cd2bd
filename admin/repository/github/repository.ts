import { editorsFile } from '../../../schema/editors.ts';
import { hasStatus, RepositoryMoved, Unreachable, type Repository, type Version } from '../repository.ts';
import type { RepositoryOf } from '../../session/guarded-backend.ts';
import type { GitHubApi, TreeEntry } from './api.ts';
import type { Asset, DataFile } from '../repository.ts';
import { githubHistory } from './history.ts';
import { githubDeploys } from './deploys.ts';
import { listCommits, versionOf } from './commits.ts';

const blob = (path: string, sha: string | null): TreeEntry => ({
  path: path.replace(/^\/+/, ''),
  mode: '100644',
  type: 'blob',
  sha,
});

/**
 * The repository on GitHub, through the API of Decap's GitHub backend: the version is the branch's
 * head commit; a file is read at that commit; a write is one commit whose parent is that commit, and
 * the branch moves to it only as a fast-forward (no `force`), which GitHub refuses with 422 when the
 * branch moved meanwhile — Decap's own writes build on whatever the branch holds when they write.
 */
export const githubRepository: RepositoryOf = (backend): Repository => {
  // Made at sign-in, after the backend: read when used.
  const api = () => (backend as unknown as { api: GitHubApi }).api;

  /** A commit of the tree `treeSha` on `version`, the branch moved to it only from `version`. */
  async function commitTree(treeSha: string, message: string, version: Version): Promise<{ sha: string }> {
    const made = await api().createCommit(message, treeSha, [version]);
    await api()
      .patchRef('heads', api().branch, made.sha)
      .catch((error: unknown) => {
        throw hasStatus(error, 422) ? new RepositoryMoved(error) : error;
      });
    return made;
  }

  async function commit(tree: TreeEntry[], message: string, version: Version): Promise<{ sha: string }> {
    const { sha: treeSha } = await api().createTree(version, tree);
    return commitTree(treeSha, message, version);
  }

  const upload = <Item extends Asset | DataFile>(item: Item) => api().uploadBlob(item);

  const version = async () => {
    if (!navigator.onLine) throw new Unreachable();
    return (await api().getDefaultBranch()).commit.sha;
  };
  const textAt = (path: string, at: Version) =>
    api()
      .readFile(path, null, { branch: at })
      .catch((error: unknown) => {
        if (hasStatus(error, 404)) return undefined;
        throw error;
      });

  return {
    version,
    textAt,
    lastChange: async (path, version) => {
      const [last] = (await listCommits(api(), { path, sha: version, per_page: 1 })).commits;
      const { who, at } = last ? versionOf(last) : {};
      return { who, at };
    },
    writeEntry: async ({ dataFiles, assets }, message, version) => {
      const [photos, files] = await Promise.all([Promise.all(assets.map(upload)), Promise.all(dataFiles.map(upload))]);
      const tree = [
        ...photos.map((photo) => blob(photo.path, photo.sha)),
        ...files.flatMap((file) =>
          file.newPath && file.newPath !== file.path
            ? [blob(file.path, null), blob(file.newPath, file.sha)]
            : [blob(file.path, file.sha)],
        ),
      ];
      return commit(tree, message, version);
    },
    writeMedia: async (asset, message, version) => {
      const { sha, path } = await upload(asset);
      await commit([blob(path, sha)], message, version);
      // What Decap's own upload answers, for its media library.
      const file = (asset as Asset & { fileObj?: File }).fileObj;
      return {
        id: sha,
        name: file?.name ?? path.split('/').at(-1),
        size: file?.size ?? 0,
        displayURL: file ? URL.createObjectURL(file) : '',
        path: path.replace(/^\/+/, ''),
      };
    },
    deleteFiles: (paths, message, version) =>
      commit(
        paths.map((path) => blob(path, null)),
        message,
        version,
      ),
    history: githubHistory(api),
    deploys: githubDeploys(api, commitTree),
    // Read as the content is, at the branch's head: the function allows reading it, never writing it.
    editorsText: async () => textAt(editorsFile, await version()),
  };
};
