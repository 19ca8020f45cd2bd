import { say } from '../../schema/messages/catalogue/index.ts';
import type { ContentSource, LoadedEntry } from './content.ts';
import { guardDelete, guardEntry, guardUpload } from './guard.ts';
import type { Asset, DataFile } from '../repository/repository.ts';
import { reconciledFiles } from './reconciled-files.ts';
import { RefusedSave } from './refusal.ts';
import { RepositoryMoved, type Repository, type Version, type Written } from '../repository/repository.ts';
import type { SaveSession } from './save-session.ts';
import { deletionMessage, entryMessage, uploadMessage } from './words/commit-messages.ts';
import { publishedDeletion, publishedEntry } from './published.ts';

/** What the CMS's backends (Decap's `Implementation`) do that the guard takes part in. */
export interface Backend extends ContentSource {
  getEntry(path: string): Promise<LoadedEntry>;
  persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, options: PersistOptions): Promise<unknown>;
  persistMedia(asset: Asset, options: PersistOptions): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
}

/** What Decap passes with a write: the commit message it made (ours replaces it). */
export interface PersistOptions {
  commitMessage?: string;
}

/** The backend's own methods, unguarded: what a repository adapter builds its checked writes on. */
export type Unguarded = Pick<Backend, 'getEntry' | 'persistEntry' | 'persistMedia' | 'deleteFiles'>;

/** The repository behind a backend (local/repository.ts, github/repository.ts). */
export type RepositoryOf = (backend: Backend, unguarded: Unguarded) => Repository;

// Decap constructs a backend with its configuration and options.
export type BackendClass = new (...args: never[]) => Backend;

/** How many times a write is checked again when the repository moved between its check and its write. */
const attempts = 4;

/**
 * Runs a write checked against the repository's version: `plan` reads and checks (and may refuse)
 * at a version; its write applies only over that version. When the repository moved in between
 * (another editor's save), the check runs again on what is there now, never writing over it. Every
 * write of the CMS goes through here: Decap's, and the screens' own (a version restored). A write
 * that fails for a reason of its own is told to the session (the screens say why in words).
 */
export async function checkedWrite<T>(
  session: SaveSession,
  repository: Repository,
  plan: (version: Version) => Promise<{ write: () => Promise<T>; written: (result: T) => void }>,
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const version = await repository.version();
      const planned = await plan(version);
      const result = await planned.write();
      planned.written(result);
      return result;
    } catch (error) {
      if (error instanceof RepositoryMoved) continue;
      if (!(error instanceof RefusedSave)) session.tell('failed', error);
      throw error;
    }
  }
  const refusal = new RefusedSave(say('cms-repository-busy'), []);
  session.tell('refused', refusal);
  throw refusal;
}

/**
 * One of Decap's backends (the local one of `npm run cms`, GitHub's online), with every write and
 * deletion guarded by the session: an entry saved, a photo uploaded, a page or photo deleted is
 * checked with the rules of `npm run validate` on the content it would leave, and refused before
 * anything is written. An entry saved is first compared with the file as it is now: what someone
 * else saved meanwhile is kept, merged with this editor's changes, or the save is refused when both
 * changed the same fields (reconciled-files.ts). Every write applies only over the repository's
 * version it was checked against. The guard is here, in the browser, because online there is no
 * server of ours between the CMS and the repository. It also says in Portuguese when an address
 * names an entry that does not exist (a bookmark to a page deleted or renamed), where Decap would
 * show an empty form.
 */
export function guardedBackend(Base: BackendClass, session: SaveSession, repositoryOf: RepositoryOf): BackendClass {
  class GuardedBackend extends Base {
    private readonly repository: Repository;

    constructor(...args: never[]) {
      super(...args);
      this.repository = repositoryOf(this, {
        getEntry: (path) => super.getEntry(path),
        persistEntry: (entry, options) => super.persistEntry(entry, options),
        persistMedia: (asset, options) => super.persistMedia(asset, options),
        deleteFiles: (paths, message) => super.deleteFiles(paths, message),
      });
      session.connect(this.repository, this.content);
    }

    /** The backend's own reads, for the session's checks. */
    private get content(): ContentSource {
      const { editorsText } = this.repository;
      return {
        entriesByFolder: (folder, extension, depth) => super.entriesByFolder(folder, extension, depth),
        entriesByFiles: (files) => super.entriesByFiles(files),
        getMedia: (folder) => super.getMedia(folder),
        getMediaFile: (path) => super.getMediaFile(path),
        ...(editorsText ? { editorsText } : {}),
      };
    }

    override async getEntry(path: string) {
      const entry = await super.getEntry(path);
      if (!entry.data) throw new Error(`${say('cms-entry-missing').message} ${say('cms-entry-missing').hint}`);
      return entry;
    }

    override async persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }) {
      return checkedWrite<Written>(session, this.repository, async (version) => {
        const { dataFiles, merged, before } = await reconciledFiles(session, this.repository, entry.dataFiles, version);
        const plan = await guardEntry(session, this.content, dataFiles, entry.assets);
        const message = entryMessage(dataFiles, before);
        return {
          write: () => this.repository.writeEntry({ dataFiles, assets: plan.assets }, message, version),
          written: (result) => {
            plan.written();
            for (const { file, other } of merged) session.tell('merged', file, other);
            session.tell('published', publishedEntry(dataFiles, before, message, result));
          },
        };
      });
    }

    override async persistMedia(asset: Asset) {
      const written = await guardUpload(session, this.content, asset);
      return checkedWrite(session, this.repository, (version) =>
        Promise.resolve({
          write: () => this.repository.writeMedia(asset, uploadMessage(asset.path), version),
          written,
        }),
      );
    }

    override async deleteFiles(paths: string[]) {
      return checkedWrite<Written>(session, this.repository, async (version) => {
        const { written, names, texts } = await guardDelete(session, this.content, paths);
        const message = deletionMessage(names);
        return {
          write: () => this.repository.deleteFiles(paths, message, version),
          written: (result) => {
            written();
            session.tell('published', publishedDeletion(paths, texts, message, result));
          },
        };
      });
    }
  }
  return GuardedBackend;
}
