/**
 * What a test does to the stand-in's repository without going through the API: seed it with a
 * folder, commit on main as another editor would (a third person racing the CMS), and read back
 * what main holds and who wrote each commit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GitRepository } from './git-repository.ts';
import type { Person, TreeChange } from './git-records.ts';

export interface LogEntry {
  sha: string;
  author: Person;
  message: string;
}

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const fileMode = '100644';

/**
 * One commit on main by `author` (the first one when main does not exist yet): each path set to its
 * bytes or text, or removed when null. Returns the new head.
 */
export function commitFiles(
  repository: GitRepository,
  files: Record<string, string | Buffer | null>,
  { author, message }: { author: Person; message: string },
): string {
  const parent = repository.head();
  const changes: TreeChange[] = Object.entries(files).map(([file, content]) => ({
    path: file,
    mode: fileMode,
    sha: content === null ? null : repository.writeBlob(Buffer.from(content)),
  }));
  const signature = { ...author, date: now() };
  const sha = repository.writeCommit({
    tree: repository.writeTree(parent, changes),
    parents: parent ? [parent] : [],
    author: signature,
    committer: signature,
    message,
  });
  if (!parent) {
    repository.createBranch('main', sha);
  } else {
    const moved = repository.updateBranch('main', sha);
    if (moved !== 'updated') throw new Error(`Could not commit on main: ${moved}`);
  }
  return sha;
}

/** Every file below `folder`, keyed by its path in the repository under `prefix` (`content/…`). */
export function filesOf(folder: string, prefix: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.posix.join(prefix, path.relative(folder, full).split(path.sep).join('/'))] = readFileSync(full);
  }
  return files;
}

/** A file's bytes at a revision of the repository, or undefined where it does not exist. */
export function bytesAt(repository: GitRepository, file: string, revision = 'main'): Buffer | undefined {
  const sha = repository.resolve(`${revision}:${file}`);
  return sha && repository.isA(sha, 'blob') ? repository.blob(sha) : undefined;
}

/** A file's text at a revision of the repository, or undefined where it does not exist. */
export const textAt = (repository: GitRepository, file: string, revision = 'main'): string | undefined =>
  bytesAt(repository, file, revision)?.toString('utf8');

/** The commits on main, newest first, only those that touch `file` when given. */
export function log(repository: GitRepository, file?: string): LogEntry[] {
  if (!repository.head()) return [];
  return repository.commitsFrom('main', file).map((sha) => {
    const { author, message } = repository.readCommit(sha);
    return { sha, author: { name: author.name, email: author.email }, message };
  });
}
