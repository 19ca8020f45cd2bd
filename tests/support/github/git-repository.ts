/**
 * The repository behind the GitHub stand-in: a real git repository in a temporary folder, driven
 * with the git command line, so that what the CMS writes is read back by git itself (trees, blobs,
 * commits, the branch) and not by a model of git that could agree with the stand-in's mistakes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CommitObject, RefUpdate, TreeChange, TreeEntry } from './git-records.ts';
import { identityEnv, objectName, signatureOf } from './git-records.ts';

export class GitRepository {
  private constructor(readonly dir: string) {}

  /**
   * What git answered about objects by their names, kept: an object never changes once written, and
   * asking git again costs a process each time (a save of the CMS reads dozens of objects).
   */
  private readonly objectAnswers = new Map<string, Buffer>();

  /**
   * An empty repository whose branch `main` is born with the first commit. Its work tree stays
   * empty: everything goes through objects, temporary indexes and refs, as on GitHub's servers.
   */
  static create(): GitRepository {
    const repository = new GitRepository(realpathSync(mkdtempSync(path.join(os.tmpdir(), 'invero-github-'))));
    repository.git(['init', '--quiet', '--initial-branch=main']);
    return repository;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private git(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): Buffer {
    return execFileSync('git', args, {
      cwd: this.dir,
      input: options.input,
      env: { ...process.env, ...options.env, GIT_DIR: path.join(this.dir, '.git'), GIT_WORK_TREE: this.dir },
      stdio: ['pipe', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  }

  private text(args: string[], options?: Parameters<GitRepository['git']>[1]): string {
    return this.git(args, options).toString('utf8').trim();
  }

  /**
   * git's answer to a question about objects named in full (`objects`), asked once: a question git
   * refused (an object not written yet) is asked again next time.
   */
  private aboutObjects(args: string[], objects: string[]): Buffer {
    if (!objects.every((name) => objectName.test(name))) return this.git(args);
    const question = args.join('\0');
    let answer = this.objectAnswers.get(question);
    if (!answer) {
      answer = this.git(args);
      this.objectAnswers.set(question, answer);
    }
    return answer;
  }

  private textAboutObjects(args: string[], objects: string[]): string {
    return this.aboutObjects(args, objects).toString('utf8').trim();
  }

  /** The object a revision names (`main`, a sha, `main:content/pages`), or undefined. */
  resolve(revision: string): string | undefined {
    const args = (named: string) => ['rev-parse', '--verify', '--quiet', '--end-of-options', named];
    try {
      // A branch read from its file, so that what follows it (`^{tree}`, `:path`) is asked of an object.
      const [, name = '', rest = ''] = /^([^:^~@]+)(.*)$/s.exec(revision) ?? [];
      const named = objectName.test(name) ? revision : `${this.looseRef(name) ?? name}${rest}`;
      return this.textAboutObjects(args(named), [named]) || undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The commit a ref names, read from its file as git would find it (`refs/…`, a tag, a branch), or
   * undefined when no such file is there (git itself is asked then). Refs move through `update-ref`,
   * which replaces the file whole.
   */
  private looseRef(name: string): string | undefined {
    if (existsSync(path.join(this.dir, '.git/packed-refs'))) return undefined;
    for (const ref of [...(name.startsWith('refs/') ? [name] : []), `refs/tags/${name}`, `refs/heads/${name}`]) {
      const file = path.join(this.dir, '.git', ref);
      if (!existsSync(file)) continue;
      const target = readFileSync(file, 'utf8').trim();
      return objectName.test(target) ? target : undefined;
    }
    return undefined;
  }

  /** Whether `sha` names an object of that type. */
  isA(sha: string, type: 'blob' | 'tree' | 'commit'): boolean {
    // A whole sha resolves to itself whether or not the object exists.
    const resolved = this.resolve(`${sha}^{object}`);
    return resolved !== undefined && this.textAboutObjects(['cat-file', '-t', resolved], [resolved]) === type;
  }

  head(branch = 'main'): string | undefined {
    return this.resolve(`refs/heads/${branch}`);
  }

  /** A tree's entries, the nested ones too when recursive (trees included, as GitHub lists them). */
  tree(sha: string, { recursive = false } = {}): TreeEntry[] {
    const output = this.aboutObjects(['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), sha], [sha]).toString(
      'utf8',
    );
    return output
      .split('\0')
      .filter(Boolean)
      .map((record) => {
        const [meta = '', entryPath = ''] = record.split('\t');
        const [mode = '', type = '', objectSha = '', size = '-'] = meta.split(/ +/);
        return {
          path: entryPath,
          mode,
          type: type as TreeEntry['type'],
          sha: objectSha,
          ...(size === '-' ? {} : { size: Number(size) }),
        };
      });
  }

  blob(sha: string): Buffer {
    // A copy: the caller may change its bytes, the kept answer must not change.
    return Buffer.from(this.aboutObjects(['cat-file', 'blob', sha], [sha]));
  }

  writeBlob(bytes: Buffer): string {
    return this.text(['hash-object', '-w', '--stdin'], { input: bytes });
  }

  /**
   * A new tree: `base` (a tree or a commit; none for an empty start) with `changes` applied, nested
   * paths included, through an index of its own so that nothing else is touched.
   */
  writeTree(base: string | undefined, changes: TreeChange[]): string {
    const indexDir = mkdtempSync(path.join(os.tmpdir(), 'invero-github-index-'));
    const env = { GIT_INDEX_FILE: path.join(indexDir, 'index') };
    try {
      this.git(base ? ['read-tree', base] : ['read-tree', '--empty'], { env });
      // All changes in one process: a removal is mode 0 and the null object, as git's --index-info reads it.
      const records = changes.map(({ mode, sha, path: file }) =>
        sha === null ? `0 ${'0'.repeat(40)}\t${file}\0` : `${mode} ${sha}\t${file}\0`,
      );
      if (records.length > 0) this.git(['update-index', '-z', '--index-info'], { env, input: records.join('') });
      return this.text(['write-tree'], { env });
    } finally {
      rmSync(indexDir, { recursive: true, force: true });
    }
  }

  writeCommit(commit: Omit<CommitObject, 'sha'>): string {
    const parents = commit.parents.flatMap((parent) => ['-p', parent]);
    return this.text(['commit-tree', commit.tree, ...parents, '-F', '-'], {
      input: commit.message,
      env: identityEnv(commit.author, commit.committer),
    });
  }

  /** A commit as its object says: the message exactly as written. */
  readCommit(sha: string): CommitObject {
    const raw = this.aboutObjects(['cat-file', 'commit', sha], [sha]).toString('utf8');
    const split = raw.indexOf('\n\n');
    const headers = raw.slice(0, split).split('\n');
    const field = (name: string) =>
      headers.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1));
    return {
      sha: this.resolve(sha)!,
      tree: field('tree')[0]!,
      parents: field('parent'),
      author: signatureOf(field('author')[0]!),
      committer: signatureOf(field('committer')[0]!),
      message: raw.slice(split + 2),
    };
  }

  /** Points a new branch at `sha`; refused when the branch exists. */
  createBranch(branch: string, sha: string): void {
    this.git(['update-ref', `refs/heads/${branch}`, sha, '']);
  }

  /** Whether `ancestor` is `descendant` or one of its ancestors. */
  private isAncestor(ancestor: string, descendant: string): boolean {
    try {
      this.aboutObjects(['merge-base', '--is-ancestor', ancestor, descendant], [ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Moves a branch to `sha` as GitHub's PATCH of a ref does: without force only forward (the
   * current head must be an ancestor), and only from the head that was checked (compare and swap).
   */
  updateBranch(branch: string, sha: string, { force = false } = {}): RefUpdate {
    const current = this.head(branch);
    if (!current) return 'no-such-branch';
    if (!this.isA(sha, 'commit')) return 'not-a-commit';
    if (!force && !this.isAncestor(current, sha)) return 'not-fast-forward';
    try {
      this.git(['update-ref', `refs/heads/${branch}`, sha, current]);
      return 'updated';
    } catch {
      // Moved by someone else between the check and the swap: no longer a fast forward from there.
      return 'not-fast-forward';
    }
  }

  /** The commits reachable from `revision`, newest first, those touching `path` only when given. */
  commitsFrom(revision: string, path?: string): string[] {
    const output = this.textAboutObjects(['rev-list', revision, '--', ...(path ? [path] : [])], [revision]);
    return output ? output.split('\n') : [];
  }

  /** The files a commit changed against its first parent, as git's --name-status says. */
  changedFiles(sha: string): { status: string; path: string }[] {
    const parent = this.readCommit(sha).parents[0];
    const args = parent
      ? ['diff-tree', '-r', '-z', '--name-status', parent, sha]
      : ['diff-tree', '-r', '-z', '--name-status', '--root', sha];
    const fields = this.aboutObjects(args, [sha, ...(parent ? [parent] : [])])
      .toString('utf8')
      .split('\0')
      .filter(Boolean);
    const files: { status: string; path: string }[] = [];
    for (let index = parent ? 0 : 1; index + 1 < fields.length; index += 2) {
      files.push({ status: fields[index]!, path: fields[index + 1]! });
    }
    return files;
  }

  /** The unified diff of one file in a commit, hunks only, as GitHub's `patch` field shows it. */
  patch(sha: string, file: string): string {
    const parent = this.readCommit(sha).parents[0] ?? this.text(['hash-object', '-t', 'tree', '/dev/null']);
    const diff = this.aboutObjects(
      ['diff', '--no-color', '--no-ext-diff', parent, sha, '--', file],
      [parent, sha],
    ).toString('utf8');
    const firstHunk = diff.indexOf('\n@@');
    return firstHunk === -1 ? '' : diff.slice(firstHunk + 1).replace(/\n$/, '');
  }
}
