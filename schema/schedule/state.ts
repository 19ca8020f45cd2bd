/**
 * Where one scheduled thing stands at a moment, in an editor's words: "Agendado: aparece em 24/12 às
 * 00:00", "No ar até 02/01", "Saiu do ar em 03/01". The form, the entry list and the preview say it.
 */
import { windowOf } from '../fields/schedule.ts';
import { say, type Words } from '../messages/catalogue/index.ts';
import { dayWords, instantWords, readMoment, wallTimeAt } from './moment.ts';

/** A schedule as the CMS or a file has it: anything, read where it says a moment. */
export type ScheduleData = { from?: unknown; until?: unknown } | null | undefined;

/**
 * The last day an `until` keeps something on the site, as written: "02/01" for a whole day, "02/01
 * às 18:00" for a moment.
 */
function untilWords(until: unknown, now: number): string | undefined {
  const moment = typeof until === 'string' ? readMoment(until.trim()) : undefined;
  return moment && dayWords(moment, now, moment.withTime);
}

/**
 * When something left the site: the day after a whole day ("03/01", as it left at midnight), or the
 * moment written.
 */
export function leftWords(until: number, now: number): string {
  const wall = wallTimeAt(until);
  return dayWords(wall, now, wall.hour !== 0 || wall.minute !== 0);
}

/** The state of a schedule at `now`; nothing for one that says no moment (always on). */
export function scheduleState(schedule: ScheduleData, now: number): Words | undefined {
  const window = windowOf(schedule ?? undefined);
  if (window.from === undefined && window.until === undefined) return undefined;
  const until = untilWords(schedule?.until, now);
  if (window.until !== undefined && now >= window.until)
    return say('schedule-state-ended', { left: leftWords(window.until, now) });
  if (window.from !== undefined && now < window.from)
    return say('schedule-state-scheduled', { from: instantWords(window.from, now), ...(until ? { until } : {}) });
  if (until) return say('schedule-state-on-air-until', { until });
  return say('schedule-state-on-air-since', { from: instantWords(window.from!, now) });
}
