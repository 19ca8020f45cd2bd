import { writeKeepingText } from '../yaml/keep-text-format.ts';
import { dataToSave } from '../yaml/data.ts';
import { mergeEdits, type Collision, type Preference } from '../yaml/merge.ts';
import { readWritten } from '../yaml/read.ts';

/**
 * What becomes of a save when the file may have changed since the editor opened it: `base` is the
 * text the editor's draft started from (undefined: a new file), `data` what the form holds now, and
 * `current` the file's text in the repository now (undefined: no such file).
 */
export type Reconciled =
  /** Nobody else saved it: write what was prepared. */
  | { kind: 'unchanged' }
  /** Someone else saved other fields: this editor's changes written into their text, both kept. */
  | { kind: 'merged'; text: string }
  /** Someone else changed fields this editor changed too. */
  | { kind: 'collided'; collisions: Collision[] }
  /** Someone else deleted the file. */
  | { kind: 'deleted' }
  /** A new file, and someone else created one with its name meanwhile. */
  | { kind: 'taken' }
  /** A version that the site itself cannot read (written by hand): nothing to merge with. */
  | { kind: 'unreadable' };

export function reconcile(base: string | undefined, data: unknown, current: string | undefined): Reconciled {
  if (current === base) return { kind: 'unchanged' };
  if (base === undefined) return { kind: 'taken' };
  if (current === undefined) return { kind: 'deleted' };
  const [before, theirs] = [readWritten(base), readWritten(current)];
  if (!before || !theirs) return { kind: 'unreadable' };
  const { data: merged, collisions } = mergeEdits(before.data, dataToSave(before.data, data), theirs.data);
  if (collisions.length > 0) return { kind: 'collided', collisions };
  return { kind: 'merged', text: writeKeepingText(current, merged) };
}

/**
 * The data a draft carries on from when it moves onto the current version of its file: this
 * editor's changes applied onto `current`, where they collide the side `prefer` names. The draft's
 * base becomes `current`. Undefined when either version cannot be read.
 */
export function rebased(
  base: string,
  data: unknown,
  current: string,
  prefer: Preference,
): { data: unknown } | undefined {
  const [before, theirs] = [readWritten(base), readWritten(current)];
  if (!before || !theirs) return undefined;
  return { data: mergeEdits(before.data, dataToSave(before.data, data), theirs.data, prefer).data };
}
