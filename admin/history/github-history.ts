import { cmsFiles } from '../../schema/generate/cms-config.ts';
import type { GitHubApi } from '../session/github-api.ts';
import { listCommits, versionOf } from '../session/github-commits.ts';
import { hasStatus, type DeletedPage, type History } from '../session/repository.ts';

/** How many versions one page of the history holds; a page of deleted pages reads as many commits. */
const perPage = 10;

/** A file a commit changed, as GitHub's single commit lists it. */
interface ChangedFile {
  filename: string;
  status: string;
}

const isPageFile = (path: string) =>
  path.startsWith(`${cmsFiles.pagesFolder}/`) && path.endsWith(`.${cmsFiles.pageExtension}`);

/**
 * The history on GitHub, through the API of Decap's GitHub backend: a file's versions are its
 * commits on the branch (the commits list with `path`, paged as GitHub pages it), its text at one
 * is read from that commit's tree, and a deleted page is a page file a commit of the pages folder
 * removed that the branch does not hold now.
 */
export function githubHistory(api: () => GitHubApi): History {
  const textIn = (path: string, id: string) =>
    api()
      .readFile(path, null, { branch: id })
      .catch((error: unknown) => {
        if (hasStatus(error, 404)) return undefined;
        throw error;
      });

  /** The page files on the branch now. */
  async function pagesNow(): Promise<Set<string>> {
    const listing = (await api().request(
      `${api().originRepoURL}/git/trees/${api().branch}:${encodeURIComponent(cmsFiles.pagesFolder)}`,
    )) as { tree: { path: string }[] };
    return new Set(listing.tree.map((entry) => `${cmsFiles.pagesFolder}/${entry.path}`));
  }

  return {
    versions: async (path, page) => {
      const { commits, more } = await listCommits(api(), { path, sha: api().branch, per_page: perPage, page });
      return { items: commits.map(versionOf), more };
    },
    textIn,
    deletedPages: async (page) => {
      const [{ commits, more }, now] = await Promise.all([
        listCommits(api(), { path: cmsFiles.pagesFolder, sha: api().branch, per_page: perPage, page }),
        pagesNow(),
      ]);
      const changed = await Promise.all(
        commits.map(
          async (listed) =>
            (await api().request(`${api().originRepoURL}/commits/${listed.sha}`)) as { files?: ChangedFile[] },
        ),
      );
      const items = new Map<string, DeletedPage>();
      commits.forEach((listed, index) => {
        for (const file of changed[index]?.files ?? []) {
          const gone = file.status === 'removed' && isPageFile(file.filename) && !now.has(file.filename);
          if (gone && !items.has(file.filename))
            items.set(file.filename, { path: file.filename, version: versionOf(listed) });
        }
      });
      return { items: [...items.values()], more };
    },
  };
}
