/**
 * The four functions of lodash/fp that decap-cms-lib-util uses (to read Git LFS pointers and paging
 * links), data-last and curried as there: importing lodash/fp brings the whole of lodash (≈ 25 KB
 * gzip) into the CMS.
 */
type Step = (value: never) => unknown;

export const map =
  <T, U>(iteratee: (item: T) => U) =>
  (items: readonly T[]): U[] =>
    items.map((item) => iteratee(item));

export const filter =
  <T>(predicate: (item: T) => unknown) =>
  (items: readonly T[]): T[] =>
    items.filter((item) => predicate(item));

export const flow =
  (steps: readonly Step[]) =>
  (value: unknown): unknown =>
    steps.reduce((result, step) => step(result as never), value);

export const fromPairs = <T>(pairs: readonly (readonly [PropertyKey, T])[]): Record<PropertyKey, T> =>
  Object.fromEntries(pairs);
