import { readClock } from '../project/clock.ts';

/**
 * The CMS's clock, for what it says of time (a schedule's state, the guard's "já passou", the next
 * change after Publicar): the INVERO_NOW its dev server was started with (`npm run cms`, a developer
 * looking at another day), else the real time.
 */
export const cmsClock = (): number => readClock(import.meta.env.INVERO_NOW);

/** Whether the CMS's clock stands still (INVERO_NOW): then nothing scheduled comes while it is open. */
export const cmsClockStands = (): boolean => Boolean(import.meta.env.INVERO_NOW?.trim());
