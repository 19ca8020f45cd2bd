import { useSyncExternalStore } from 'react';

export type CurrentYearProps = { builtYear: number };

/** The year does not announce its change: a page open over New Year keeps the year it showed. */
const noSubscription = () => () => {};

/**
 * The visitor's current year. The page was prerendered with the build's year, and hydration must
 * draw the same (the server snapshot); React draws the browser's own year right after.
 */
export function CurrentYear({ builtYear }: CurrentYearProps) {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => builtYear,
  );
}
