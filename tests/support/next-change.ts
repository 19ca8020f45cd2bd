/**
 * When the live site's next change is due, the same for every host's decision: the workflow's
 * script (.github/scripts/rebuild-due.sh) and the hosts' own schedule (rebuild/when-due.ts). Each
 * case: what it is, the live version's `nextChangeAt` (undefined: a site built before it said one),
 * the clock, and whether a build is due.
 */
export const whenDue = [
  ['nothing is scheduled', null, '2026-12-24T03:00:00Z', false],
  ['the site was built before there was a next change to say', undefined, '2026-12-24T03:00:00Z', false],
  ['the next change is a second ahead, in another offset', '2026-12-24T00:00:00-03:00', '2026-12-24T02:59:59Z', false],
  ['its moment has come, to the millisecond', '2026-12-24T00:00:00-03:00', '2026-12-24T03:00:00.000Z', true],
  ['its moment has passed', '2026-12-24T00:00:00-03:00', '2026-12-24T00:04:00-03:00', true],
] as const;
