/**
 * Git's objects as the stand-in's repository reads them (people and their signatures, tree entries
 * and changes, commits), and how a signature line is read and written.
 */

/** Who writes a commit, as git records them. */
export interface Person {
  name: string;
  email: string;
}

/** A person and the moment, as a commit's author or committer line says. */
export interface Signature extends Person {
  /** ISO 8601 in UTC, as GitHub writes it: 2024-05-01T12:00:00Z. */
  date: string;
}

export interface TreeEntry {
  /** Relative to the tree listed. */
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  /** Blobs only. */
  size?: number;
}

/** A change to a tree: a blob put at a path, or the path removed (sha null). */
export interface TreeChange {
  path: string;
  mode: string;
  sha: string | null;
}

export interface CommitObject {
  sha: string;
  tree: string;
  parents: string[];
  author: Signature;
  committer: Signature;
  message: string;
}

/** How a branch update ended: moved, or refused the way GitHub refuses it. */
export type RefUpdate = 'updated' | 'not-fast-forward' | 'no-such-branch' | 'not-a-commit';

/** git writes seconds and an offset; GitHub shows UTC without milliseconds. */
const isoDate = (seconds: string) => new Date(Number(seconds) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

const signatureLine = /^(.*) <(.*)> (\d+) [+-]\d{4}$/;

export function signatureOf(line: string): Signature {
  const [, name = '', email = '', seconds = '0'] = signatureLine.exec(line) ?? [];
  return { name, email, date: isoDate(seconds) };
}

export const identityEnv = (author: Signature, committer: Signature) => ({
  GIT_AUTHOR_NAME: author.name,
  GIT_AUTHOR_EMAIL: author.email,
  GIT_AUTHOR_DATE: author.date,
  GIT_COMMITTER_NAME: committer.name,
  GIT_COMMITTER_EMAIL: committer.email,
  GIT_COMMITTER_DATE: committer.date,
});

/** A whole object name: what it names, and all that can be read from it, never changes. */
export const objectName = /^[0-9a-f]{40}(?![0-9a-f])/;
