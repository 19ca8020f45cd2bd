import { say } from '../../schema/messages/catalogue/index.ts';
import { whenWords } from '../../schema/messages/words.ts';
import { readWritten } from '../yaml/read.ts';
import { collisionProblems, entryWhat } from './words/change-words.ts';
import type { DataFile } from '../repository/repository.ts';
import { reconcile } from './reconcile.ts';
import { CollidedSave, RefusedSave } from './refusal.ts';
import type { LastChange, Repository, Version } from '../repository/repository.ts';
import type { SaveSession } from './save-session.ts';

/** Who changed a file and when, in the words the collision messages take. */
export function otherWords(file: string, { who, at }: LastChange) {
  return { who, when: at ? whenWords(at) : say('cms-just-now').message, what: entryWhat(file) };
}

function refuse(session: SaveSession, refusal: RefusedSave): never {
  session.tell('refused', refusal);
  throw refusal;
}

/**
 * The files of a save as they are to be written at `version`: each compared with the file in the
 * repository, where the text its draft began from (the session's pending save) tells what someone
 * else saved meanwhile. Unchanged, the prepared text; changed elsewhere, this editor's changes
 * written into the current text (`merged`: whose change it was, for the notice); changed in the
 * same fields, or deleted, or (a new page) created by someone else, refused before anything is
 * written, in the form's words. `before` is each file's text at `version`, which the write replaces.
 */
export async function reconciledFiles(
  session: SaveSession,
  repository: Repository,
  files: readonly DataFile[],
  version: Version,
): Promise<{
  dataFiles: DataFile[];
  merged: { file: string; other: LastChange }[];
  before: Map<string, string | undefined>;
}> {
  const merged: { file: string; other: LastChange }[] = [];
  const before = new Map<string, string | undefined>();
  const dataFiles = await Promise.all(
    files.map(async (file): Promise<DataFile> => {
      const current = await repository.textAt(file.path, version);
      before.set(file.path, current);
      const pending = session.pendingFor(file.path);
      if (!pending) return file;
      const result = reconcile(pending.base, pending.data, current);
      switch (result.kind) {
        case 'unchanged':
          return file;
        case 'merged':
          merged.push({ file: file.path, other: await repository.lastChange(file.path, version) });
          return { ...file, raw: result.text };
        case 'taken':
          return refuse(session, new RefusedSave(say('cms-address-taken'), [], file.path));
        case 'unreadable': {
          const detail = say('cms-file-changed-unreadable').message;
          return refuse(session, new RefusedSave(say('cms-file-unreadable', { detail }), [], file.path));
        }
        case 'deleted': {
          const last = await repository.lastChange(file.path, version);
          const title = say('cms-deleted-meanwhile', otherWords(file.path, last));
          return refuse(session, new CollidedSave(title, [], file.path, last, undefined));
        }
        case 'collided': {
          const last = await repository.lastChange(file.path, version);
          const other = otherWords(file.path, last);
          const problems = collisionProblems(file.path, readWritten(pending.base!)?.data, result.collisions);
          const title = say('cms-collision', { ...other, count: problems.length });
          return refuse(session, new CollidedSave(title, problems, file.path, last, current));
        }
      }
    }),
  );
  return { dataFiles, merged, before };
}
