import { describe, expect, it } from 'vitest';
import { whenWords } from '../../schema/messages/words.ts';

/* When someone else saved, as the CMS says it: by the reader's own calendar and clock. */
describe('when something happened, in words', () => {
  const now = new Date(2026, 10, 26, 15, 0);
  it.each([
    [new Date(2026, 10, 26, 10, 32), 'hoje às 10:32'],
    [new Date(2026, 10, 26, 0, 5), 'hoje às 00:05'],
    [new Date(2026, 10, 25, 23, 59), 'ontem às 23:59'],
    [new Date(2026, 10, 12, 9, 0), 'em 12/11 às 09:00'],
    [new Date(2025, 11, 31, 18, 30), 'em 31/12/2025 às 18:30'],
  ])('%s → %s', (at, words) => {
    expect(whenWords(at, now)).toBe(words);
  });
});
