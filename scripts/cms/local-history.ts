/**
 * The versions of the content in the checkout of `npm run cms`, as the CMS's history shows them: a
 * file's commits (each a publish of the CMS, or a commit a developer made), the file's text or a
 * photo's bytes at one of them, and the pages and photos deleted. The same answers the CMS reads
 * online from GitHub's commits.
 */
import {
  deletedAmong,
  deletedFolders,
  type Deleted,
  type DeletedKind,
} from '../../admin/past-versions/deleted-files.ts';
import { maxImageBytes } from '../../schema/load/photo-bytes.ts';
import { commitOf, gitIn, line } from './git-command.ts';

/** One version of a file: the commit, its first parent (whose text is the version before), who and when, the subject. */
export interface FileVersion {
  id: string;
  parent: string | null;
  who: string;
  at: string;
  message: string;
}

/** A page of a list, and whether there are more after it. */
export interface Listed<Item> {
  items: Item[];
  more: boolean;
}

/** How many versions one page of the history holds, as the CMS asks GitHub for them. */
export const versionsPerPage = 10;

/** A commit's id, parents, author, date and subject, separated by NUL; each commit starts with \x01. */
const fields = '%H%x00%P%x00%an%x00%aI%x00%s';

const records = (output: Buffer) => output.toString('utf8').split('\u0001').filter(Boolean);

function versionOf(record: string): FileVersion {
  const [id = '', parents = '', who = '', at = '', message = ''] = record.split('\u0000');
  return { id, parent: parents.split(' ')[0] || null, who, at, message };
}

export interface LocalHistory {
  /** The file's versions, newest first, `page` by page (from 1); none where the checkout has no history. */
  versions(file: string, page: number): Promise<Listed<FileVersion>>;
  /** The file's text at a commit; undefined where it did not exist. */
  textAt(file: string, commit: string): Promise<string | undefined>;
  /**
   * A photo's bytes at a commit; undefined where it did not exist, or is over the upload limit (no
   * photo the CMS can bring back, and never read whole into memory).
   */
  bytesAt(file: string, commit: string): Promise<Buffer | undefined>;
  /** The pages or photos deleted and not back since, newest deletion first (deleted-files.ts says which). */
  deleted(kind: DeletedKind, page: number): Promise<Listed<Deleted<FileVersion>>>;
}

export function localHistory(root: string): LocalHistory {
  const git = gitIn(root);
  const hasHead = () => commitOf(git, 'HEAD').then((head) => head !== undefined);

  return {
    versions: async (file, page) => {
      if (!(await hasHead())) return { items: [], more: false };
      const output = await git([
        'log',
        `--format=%x01${fields}`,
        `--skip=${(page - 1) * versionsPerPage}`,
        `--max-count=${versionsPerPage + 1}`,
        'HEAD',
        '--',
        file,
      ]);
      const versions = records(output).map((record) => versionOf(record.trim()));
      return { items: versions.slice(0, versionsPerPage), more: versions.length > versionsPerPage };
    },
    textAt: (file, commit) =>
      git(['show', `${commit}:${file}`]).then(
        (bytes) => bytes.toString('utf8'),
        () => undefined,
      ),
    bytesAt: async (file, commit) => {
      const size = await git(['cat-file', '-s', `${commit}:${file}`]).then(
        (output) => Number(line(output)),
        () => undefined,
      );
      if (size === undefined || size > maxImageBytes) return undefined;
      return git(['cat-file', 'blob', `${commit}:${file}`]).catch(() => undefined);
    },
    deleted: async (kind, page) => {
      if (!(await hasHead())) return { items: [], more: false };
      const folder = deletedFolders[kind];
      const output = await git([
        'log',
        '--diff-filter=D',
        '--name-only',
        `--format=%x01${fields}`,
        'HEAD',
        '--',
        folder,
      ]);
      const now = new Set(
        line(await git(['ls-tree', '-r', '--name-only', 'HEAD', '--', folder]))
          .split('\n')
          .filter(Boolean),
      );
      const removals = records(output).map((block) => {
        const [header = '', ...names] = block.split('\n');
        return { version: versionOf(header), removed: names.filter(Boolean) };
      });
      const all = deletedAmong(removals, now, kind);
      const start = (page - 1) * versionsPerPage;
      return { items: all.slice(start, start + versionsPerPage), more: all.length > start + versionsPerPage };
    },
  };
}
