/**
 * The outside audit's race (issue 26, finding 5), at a size for the suite: another process swaps
 * content/pages with a symlink to a folder outside content/ in a loop while the backend reads,
 * lists, writes and deletes pages. The audit got 594 of 4,784 reads and 53 of ~957 writes outside;
 * nothing may reach outside.
 */
import { describe, expect, it } from 'vitest';
import { raceFolderSwap } from '../../support/folder-race.ts';

describe('the local backend under a folder swapped for a symlink', () => {
  it('reads, lists, writes and deletes inside content/ only', { timeout: 120_000 }, async () => {
    const counts = await raceFolderSwap({ reads: 1000, writes: 200, listings: 100, removals: 100 });
    // The race happened: the folders were swapped many times while the requests ran.
    expect(counts.swaps).toBeGreaterThan(1000);
    // And the backend kept serving: most requests found the real folder.
    expect(counts.readsInside).toBeGreaterThan(0);
    expect(counts.written).toBeGreaterThan(0);
    expect(counts).toMatchObject({ readsOutside: 0, listingsOutside: 0, writesOutside: 0, removalsOutside: 0 });
  });
});
