/**
 * What each action of the local backend does, answered in the shapes Decap's proxy backend reads
 * (decap-server's local_fs mode, whose API this keeps). Every step is awaited: a failure reaches the
 * request's own answer, never an unawaited promise that ends the process.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { contentImagesFolder } from '../../schema/fields/url.ts';
import { judgeUpload } from '../../schema/load/check-content.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import type { BackendRequest } from './backend-requests.ts';
import { contentPathKind } from './content-paths.ts';
import { RefusedFile, type ContentFiles } from './content-files.ts';
import { contentVersion } from './content-version.ts';
import type { FileChange, RecordVersion } from './local-commits.ts';
import type { LocalHistory } from './local-history.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * An entry as Decap reads it; a file that does not exist has no data (a new file of the collection).
 * `changedAt` says when it was last written, for the CMS to tell an editor whose page changed meanwhile.
 */
async function entryOf(files: ContentFiles, file: string, label?: string) {
  const read = await files.read(file);
  return {
    data: read?.bytes.toString('utf8') ?? null,
    file: { path: file, label, id: read ? sha256(read.bytes) : null, changedAt: read?.changedAt.toISOString() },
  };
}

async function mediaFileOf(files: ContentFiles, file: string) {
  const bytes = (await files.read(file))?.bytes;
  if (!bytes) throw new RefusedFile(404, say('cms-file-missing', { file }));
  return {
    id: sha256(bytes),
    content: bytes.toString('base64'),
    encoding: 'base64',
    path: file,
    name: path.posix.basename(file),
  };
}

/**
 * A photo about to be written, once its bytes are one the site publishes, judged as `npm run
 * validate` judges them (format by its first bytes, size, pixels, whole); refused otherwise (413 over
 * the size limit, 415 for the rest). Its name was judged with the request (content-paths.ts).
 */
function photoBytes({ path: file, content }: { path: string; content: string }): Buffer {
  const bytes = Buffer.from(content, 'base64');
  const judged = judgeUpload(bytes, `${contentImagesFolder}/${path.posix.basename(file)}`);
  if (!judged.ok) throw new RefusedFile(judged.words.said?.id === 'image-too-big' ? 413 : 415, judged.words);
  return bytes;
}

/** What a listing shows of a file that went away or turned into something else since it was listed: nothing. */
async function unlessRefused<T>(reading: Promise<T>): Promise<T | undefined> {
  return reading.catch((error: unknown) => {
    if (error instanceof RefusedFile) return undefined;
    throw error;
  });
}

const isPage = (file: string) => contentPathKind(file) === 'page';
const isImage = (file: string) => contentPathKind(file) === 'image';

/**
 * What the actions work on: the content's files, the repository's name, the one-at-a-time lane of
 * writes, and the checkout's versions (each write recorded as a commit of its files; the history).
 */
export interface BackendState {
  files: ContentFiles;
  repository: string;
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>;
  record: RecordVersion;
  history: LocalHistory;
}

/** The files a save changes (a page renamed: written under its new name, gone from its old one), recorded as one version. */
const changesOf = (dataFiles: readonly { path: string; raw: string; newPath?: string }[]): FileChange[] =>
  dataFiles.flatMap(({ path, raw, newPath }) =>
    newPath && newPath !== path ? [{ path: newPath, bytes: raw }, { path }] : [{ path, bytes: raw }],
  );

/**
 * A write, done only if the content is still at the version the CMS checked it against (`over`),
 * with no other write of the CMS in between; 412 when it moved, for the CMS to check again.
 */
function writeOver<T>({ files, oneAtATime }: BackendState, over: string | undefined, work: () => Promise<T>) {
  return oneAtATime(async () => {
    if (over !== undefined && (await contentVersion(files)) !== over) {
      throw new RefusedFile(412, say('cms-content-moved'));
    }
    return work();
  });
}

/** The answer to a request the rules accepted, as JSON. */
export async function answerRequest(request: BackendRequest, state: BackendState): Promise<unknown> {
  const { files, repository } = state;
  switch (request.action) {
    case 'info':
      return { repo: repository, publish_modes: ['simple'], type: 'local_fs' };
    case 'entriesByFolder': {
      const pages = await files.list(request.params.folder, isPage);
      const entries = await Promise.all(pages.map((file) => unlessRefused(entryOf(files, file))));
      return entries.filter((entry) => entry?.data != null);
    }
    case 'entriesByFiles':
      return Promise.all(request.params.files.map(({ path, label }) => entryOf(files, path, label)));
    case 'getEntry':
      return entryOf(files, request.params.path);
    case 'persistEntry': {
      const photos = request.params.assets.map((asset) => ({ path: asset.path, bytes: photoBytes(asset) }));
      const changes = [...photos, ...changesOf(request.params.dataFiles)];
      const message = request.params.options?.commitMessage ?? '';
      return writeOver(state, request.params.options?.over, async () => ({
        message: 'entry persisted',
        sha: await state.record(changes, message, async () => {
          // The photos first: a page saved with its new photo never names a file not yet written.
          for (const photo of photos) await files.write(photo.path, photo.bytes);
          for (const { path, raw, newPath } of request.params.dataFiles) {
            if (newPath === undefined || newPath === path) {
              await files.write(path, raw);
            } else {
              await files.write(newPath, raw, { replace: false });
              await files.remove(path);
            }
          }
        }),
      }));
    }
    case 'getMedia': {
      const photos = await files.list(request.params.mediaFolder, isImage);
      const media = await Promise.all(photos.map((file) => unlessRefused(mediaFileOf(files, file))));
      return media.filter((file) => file !== undefined);
    }
    case 'getMediaFile':
      return mediaFileOf(files, request.params.path);
    case 'persistMedia': {
      const { asset, options } = request.params;
      const bytes = photoBytes(asset);
      await writeOver(state, options?.over, () =>
        state.record([{ path: asset.path, bytes }], options?.commitMessage ?? '', () => files.write(asset.path, bytes)),
      );
      return mediaFileOf(files, asset.path);
    }
    case 'deleteFiles':
      return writeOver(state, request.params.over, async () => {
        const { paths, commitMessage = '' } = request.params;
        const sha = await state.record(
          paths.map((path) => ({ path })),
          commitMessage,
          async () => {
            for (const file of paths) await files.remove(file);
          },
        );
        return { message: `deleted files ${paths.join(', ')}`, sha };
      });
    case 'getDeployPreview':
      return null;
    case 'contentVersion':
      return { version: await contentVersion(files) };
    case 'fileVersions':
      return state.history.versions(request.params.path, request.params.page);
    case 'fileAt':
      return { text: (await state.history.textAt(request.params.path, request.params.commit)) ?? null };
    case 'photoAt': {
      const bytes = await state.history.bytesAt(request.params.path, request.params.commit);
      return { content: bytes?.toString('base64') ?? null };
    }
    case 'deletedFiles':
      return state.history.deleted(request.params.kind, request.params.page);
  }
}
