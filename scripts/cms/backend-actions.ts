/**
 * What each action of the local backend does, answered in the shapes Decap's proxy backend reads
 * (decap-server's local_fs mode, whose API this keeps). Every step is awaited: a failure reaches the
 * request's own answer, never an unawaited promise that ends the process.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { say } from '../../schema/messages/catalogue/index.ts';
import { contentPathKind, type BackendRequest } from './backend-requests.ts';
import { RefusedFile, type ContentFiles } from './content-files.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An entry as Decap reads it; a file that does not exist has no data (a new file of the collection). */
async function entryOf(files: ContentFiles, file: string, label?: string) {
  const bytes = await files.read(file);
  return { data: bytes?.toString('utf8') ?? null, file: { path: file, label, id: bytes ? sha256(bytes) : null } };
}

async function mediaFileOf(files: ContentFiles, file: string) {
  const bytes = await files.read(file);
  if (!bytes) throw new RefusedFile(404, say('cms-file-missing', { file }));
  return {
    id: sha256(bytes),
    content: bytes.toString('base64'),
    encoding: 'base64',
    path: file,
    name: path.posix.basename(file),
  };
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

/** The answer to a request the rules accepted, as JSON. */
export async function answerRequest(
  request: BackendRequest,
  files: ContentFiles,
  repository: string,
): Promise<unknown> {
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
      // The photos first: a page saved with its new photo never names a file not yet written.
      for (const asset of request.params.assets) await files.write(asset.path, Buffer.from(asset.content, 'base64'));
      for (const { path, raw, newPath } of request.params.dataFiles) {
        if (newPath === undefined || newPath === path) {
          await files.write(path, raw);
        } else {
          await files.write(newPath, raw, { replace: false });
          await files.remove(path);
        }
      }
      return { message: 'entry persisted' };
    }
    case 'getMedia': {
      const photos = await files.list(request.params.mediaFolder, isImage);
      const media = await Promise.all(photos.map((file) => unlessRefused(mediaFileOf(files, file))));
      return media.filter((file) => file !== undefined);
    }
    case 'getMediaFile':
      return mediaFileOf(files, request.params.path);
    case 'persistMedia':
      await files.write(request.params.asset.path, Buffer.from(request.params.asset.content, 'base64'));
      return mediaFileOf(files, request.params.asset.path);
    case 'deleteFiles':
      for (const file of request.params.paths) await files.remove(file);
      return { message: `deleted files ${request.params.paths.join(', ')}` };
    case 'getDeployPreview':
      return null;
  }
}
