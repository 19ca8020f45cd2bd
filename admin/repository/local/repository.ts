import { localHistory } from './history.ts';
import type { RepositoryOf } from '../../session/guarded-backend.ts';
import type { Asset } from '../repository.ts';
import { hasStatus, RepositoryMoved, type Repository, type Written } from '../repository.ts';

/** What the local backend's client (Decap's proxy backend) lets the CMS ask beyond Decap's calls. */
interface ProxyClient {
  branch: string;
  request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
  /** A photo of the content as Decap's media library reads one. */
  getMediaFile(path: string): Promise<unknown>;
}

/** A photo as Decap hands it over (its AssetProxy), and as a restore makes one (put-back.ts): its bytes as base64 too. */
type SentAsset = Asset & { toBase64(): Promise<string> };

/** An entry as the local backend answers: with when its file was last written. */
interface LocalEntry {
  data: string | null;
  file: { changedAt?: string };
}

/** The local backend answers 412 to a write whose version moved (scripts/cms/backend-actions.ts). */
const movedOn412 = (error: unknown): never => {
  throw hasStatus(error, 412) ? new RepositoryMoved(error) : error;
};

/**
 * The working copy of `npm run cms`, through its local backend (scripts/cms/): the version is a
 * digest of the content files, a file is read as it is now (a change after the version was read
 * moves the version, and the write is refused), and who changed a file is not known — only when.
 * Each write is recorded as a commit of the checkout, whose commits are the history.
 */
export const localRepository: RepositoryOf = (backend, unguarded): Repository => {
  const client = backend as unknown as ProxyClient;
  const entry = async (path: string) => (await unguarded.getEntry(path)) as LocalEntry;
  return {
    version: async () =>
      ((await client.request({ action: 'contentVersion', params: {} })) as { version: string }).version,
    textAt: async (path) => (await entry(path)).data ?? undefined,
    lastChange: async (path) => {
      const changedAt = (await entry(path)).file.changedAt;
      return { at: changedAt ? new Date(changedAt) : undefined };
    },
    writeEntry: (files, message, over) =>
      // The proxy backend sends its options along: the version rides there.
      (unguarded.persistEntry(files, { commitMessage: message, over } as never) as Promise<Written>).catch(movedOn412),
    // Decap's proxy backend sends a photo with its commit message alone, never the version it was
    // checked against: the request is the CMS's own, and the answer Decap's reading of the photo written.
    writeMedia: async (asset, message, over) => {
      const content = await (asset as SentAsset).toBase64();
      await client
        .request({
          action: 'persistMedia',
          params: {
            branch: client.branch,
            asset: { path: asset.path, content, encoding: 'base64' },
            options: { commitMessage: message, over },
          },
        })
        .catch(movedOn412);
      return client.getMediaFile(asset.path);
    },
    deleteFiles: (paths, message, over) =>
      (
        client.request({
          action: 'deleteFiles',
          params: { branch: client.branch, paths, over, commitMessage: message },
        }) as Promise<Written>
      ).catch(movedOn412),
    history: localHistory((action, params) => client.request({ action, params: { branch: client.branch, ...params } })),
  };
};
