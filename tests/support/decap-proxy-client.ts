/**
 * Decap's proxy backend (decap-cms-backend-proxy, the client of the local backend of `npm run cms`)
 * in Node: the same requests, with the same payloads, as its implementation.ts sends them, and this
 * run's secret added as admin/repository/local/proxy.ts adds it; its answers read as Decap reads them.
 * Decap's own class needs a browser (its bundles read `window`), so the tests that drive the local
 * backend as the CMS does, without one, send its requests through this.
 */
import { runSecret } from '../../admin/repository/local/run-secret.ts';
import type { Asset, DataFile } from '../../admin/repository/repository.ts';
import { backendPath } from '../../scripts/cms/backend-address.ts';
import { rawRequest } from './raw-http.ts';

export interface ProxyClientOptions {
  port: number;
  /** The CMS's page, the only caller the backend answers. */
  cmsOrigin: string;
  secret: string;
  /** Runs once before the next write is sent: another editor's save after the CMS checked its own. */
  beforeNextWrite?: { run?: () => void };
}

/** An error of Decap's API (its APIError): the backend's words and the HTTP status. */
class ProxyError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** An asset as Decap sends it: its bytes as base64 (Decap's AssetProxy.toBase64, or the Blob's). */
async function serializeAsset(asset: Asset & { toBase64?: () => Promise<string> }) {
  const content = asset.toBase64
    ? await asset.toBase64()
    : Buffer.from(await asset.file!.arrayBuffer()).toString('base64');
  return { path: asset.path, content, encoding: 'base64' };
}

/** The requests that write: before the next one, `beforeNextWrite` runs. */
const writes = new Set(['persistEntry', 'persistMedia', 'deleteFiles']);

/** A class to put where Decap's ProxyBackend is (guardedBackend's base), talking to the backend at `port`. */
export function decapProxyClient({ port, cmsOrigin, secret, beforeNextWrite = {} }: ProxyClientOptions) {
  return class DecapProxyClient {
    readonly branch = 'master';

    async request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown> {
      if (writes.has(payload.action)) {
        const run = beforeNextWrite.run;
        beforeNextWrite.run = undefined;
        run?.();
      }
      const headers = {
        host: `127.0.0.1:${port}`,
        origin: cmsOrigin,
        'content-type': 'application/json; charset=utf-8',
        [runSecret.header]: secret,
      };
      const body = JSON.stringify({ branch: this.branch, ...payload });
      const reply = await rawRequest({ port, path: backendPath, method: 'POST', headers, body });
      const json = JSON.parse(reply.text) as { error?: string };
      if (reply.status >= 200 && reply.status < 300) return json;
      throw new ProxyError(json.error ?? '', reply.status);
    }

    entriesByFolder(folder: string, extension: string, depth: number) {
      return this.request({ action: 'entriesByFolder', params: { branch: this.branch, folder, extension, depth } });
    }

    entriesByFiles(files: { path: string; label?: string }[]) {
      return this.request({ action: 'entriesByFiles', params: { branch: this.branch, files } });
    }

    getEntry(path: string) {
      return this.request({ action: 'getEntry', params: { branch: this.branch, path } });
    }

    async persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, options: object) {
      const assets = await Promise.all(entry.assets.map(serializeAsset));
      return this.request({
        action: 'persistEntry',
        params: { branch: this.branch, dataFiles: entry.dataFiles, assets, options },
      });
    }

    async getMedia(mediaFolder: string) {
      return (await this.request({ action: 'getMedia', params: { branch: this.branch, mediaFolder } })) as {
        path: string;
      }[];
    }

    /** As Decap's: the file's bytes, sent as base64, made a File again. */
    async getMediaFile(path: string) {
      const file = (await this.request({ action: 'getMediaFile', params: { branch: this.branch, path } })) as {
        id: string;
        name: string;
        content: string;
        path: string;
      };
      const blob = new File([Buffer.from(file.content, 'base64')], file.name);
      return { id: file.id, name: file.name, path: file.path, file: blob, size: blob.size };
    }

    async persistMedia(asset: Asset, options: { commitMessage?: string }) {
      const serialized = await serializeAsset(asset);
      // As Decap's: of the options, the commit message alone is sent.
      return this.request({
        action: 'persistMedia',
        params: { branch: this.branch, asset: serialized, options: { commitMessage: options.commitMessage } },
      });
    }

    deleteFiles(paths: string[], commitMessage: string) {
      return this.request({
        action: 'deleteFiles',
        params: { branch: this.branch, paths, options: { commitMessage } },
      });
    }
  };
}
