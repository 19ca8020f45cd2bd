/**
 * What changed between two versions of a file's data, value by value: the words a draft, a
 * collision, a commit message and a version's history say it in start here. Lists are compared item
 * by item, paired as the writer pairs them (by identity), so an edited card is one change, not a
 * card removed and another added. Nothing here knows about YAML text or the form's labels.
 */
import type { Path } from '../../schema/walk.ts';
import { deepEqual, isPlainObject, matchItems } from './data.ts';

/**
 * One change. `path` is where it is in the data that has it: `after` for a value changed or added
 * and for a list reordered, `before` for a value removed.
 */
export type Change =
  | { kind: 'changed'; path: Path; before: unknown; after: unknown }
  | { kind: 'added'; path: Path; after: unknown }
  | { kind: 'removed'; path: Path; before: unknown }
  | { kind: 'reordered'; path: Path };

/** Every change from `before` to `after`, in the order of `after` (undefined: not there). */
export function changesBetween(before: unknown, after: unknown, path: Path = []): Change[] {
  if (deepEqual(before, after)) return [];
  if (before === undefined) return [{ kind: 'added', path, after }];
  if (after === undefined) return [{ kind: 'removed', path, before }];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...Object.keys(after), ...Object.keys(before).filter((key) => !Object.hasOwn(after, key))];
    return keys.flatMap((key) => changesBetween(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) return listChanges(before, after, path);
  return [{ kind: 'changed', path, before, after }];
}

function listChanges(before: readonly unknown[], after: readonly unknown[], path: Path): Change[] {
  const from = matchItems(before, after);
  const kept = from.filter((index) => index !== undefined);
  const reordered = kept.some((index, at) => at > 0 && index < kept[at - 1]!);
  const changes: Change[] = reordered ? [{ kind: 'reordered', path }] : [];
  before.forEach((item, index) => {
    if (!from.includes(index)) changes.push({ kind: 'removed', path: [...path, index], before: item });
  });
  after.forEach((item, index) => {
    const old = from[index];
    changes.push(
      ...(old === undefined
        ? [{ kind: 'added' as const, path: [...path, index], after: item }]
        : changesBetween(before[old], item, [...path, index])),
    );
  });
  return changes;
}
