import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import type { ContentSource } from './content.ts';
import { guardDelete, guardEntry } from './guard.ts';
import type { Asset, DataFile } from '../repository/repository.ts';
import { checkedWrite } from './guarded-backend.ts';
import { publishedDeletion, publishedEntry } from './published.ts';
import { otherWords } from './reconciled-files.ts';
import { RefusedSave } from './refusal.ts';
import type { Repository, Version, Written } from '../repository/repository.ts';
import type { SaveSession } from './save-session.ts';

/**
 * A file to put back as it was: the text it gets (undefined: the file goes), and the text it must
 * still have for that (undefined: none), the one the editor saw replaced.
 */
export interface PutBack {
  path: string;
  text: string | undefined;
  expected: string | undefined;
}

/**
 * A photo to put back where the repository has none now (`content/images/x.jpg`), with its bytes as
 * the history keeps them: one deleted, or one a version restored shows.
 */
export interface PhotoBack {
  path: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The write a put-back is: one file written (a page renamed back: from its new name), with the
 * photos it shows that are gone; one deleted; or one photo on its own.
 */
type Write = { kind: 'entry'; file: DataFile } | { kind: 'delete'; path: string } | { kind: 'photo'; photo: PhotoBack };

function writeOf(files: readonly PutBack[], photos: readonly PhotoBack[] = []): Write | undefined {
  const [first, second] = files;
  if (!first) return photos.length === 1 ? { kind: 'photo', photo: photos[0]! } : undefined;
  if (files.length > 2) return undefined;
  if (!second) {
    if (first.text !== undefined) return { kind: 'entry', file: { path: first.path, raw: first.text } };
    return photos.length === 0 ? { kind: 'delete', path: first.path } : undefined;
  }
  // A rename undone: the file under its new name (which goes) is written back under its old one.
  const [back, gone] = first.text === undefined ? [second, first] : [first, second];
  if (back.text === undefined || gone.text !== undefined) return undefined;
  return { kind: 'entry', file: { path: gone.path, newPath: back.path, raw: back.text } };
}

/** A photo as the backends send one: its bytes as a file, and as base64 without fetching a blob: address (connect-src has none). */
function assetOf({ path, bytes }: PhotoBack): Asset & { toBase64: () => Promise<string> } {
  return { path, file: new Blob([bytes]), toBase64: () => Promise.resolve(base64Of(bytes)) };
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** The photos the repository holds now, by path. */
async function photosThere(content: ContentSource): Promise<Set<string>> {
  return new Set((await content.getMedia(cmsFiles.mediaFolder)).map((photo) => photo.path));
}

const fileName = (path: string) => path.split('/').at(-1) ?? path;

function refuse(session: SaveSession, title: Words): never {
  const refusal = new RefusedSave(title, []);
  session.tell('refused', refusal);
  throw refusal;
}

/** Whether a change's files can be put back by one write. */
export const canPutBack = (files: readonly PutBack[]) => writeOf(files) !== undefined;

/** Refused, nothing written: a file is no longer what the editor saw (someone published it since). */
async function refuseMoved(
  session: SaveSession,
  repository: Repository,
  path: string,
  version: Version,
): Promise<never> {
  refuse(session, say('cms-restore-moved', otherWords(path, await repository.lastChange(path, version))));
}

/**
 * Puts files back as they were, as a new version (history is never rewritten): a version
 * restored, a change undone, a page or photo deleted brought back. Through the same guard and checked
 * write as every save: refused, nothing written, when the content it would leave does not publish (a
 * link to a page since removed), or when a file is no longer the text the editor saw replaced, or a
 * photo's name is taken again. The photos (`photos`) a restored text shows come back with it, in the
 * same write, those the repository still lacks when it is written. Told as any change published is,
 * for the screens to follow it to the live site.
 */
export async function putBack(
  session: SaveSession,
  files: readonly PutBack[],
  message: string,
  photos: readonly PhotoBack[] = [],
): Promise<void> {
  const { repository, content } = session;
  const write = writeOf(files, photos);
  if (!repository || !content || !write) throw new Error('Nothing to put back.');
  if (write.kind === 'photo') {
    const { photo } = write;
    await checkedWrite(session, repository, async (version) => {
      if ((await photosThere(content)).has(photo.path))
        refuse(session, say('cms-photo-back-taken', { photo: fileName(photo.path) }));
      const asset = assetOf(photo);
      const plan = await guardEntry(session, content, [], [asset], {
        title: (count) => say('cms-photo-back-refused', { photo: fileName(photo.path), count }),
        inForm: false,
      });
      return { write: () => repository.writeMedia(asset, message, version), written: plan.written };
    });
    return;
  }
  await checkedWrite<Written>(session, repository, async (version) => {
    for (const file of files) {
      if ((await repository.textAt(file.path, version)) !== file.expected)
        await refuseMoved(session, repository, file.path, version);
    }
    const before = new Map(files.map((file) => [file.path, file.expected]));
    if (write.kind === 'delete') {
      const { written, texts } = await guardDelete(session, content, [write.path]);
      return {
        write: () => repository.deleteFiles([write.path], message, version),
        written: (result) => {
          written();
          session.tell('published', publishedDeletion([write.path], texts, message, result));
        },
      };
    }
    const there = photos.length > 0 ? await photosThere(content) : new Set<string>();
    const assets = photos.filter((photo) => !there.has(photo.path)).map(assetOf);
    const plan = await guardEntry(session, content, [write.file], assets, {
      title: (count) => say('cms-restore-refused', { count }),
      inForm: false,
    });
    return {
      write: () => repository.writeEntry({ dataFiles: [write.file], assets: plan.assets }, message, version),
      written: (result) => {
        plan.written();
        session.tell('published', publishedEntry([write.file], before, message, result));
      },
    };
  });
}
