import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { photoPath } from '../session/content.ts';
import { photosNamed } from '../session/photos-together.ts';
import type { PhotoBack, PutBack } from '../session/put-back.ts';
import type { SaveSession } from '../session/save-session.ts';
import { canComeBack } from './deleted-files.ts';

/**
 * The photos a version of an entry (the file `path`, its text `text` at that version) shows that the
 * repository no longer holds (`present`: the photos' paths there now), by their paths in the
 * repository: what restoring the version brings back from that same version, beside its text. A
 * photo of another site, or one the history cannot bring back (deleted-files.ts), is not among them:
 * the guard then says what is missing, as for any save.
 */
export function missingPhotos(path: string, text: string, present: ReadonlySet<string>): string[] {
  return [...photosNamed([[path, text]])]
    .map(photoPath)
    .filter((photo) => !present.has(photo) && canComeBack(photo, 'photo'));
}

/**
 * The photos the texts put back show that the repository no longer holds, read from the version
 * (`from`, a commit) the texts are of: what comes back with them (session/put-back.ts). One the
 * history does not have there is left out.
 */
export async function photosToBringBack(
  session: SaveSession,
  files: readonly PutBack[],
  from: string,
): Promise<PhotoBack[]> {
  const { repository, content } = session;
  if (!repository || !content) return [];
  const present = new Set((await content.getMedia(cmsFiles.mediaFolder)).map((photo) => photo.path));
  const missing = new Set(
    files.flatMap((file) => (file.text === undefined ? [] : missingPhotos(file.path, file.text, present))),
  );
  const read = await Promise.all(
    [...missing].map(async (path) => ({ path, bytes: await repository.history.bytesIn(path, from) })),
  );
  return read.filter((photo): photo is PhotoBack => photo.bytes !== undefined);
}
