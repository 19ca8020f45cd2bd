import type { Asset, DataFile } from './guard.ts';

/**
 * What a write is checked against: the branch's head commit online, a digest of the content files
 * locally (scripts/cms/content-version.ts). A write names it and is refused when the repository moved
 * since, so that nothing is written over a change the check did not see.
 */
export type Version = string;

/** Who last changed a file, and when, as far as the backend knows (locally: when only). */
export interface LastChange {
  who?: string;
  at?: Date;
}

/** Thrown by a write whose version is no longer the repository's: nothing was written; check again. */
export class RepositoryMoved extends Error {
  constructor(cause?: unknown) {
    super('The repository moved since the write was checked.', { cause });
  }
}

/**
 * Thrown before a write when the browser knows it has no connection: Decap's GitHub API would
 * otherwise try its requests again and again for about a minute before failing.
 */
export class Unreachable extends Error {
  constructor() {
    super('The browser is offline.');
  }
}

/**
 * The repository the CMS saves to, as the save session needs it beyond Decap's own calls: its
 * version, a file's text at a version, who changed a file last, and writes that apply only over the
 * version they were checked against — the compare-and-swap Decap's own writes lack (it reads the
 * branch afresh at each write and builds on whatever is there). One per backend: local-repository.ts,
 * github-repository.ts.
 */
export interface Repository {
  /** The repository's version now: read it before the files a check reads, so that a change in between moves it. */
  version(): Promise<Version>;
  /** A content file's text at `version` (locally: now; the write's check catches a change); undefined when there is no such file. */
  textAt(path: string, version: Version): Promise<string | undefined>;
  lastChange(path: string, version: Version): Promise<LastChange>;
  /** An entry's files and photos, written only over `version`. */
  writeEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, message: string, version: Version): Promise<unknown>;
  /** A photo on its own (the media library), written only over `version`: answers what Decap's own upload answers. */
  writeMedia(asset: Asset, message: string, version: Version): Promise<unknown>;
  /** Files deleted, only over `version`. */
  deleteFiles(paths: string[], message: string, version: Version): Promise<unknown>;
}

/** Whether an error of Decap's API (its APIError) has this HTTP status. */
export const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;
