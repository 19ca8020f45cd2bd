/**
 * Runs work with at most `width` pieces at once, the rest waiting their turn in order. One at a time
 * (width 1) is the lane of the backend's writes: each checks the version and writes with nothing in
 * between. A few at a time bounds what many requests together hold open: 150,000 entries asked at
 * once no longer run out of file descriptors (EMFILE).
 */
export function atMost(width: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= width) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // The turn passes to the next waiting work, or the place is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
