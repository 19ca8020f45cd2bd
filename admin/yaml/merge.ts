/**
 * Two editors' changes to one file's data, put together: what this editor changed since the version
 * they started from (`base`) applied onto what someone else saved meanwhile (`theirs`). Values that
 * only one side changed take that side's value; a value both changed, each differently, is a
 * collision. Lists are merged item by item (items paired as the writer pairs them, by identity), so
 * an item edited on one side and another added, removed or edited on the other both survive.
 * Nothing here knows about YAML text: the caller writes the result into the current file's text.
 */
import type { Path } from '../../schema/walk.ts';
import { deepEqual, isPlainObject, matchItems, type PlainObject } from './data.ts';

/** A value both editors changed since `base`, each differently (undefined: removed), at its place in `base`. */
export interface Collision {
  path: Path;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface Merged {
  /** The merged data, each collision settled for the side `prefer` names. */
  data: unknown;
  collisions: Collision[];
}

/** Which side wins where both changed the same value. */
export type Preference = 'mine' | 'theirs';

/**
 * This editor's changes (`base` → `mine`) applied onto `theirs`, with the collisions between them.
 * Undefined stands for a value that is not there (a key removed or never written).
 */
export function mergeEdits(base: unknown, mine: unknown, theirs: unknown, prefer: Preference = 'theirs'): Merged {
  const collisions: Collision[] = [];
  const data = merged(base, mine, theirs, [], { prefer, collisions });
  return { data, collisions };
}

interface Context {
  prefer: Preference;
  collisions: Collision[];
}

function collide(path: Path, base: unknown, mine: unknown, theirs: unknown, context: Context): unknown {
  context.collisions.push({ path, base, mine, theirs });
  return context.prefer === 'mine' ? mine : theirs;
}

function merged(base: unknown, mine: unknown, theirs: unknown, path: Path, context: Context): unknown {
  if (deepEqual(mine, theirs)) return mine;
  if (deepEqual(base, mine)) return theirs;
  if (deepEqual(base, theirs)) return mine;
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) {
    return mergedObjects(base, mine, theirs, path, context);
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    return mergedLists(base, mine, theirs, path, context);
  }
  return collide(path, base, mine, theirs, context);
}

/** Keys in `theirs`' order (the text being written into); a key only `mine` added goes after the key before it in `mine`. */
function keyOrder(mine: PlainObject, theirs: PlainObject): string[] {
  const keys = Object.keys(theirs);
  let previous = -1;
  for (const key of Object.keys(mine)) {
    const at = keys.indexOf(key);
    if (at >= 0) previous = at;
    else keys.splice(++previous, 0, key);
  }
  return keys;
}

function mergedObjects(
  base: PlainObject,
  mine: PlainObject,
  theirs: PlainObject,
  path: Path,
  context: Context,
): PlainObject {
  const result: PlainObject = {};
  for (const key of keyOrder(mine, theirs)) {
    const value = merged(base[key], mine[key], theirs[key], [...path, key], context);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/**
 * How one side's list continues the base's: for each base item, where it is now (undefined: removed);
 * the side's new items, each after the base item it follows (-1: first); and whether kept items
 * changed their order.
 */
interface ListEdit {
  at: (number | undefined)[];
  added: Map<number, unknown[]>;
  reordered: boolean;
}

function listEdit(base: readonly unknown[], side: readonly unknown[]): ListEdit {
  const from = matchItems(base, side);
  const at: (number | undefined)[] = base.map(() => undefined);
  const added = new Map<number, unknown[]>();
  let after = -1;
  let reordered = false;
  from.forEach((baseIndex, index) => {
    if (baseIndex === undefined) {
      added.set(after, [...(added.get(after) ?? []), side[index]]);
      return;
    }
    if (baseIndex < after) reordered = true;
    at[baseIndex] = index;
    after = Math.max(after, baseIndex);
  });
  return { at, added, reordered };
}

/**
 * Lists: each base item merged from the two sides' versions of it, in the base's order; an item one
 * side removed stays removed unless the other side changed it (a collision); items either side added
 * go after the item they followed (theirs first). When one side reordered the list, its order is
 * kept if the other side only edited items in place; otherwise the list as a whole collides.
 */
function mergedLists(
  base: readonly unknown[],
  mine: readonly unknown[],
  theirs: readonly unknown[],
  path: Path,
  context: Context,
): unknown[] {
  const mineEdit = listEdit(base, mine);
  const theirsEdit = listEdit(base, theirs);
  const inPlace = (edit: ListEdit, side: readonly unknown[]) =>
    !edit.reordered && edit.added.size === 0 && side.length === base.length && edit.at.every((at, i) => at === i);
  if (mineEdit.reordered || theirsEdit.reordered) {
    if (mineEdit.reordered && inPlace(theirsEdit, theirs)) {
      return reorderedBy(mine, mineEdit, base, theirs, path, context, 'mine');
    }
    if (theirsEdit.reordered && inPlace(mineEdit, mine)) {
      return reorderedBy(theirs, theirsEdit, base, mine, path, context, 'theirs');
    }
    return collide(path, base, mine, theirs, context) as unknown[];
  }
  const result: unknown[] = [];
  const addAfter = (index: number) => {
    const theirsAdded = theirsEdit.added.get(index) ?? [];
    const mineAdded = (mineEdit.added.get(index) ?? []).filter(
      (item) => !theirsAdded.some((other) => deepEqual(other, item)),
    );
    result.push(...theirsAdded, ...mineAdded);
  };
  addAfter(-1);
  base.forEach((item, index) => {
    const [inMine, inTheirs] = [mineEdit.at[index], theirsEdit.at[index]];
    const mineItem = inMine === undefined ? undefined : mine[inMine];
    const theirsItem = inTheirs === undefined ? undefined : theirs[inTheirs];
    const value = merged(item, mineItem, theirsItem, [...path, index], context);
    if (value !== undefined) result.push(value);
    addAfter(index);
  });
  return result;
}

/** A list one side (`shape`) reordered while the other only edited items in place: the shape's order, the items merged. */
function reorderedBy(
  shape: readonly unknown[],
  edit: ListEdit,
  base: readonly unknown[],
  other: readonly unknown[],
  path: Path,
  context: Context,
  shapeSide: Preference,
): unknown[] {
  const sides = (shaped: unknown, others: unknown) => (shapeSide === 'mine' ? [shaped, others] : [others, shaped]);
  const result = shape.map((item, index) => {
    const from = edit.at.indexOf(index);
    if (from < 0) return item;
    const [mineItem, theirsItem] = sides(item, other[from]);
    return merged(base[from], mineItem, theirsItem, [...path, from], context);
  });
  // Items the reordering side removed, which the other side changed.
  base.forEach((item, index) => {
    if (edit.at[index] !== undefined || deepEqual(item, other[index])) return;
    const [mineItem, theirsItem] = sides(undefined, other[index]);
    const kept = collide([...path, index], item, mineItem, theirsItem, context);
    if (kept !== undefined) result.splice(Math.min(index, result.length), 0, kept);
  });
  return result.filter((item) => item !== undefined);
}
