/** Damerau–Levenshtein distance (adjacent swaps count once): typos are mostly these. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

// Editors often differ from the right name only by case, accents or a look-alike letter.
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/** The known name closest to `input`, when it is close enough to be a typo of it. */
export function closest(input: string, known: readonly string[]): string | undefined {
  const folded = fold(input);
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(folded, fold(name));
    if (!best || distance < best.distance) best = { name, distance };
  }
  if (!best || best.name === input) return undefined;
  return best.distance <= Math.max(2, Math.floor(best.name.length / 3)) ? best.name : undefined;
}
