/**
 * The clock the site is built and edited by: `INVERO_NOW` when it is set (tests, and a developer
 * looking at the site on another day), else the real time. Web APIs only: the tools read it from
 * their environment (environment.ts), the CMS from what its dev server gives it.
 */

/** ISO 8601 with a time and its offset (or `Z`): a moment that means the same on every machine. */
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The moment `given` names (ms), or now when nothing is given; a value that is no moment stops with why. */
export function readClock(given: string | undefined): number {
  if (given === undefined || given.trim() === '') return Date.now();
  const at = isoMoment.test(given.trim()) ? Date.parse(given.trim()) : Number.NaN;
  if (Number.isNaN(at)) {
    throw new Error(
      `INVERO_NOW=${JSON.stringify(given)} não é um momento em ISO 8601 com o fuso horário: escreva, por exemplo, INVERO_NOW=2026-12-26T10:00:00-03:00.`,
    );
  }
  return at;
}
