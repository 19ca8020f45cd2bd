import { say } from '../../schema/messages/catalogue/index.ts';
import type { ContentSource, LoadedEntry } from './content.ts';
import { guardDelete, guardEntry, guardUpload, type Asset, type DataFile } from './guard.ts';
import type { SaveSession } from './save-session.ts';

/** What the CMS's backends (Decap's `Implementation`) do that the guard takes part in. */
export interface Backend extends ContentSource {
  getEntry(path: string): Promise<LoadedEntry>;
  persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, options: unknown): Promise<unknown>;
  persistMedia(asset: Asset, options: unknown): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
}

// Decap constructs a backend with its configuration and options.
export type BackendClass = new (...args: never[]) => Backend;

/**
 * One of Decap's backends (the local one of `npm run cms`, GitHub's online), with every write and
 * deletion guarded by the session: an entry saved (a page renamed too), a photo uploaded, a page or
 * photo deleted is checked with the rules of `npm run validate` on the content it would leave, and
 * refused before anything is written. The guard is here, in the browser, because online there is
 * no server of ours between the CMS and the repository. It also keeps each file's text as read, and
 * says so in Portuguese when an address names an entry that does not exist (a bookmark to a page
 * deleted or renamed), where Decap would show an empty form.
 */
export function guardedBackend(Base: BackendClass, session: SaveSession): BackendClass {
  class GuardedBackend extends Base {
    /** The backend's own reads, for the session's checks. */
    private get content(): ContentSource {
      return {
        entriesByFolder: (folder, extension, depth) => super.entriesByFolder(folder, extension, depth),
        entriesByFiles: (files) => super.entriesByFiles(files),
        getMedia: (folder) => super.getMedia(folder),
      };
    }

    private remember(entries: LoadedEntry[]): LoadedEntry[] {
      for (const { data, file } of entries) if (typeof data === 'string') session.remember(file.path, data);
      return entries;
    }

    override async getEntry(path: string) {
      const entry = await super.getEntry(path);
      if (!entry.data) throw new Error(`${say('cms-entry-missing').message} ${say('cms-entry-missing').hint}`);
      return this.remember([entry])[0]!;
    }

    // The same list is answered: GitHub's carries its paging on it.
    override async entriesByFolder(folder: string, extension: string, depth: number) {
      return this.remember(await super.entriesByFolder(folder, extension, depth));
    }

    override async entriesByFiles(files: { path: string; label?: string }[]) {
      return this.remember(await super.entriesByFiles(files));
    }

    override async persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, options: unknown) {
      const plan = await guardEntry(session, this.content, entry.dataFiles, entry.assets);
      const result = await super.persistEntry({ ...entry, assets: plan.assets }, options);
      plan.written();
      return result;
    }

    override async persistMedia(asset: Asset, options: unknown) {
      const written = await guardUpload(session, asset);
      const result = await super.persistMedia(asset, options);
      written();
      return result;
    }

    override async deleteFiles(paths: string[], commitMessage: string) {
      const written = await guardDelete(session, this.content, paths);
      const result = await super.deleteFiles(paths, commitMessage);
      written();
      return result;
    }
  }
  return GuardedBackend;
}
