import { readClock } from '../project/clock.ts';
import { runSetting } from './run-settings.ts';

/**
 * The CMS's clock, for what it says of time (a schedule's state, the guard's "já passou", the next
 * change after Publicar): the INVERO_NOW `npm run cms` was started with (a developer looking at another
 * day), which its server writes into the page (run-settings.ts), else the real time.
 */
export const cmsClock = (): number => readClock(runSetting('clock'));

/** Whether the CMS's clock stands still (INVERO_NOW): then nothing scheduled comes while it is open. */
export const cmsClockStands = (): boolean => Boolean(runSetting('clock')?.trim());
