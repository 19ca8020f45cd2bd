import type { Deleted, DeletedKind } from '../past-versions/deleted-files.ts';
import type { Content } from '../session/content.ts';

/**
 * What a write is checked against: the branch's head commit online, a digest of the content files
 * locally (scripts/cms/content-version.ts). A write names it and is refused when the repository moved
 * since, so that nothing is written over a change the check did not see.
 */
export type Version = string;

/** What the repository writes of Decap's AssetProxy (and the guard reads first): a photo. */
export interface Asset {
  path: string;
  file?: Blob;
  url?: string;
}

/** A file Decap is about to write, as the guard reads it first: a page renamed has a `newPath`. */
export interface DataFile {
  path: string;
  raw: string;
  newPath?: string;
}

/** Who last changed a file, and when, as far as the backend knows (locally: when only). */
export interface LastChange {
  who?: string;
  at?: Date;
}

/** One version of a file in the repository's history: a commit that changed it. */
export interface FileVersion {
  id: string;
  /** The commit before it, whose text of the file is the version this one replaced (none for the first). */
  parent: string | null;
  who?: string;
  at?: Date;
  /** The commit's first line: what the CMS (or whoever committed) said it changed. */
  message: string;
}

/** A page of a list, and whether more follow. */
export interface Listed<Item> {
  items: Item[];
  more: boolean;
}

/** A page or photo deleted and not back since: its file, and the version that deleted it (its parent has it). */
export type DeletedFile = Deleted<FileVersion>;

/**
 * The versions of the content, as the history screens read them (admin/past-versions/): online the
 * file's commits on GitHub, locally the checkout's commits (npm run cms records each publish).
 */
export interface History {
  /** The file's versions, newest first, `page` by page (from 1). */
  versions(path: string, page: number): Promise<Listed<FileVersion>>;
  /** The file's text at a version (a commit); undefined where the file did not exist there. */
  textIn(path: string, id: string): Promise<string | undefined>;
  /** A photo's bytes at a version; undefined where it did not exist there. */
  bytesIn(path: string, id: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** The pages or the photos deleted and not back since, newest deletion first, `page` by page (from 1). */
  deleted(kind: DeletedKind, page: number): Promise<Listed<DeletedFile>>;
}

/** A content file's problem a failed check reported (the CI's `npm run validate`, as an annotation): the catalogue's words, for the YAML's reader. */
export interface CheckProblem {
  file: string;
  line: number;
  message: string;
}

/** A check that failed: its name, where its details are, the content problems it named, and what it is. */
export interface FailedCheck {
  /** The report (`status:12`, `check-run:34`): a check run again is a new report, under another id. */
  id: string;
  name: string;
  url?: string;
  problems: CheckProblem[];
  /** The check suite of the GitHub Actions workflow run the check is a job of; none for a host's status or another app's check. */
  actionsSuite?: number;
}

/** What a commit's checks say (the CI's jobs, the hosts' deploys): whether any still runs, and those that failed. */
export interface CommitChecks {
  pending: boolean;
  failed: FailedCheck[];
}

/**
 * Where the site is published from the repository, as the CMS follows a change to the live site
 * and asks for it to be published again (admin/going-live/): online only, where a commit's checks and
 * history are GitHub's to read.
 */
export interface Deploys {
  checks(commit: string): Promise<CommitChecks>;
  /** Whether the site built from `live` carries `change`: the same commit, or a later one on top of it. */
  includes(live: string, change: string): Promise<boolean>;
  /** The digest of the content at a commit (schema/load/built-version.ts). */
  contentAt(commit: string): Promise<string>;
  /** The content files' texts and the photos' addresses at a commit: what a failed build read. */
  content(commit: string): Promise<Content>;
  /** The repository's own page of a commit, where its checks can be followed. */
  pageOf(commit: string): string;
  /**
   * Asks GitHub Actions to run again the failed jobs of the workflow runs of these check suites;
   * absent where the credential may not (the site's function, whose GitHub App writes contents only).
   */
  rerunFailedJobs?: (suites: readonly number[]) => Promise<void>;
  /**
   * A commit that changes nothing on top of `version` (its tree, `version` its parent), the branch
   * moved to it only from `version`: a host that builds each push publishes the same content again.
   * Answers the commit.
   */
  pushAgain(message: string, version: Version): Promise<string>;
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
 * branch afresh at each write and builds on whatever is there). One per backend: local/repository.ts,
 * github/repository.ts.
 */
export interface Repository {
  /** The repository's version now: read it before the files a check reads, so that a change in between moves it. */
  version(): Promise<Version>;
  /** A content file's text at `version` (locally: now; the write's check catches a change); undefined when there is no such file. */
  textAt(path: string, version: Version): Promise<string | undefined>;
  lastChange(path: string, version: Version): Promise<LastChange>;
  /** An entry's files and photos, written only over `version`; answers the commit made (`sha`), where one was. */
  writeEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, message: string, version: Version): Promise<Written>;
  /** A photo on its own (the media library), written only over `version`: answers what Decap's own upload answers. */
  writeMedia(asset: Asset, message: string, version: Version): Promise<unknown>;
  /** Files deleted, only over `version`; answers the commit made, where one was. */
  deleteFiles(paths: string[], message: string, version: Version): Promise<Written>;
  history: History;
  /** Online only: what the CMS follows a change to the live site by. */
  deploys?: Deploys;
  /** Online only: the list of who edits (editors.yaml) now, its text; undefined when there is none. */
  editorsText?: () => Promise<string | undefined>;
}

/** What a write of an entry or a deletion answers: the commit it made, where the repository made one. */
export interface Written {
  sha?: string;
}

/** Whether an error of Decap's API (its APIError) has this HTTP status. */
export const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;
