import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedEntry } from '../../admin/session/content.ts';
import type { Backend, RepositoryOf } from '../../admin/session/guarded-backend.ts';
import type { Asset, DataFile } from '../../admin/repository/repository.ts';
import { deletedAmong, deletedFolders } from '../../admin/past-versions/deleted-files.ts';
import { RepositoryMoved, type FileVersion, type LastChange } from '../../admin/repository/repository.ts';
import { editorsFile } from '../../schema/editors.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { contentDir } from '../../project/environment.ts';

/**
 * A backend of the CMS over a copy of the content folder (content/, or the one INVERO_CONTENT_DIR
 * names) kept in memory, by the paths the CMS uses (`content/pages/home.yaml`): what the save session
 * reads and writes through, in unit tests. It records what it was asked to write.
 */
export class MemoryBackend implements Backend {
  readonly files = new Map<string, string | Uint8Array>();
  readonly persisted: { dataFiles: DataFile[]; assets: Asset[] }[] = [];
  /** Each write moves the version, as a commit moves a branch. */
  writes = 0;
  /** Who wrote each file last, for the session to name. */
  readonly lastChanges = new Map<string, LastChange>();
  /** Runs once, after a write was checked and before it is applied: another editor saving in between. */
  beforeWrite: (() => void) | undefined;
  /** Each write as a version (newest last) and the texts it left, by version: the history, as commits are. */
  readonly log: (FileVersion & { paths: string[] })[] = [];
  readonly snapshots = new Map<string, Map<string, string | Uint8Array>>();

  constructor() {
    for (const name of ['site.yaml', 'companies.yaml']) this.files.set(`content/${name}`, read(name));
    for (const name of readdirSync(path.join(contentDir, 'pages'))) {
      this.files.set(`content/pages/${name}`, read(`pages/${name}`));
    }
    for (const name of readdirSync(path.join(contentDir, 'images'))) {
      this.files.set(
        `${cmsFiles.mediaFolder}/${name}`,
        new Uint8Array(readFileSync(path.join(contentDir, 'images', name))),
      );
    }
    this.record([...this.files.keys()], 'Conteúdo do site');
  }

  text(file: string): string | undefined {
    const value = this.files.get(file);
    return typeof value === 'string' ? value : undefined;
  }

  private entry(file: string): LoadedEntry {
    return { data: this.text(file) ?? null, file: { path: file } };
  }

  entriesByFolder(folder: string, extension: string) {
    return Promise.resolve(
      [...this.files.keys()]
        .filter((file) => path.posix.dirname(file) === folder && file.endsWith(`.${extension}`))
        .map((file) => this.entry(file)),
    );
  }

  entriesByFiles(files: { path: string }[]) {
    return Promise.resolve(files.map((file) => this.entry(file.path)));
  }

  getEntry(file: string) {
    return Promise.resolve(this.entry(file));
  }

  getMedia(folder: string = cmsFiles.mediaFolder) {
    const media = [...this.files.keys()].filter((file) => path.posix.dirname(file) === folder);
    return Promise.resolve(media.map((file) => ({ path: file })));
  }

  getMediaFile(file: string) {
    const bytes = this.files.get(file);
    return Promise.resolve({ file: bytes instanceof Uint8Array ? new Blob([new Uint8Array(bytes)]) : undefined });
  }

  /** Another editor's save, straight into the files. */
  saveAs(who: string, file: string, text: string | undefined): void {
    if (text === undefined) this.files.delete(file);
    else this.files.set(file, text);
    this.writes++;
    this.lastChanges.set(file, { who, at: new Date() });
    this.record([file], 'Outra mudança', who);
  }

  /** The write just made, as a version of the files it touched. */
  record(paths: string[], message: string, who = 'Ana Souza'): string {
    const id = String(this.writes);
    this.snapshots.set(id, new Map(this.files));
    this.log.push({ id, parent: this.log.at(-1)?.id ?? null, who, at: new Date(), message, paths });
    return id;
  }

  async persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, _options?: unknown) {
    this.writes++;
    this.persisted.push(entry);
    for (const asset of entry.assets) this.files.set(asset.path, new Uint8Array(await asset.file!.arrayBuffer()));
    for (const file of entry.dataFiles) {
      if (file.newPath) this.files.delete(file.path);
      this.files.set(file.newPath ?? file.path, file.raw);
    }
  }

  async persistMedia(asset: Asset, _options?: unknown) {
    this.writes++;
    this.files.set(asset.path, new Uint8Array(await asset.file!.arrayBuffer()));
  }

  deleteFiles(paths: string[], _message?: string) {
    this.writes++;
    for (const file of paths) this.files.delete(file);
    return Promise.resolve();
  }
}

function read(name: string): string {
  return readFileSync(path.join(contentDir, name), 'utf8');
}

/**
 * The repository of a memory backend: its version counts the writes; a write over a version that is
 * no longer the backend's is refused, as the local backend and GitHub refuse it. The commit messages
 * of the writes are kept.
 */
export const memoryRepository: RepositoryOf = (backend) => {
  const memory = backend as MemoryBackend & { messages?: string[] };
  const over = async (version: string, message: string, paths: string[], write: () => Promise<unknown>) => {
    const before = memory.beforeWrite;
    memory.beforeWrite = undefined;
    before?.();
    if (String(memory.writes) !== version) throw new RepositoryMoved();
    (memory.messages ??= []).push(message);
    await write();
    return { sha: memory.record(paths, message) };
  };
  const touching = (file: string) => [...memory.log].reverse().filter((version) => version.paths.includes(file));
  return {
    version: () => Promise.resolve(String(memory.writes)),
    textAt: (file) => Promise.resolve(memory.text(file)),
    lastChange: (file) => Promise.resolve(memory.lastChanges.get(file) ?? {}),
    writeEntry: (entry, message, version) =>
      over(
        version,
        message,
        [
          ...entry.assets.map((asset) => asset.path),
          ...entry.dataFiles.flatMap((file) => (file.newPath ? [file.path, file.newPath] : [file.path])),
        ],
        () => MemoryBackend.prototype.persistEntry.call(memory, entry),
      ),
    writeMedia: (asset, message, version) =>
      over(version, message, [asset.path], () => MemoryBackend.prototype.persistMedia.call(memory, asset)),
    deleteFiles: (paths, message, version) =>
      over(version, message, paths, () => MemoryBackend.prototype.deleteFiles.call(memory, paths)),
    history: {
      versions: (file, page) => {
        const all = touching(file);
        return Promise.resolve({ items: all.slice((page - 1) * 10, page * 10), more: all.length > page * 10 });
      },
      textIn: (file, id) => {
        const kept = memory.snapshots.get(id)?.get(file);
        return Promise.resolve(typeof kept === 'string' ? kept : undefined);
      },
      bytesIn: (file, id) => {
        const kept = memory.snapshots.get(id)?.get(file);
        return Promise.resolve(kept instanceof Uint8Array ? new Uint8Array(kept) : undefined);
      },
      deleted: (kind) => {
        const removals = [...memory.log].reverse().map((version) => ({
          version,
          removed: version.paths.filter((file) => !memory.snapshots.get(version.id)?.has(file)),
        }));
        const now = new Set([...memory.files.keys()].filter((file) => file.startsWith(`${deletedFolders[kind]}/`)));
        return Promise.resolve({ items: deletedAmong(removals, now, kind), more: false });
      },
    },
    // As online: the list of who edits beside the content, when the test puts one there.
    editorsText: () => Promise.resolve(memory.text(editorsFile)),
  };
};
