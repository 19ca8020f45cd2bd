/** What a notice is, for whoever shows one and for the code that draws it. */
export interface Notice {
  title?: string;
  description: string;
  /** `destructive` is for errors; it is announced at once instead of politely. */
  variant?: 'default' | 'destructive';
  /** In milliseconds; `Infinity` keeps the notice until it is dismissed. */
  duration?: number;
}

/** A notice goes away by itself after 5 s (docs/produto.md §6, §10). */
export const defaultNoticeDuration = 5000;
