/**
 * The data side of writing a file back: comparing values, pairing the items of an edited list with
 * the items the file had, and deciding which of the CMS's values are really meant to be written.
 * Nothing here knows about YAML text.
 */

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Structural equality of parsed YAML data; key order does not matter (YAML maps are unordered). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  return false;
}

/**
 * Keys that name an item of a list, most telling first: when an item is both edited and moved, an
 * unchanged `id` (or section `type` + `title`, or `label`…) still says which item it was.
 */
const identityKeys: readonly (readonly string[])[] = [
  ['id'],
  ['type', 'title'],
  ['label', 'to'],
  ['label'],
  ['title'],
  ['name'],
  ['value'],
  ['src'],
];

function sameIdentity(a: unknown, b: unknown): boolean {
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = identityKeys.find((names) => names.every((name) => Object.hasOwn(b, name)));
  return keys !== undefined && keys.every((name) => Object.hasOwn(a, name) && deepEqual(a[name], b[name]));
}

/** How many top-level values two maps share: the best guess for an item edited beyond recognition. */
function likeness(a: unknown, b: unknown): number {
  if (!isPlainObject(a) || !isPlainObject(b)) return 0;
  return Object.keys(b).filter((key) => Object.hasOwn(a, key) && deepEqual(a[key], b[key])).length;
}

const isScalar = (value: unknown) => typeof value !== 'object' || value === null;

/**
 * For each new item, the index of the old item it continues (or `undefined`: a new item), so that a
 * kept item keeps its text and comments wherever it moves. Tried in order: unchanged in place,
 * unchanged elsewhere, the same identity (edited), the most alike map, then an edited scalar in place.
 * Among several candidates the nearest to the new position wins.
 */
export function matchItems(oldItems: readonly unknown[], newItems: readonly unknown[]): (number | undefined)[] {
  const match: (number | undefined)[] = newItems.map(() => undefined);
  const used = new Set<number>();
  const nearest = (index: number, score: (old: unknown) => number): number | undefined => {
    let best: number | undefined;
    let bestScore = 0;
    oldItems.forEach((old, oldIndex) => {
      if (used.has(oldIndex)) return;
      const value = score(old);
      const closer = best !== undefined && Math.abs(oldIndex - index) < Math.abs(best - index);
      if (value > bestScore || (value === bestScore && value > 0 && closer)) [best, bestScore] = [oldIndex, value];
    });
    return best;
  };
  const passes: ((item: unknown, index: number) => number | undefined)[] = [
    (item, index) => (index < oldItems.length && deepEqual(oldItems[index], item) ? index : undefined),
    (item, index) => nearest(index, (old) => (deepEqual(old, item) ? 1 : 0)),
    (item, index) => nearest(index, (old) => (sameIdentity(old, item) ? 1 : 0)),
    (item, index) => nearest(index, (old) => likeness(old, item)),
    (item, index) => (index < oldItems.length && isScalar(oldItems[index]) && isScalar(item) ? index : undefined),
  ];
  for (const pass of passes)
    newItems.forEach((item, index) => {
      if (match[index] !== undefined) return;
      const old = pass(item, index);
      if (old === undefined || used.has(old)) return;
      match[index] = old;
      used.add(old);
    });
  return match;
}

/**
 * The data the CMS means to save. Decap saves a cleared optional field as "" (or leaves it
 * undefined), which the schemas refuse, so such a key is dropped; a `null` is kept only where the
 * file already had that key (a `key:` left empty on purpose). Throws on a cyclic value, which no
 * YAML file can hold without aliases, and the site refuses aliases.
 */
export function dataToSave(old: unknown, data: unknown, visiting: Set<object> = new Set()): unknown {
  if (typeof data !== 'object' || data === null) return data;
  if (visiting.has(data)) throw new Error('The data refers to itself: no YAML file without aliases holds it.');
  visiting.add(data);
  let result: unknown = data;
  if (Array.isArray(data)) {
    const oldItems = Array.isArray(old) ? old : [];
    const match = matchItems(oldItems, data);
    result = data.map((item: unknown, index) => {
      const from = match[index];
      return dataToSave(from === undefined ? undefined : oldItems[from], item, visiting);
    });
  } else if (isPlainObject(data)) {
    const oldMap = isPlainObject(old) ? old : {};
    const kept: PlainObject = {};
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined || value === '') continue;
      if (value === null && !Object.hasOwn(oldMap, key)) continue;
      kept[key] = dataToSave(oldMap[key], value, visiting);
    }
    result = kept;
  }
  visiting.delete(data);
  return result;
}

/**
 * Whether two values have lists of the same lengths in the same places: a form drawn for one shows
 * the other by its values alone (a list's items keep the keys they were drawn with).
 */
export function sameListLengths(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameListLengths(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b))
    return Object.keys(a).every((key) => !Object.hasOwn(b, key) || sameListLengths(a[key], b[key]));
  return !Array.isArray(a) && !Array.isArray(b);
}
