import { say } from '../../schema/messages/catalogue/index.ts';
import { guardDelete, guardEntry, type DataFile } from './guard.ts';
import { checkedWrite } from './guarded-backend.ts';
import { publishedDeletion, publishedEntry } from './published.ts';
import { otherWords } from './reconciled-files.ts';
import { RefusedSave } from './refusal.ts';
import type { Repository, Version, Written } from './repository.ts';
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

/** The write a put-back is: one file written (a page renamed back: from its new name), or one deleted. */
type Write = { kind: 'entry'; file: DataFile } | { kind: 'delete'; path: string };

function writeOf(files: readonly PutBack[]): Write | undefined {
  const [first, second] = files;
  if (!first || files.length > 2) return undefined;
  if (!second)
    return first.text === undefined
      ? { kind: 'delete', path: first.path }
      : { kind: 'entry', file: { path: first.path, raw: first.text } };
  // A rename undone: the file under its new name (which goes) is written back under its old one.
  const [back, gone] = first.text === undefined ? [second, first] : [first, second];
  if (back.text === undefined || gone.text !== undefined) return undefined;
  return { kind: 'entry', file: { path: gone.path, newPath: back.path, raw: back.text } };
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
  const words = otherWords(path, await repository.lastChange(path, version));
  const refusal = new RefusedSave(say('cms-restore-moved', words), []);
  session.tell('refused', refusal);
  throw refusal;
}

/**
 * Puts files back as they were, as a new version (history is never rewritten): a version
 * restored, a change undone, a page deleted brought back. Through the same guard and checked write
 * as every save: refused, nothing written, when the content it would leave does not publish (a photo
 * since deleted, a link to a page since removed), or when a file is no longer the text the editor
 * saw replaced. Told as any change published is, for the screens to follow it to the live site.
 */
export async function putBack(session: SaveSession, files: readonly PutBack[], message: string): Promise<Written> {
  const { repository, content } = session;
  const write = writeOf(files);
  if (!repository || !content || !write) throw new Error('Nothing to put back.');
  return checkedWrite<Written>(session, repository, async (version) => {
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
    const plan = await guardEntry(session, content, [write.file], [], {
      title: (count) => say('cms-restore-refused', { count }),
      inForm: false,
    });
    return {
      write: () => repository.writeEntry({ dataFiles: [write.file], assets: [] }, message, version),
      written: (result) => {
        plan.written();
        session.tell('published', publishedEntry([write.file], before, message, result));
      },
    };
  });
}
