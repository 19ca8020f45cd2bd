import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedEntry } from '../../admin/session/content.ts';
import type { Backend } from '../../admin/session/guarded-backend.ts';
import type { Asset, DataFile } from '../../admin/session/guard.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';

/**
 * A backend of the CMS over a copy of the shipped content kept in memory, by the paths the CMS
 * uses (`content/pages/home.yaml`): what the save session reads and writes through, in unit tests.
 * It records what it was asked to write.
 */
export class MemoryBackend implements Backend {
  readonly files = new Map<string, string | Uint8Array>();
  readonly persisted: { dataFiles: DataFile[]; assets: Asset[] }[] = [];

  constructor() {
    for (const name of ['site.yaml', 'companies.yaml']) this.files.set(`content/${name}`, read(name));
    for (const name of readdirSync('content/pages')) this.files.set(`content/pages/${name}`, read(`pages/${name}`));
    for (const name of readdirSync('content/images')) {
      this.files.set(`${cmsFiles.mediaFolder}/${name}`, new Uint8Array(readFileSync(`content/images/${name}`)));
    }
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

  async persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, _options?: unknown) {
    this.persisted.push(entry);
    for (const asset of entry.assets) this.files.set(asset.path, new Uint8Array(await asset.file!.arrayBuffer()));
    for (const file of entry.dataFiles) {
      if (file.newPath) this.files.delete(file.path);
      this.files.set(file.newPath ?? file.path, file.raw);
    }
  }

  async persistMedia(asset: Asset, _options?: unknown) {
    this.files.set(asset.path, new Uint8Array(await asset.file!.arrayBuffer()));
  }

  deleteFiles(paths: string[], _message?: string) {
    for (const file of paths) this.files.delete(file);
    return Promise.resolve();
  }
}

function read(name: string): string {
  return readFileSync(path.join('content', name), 'utf8');
}
