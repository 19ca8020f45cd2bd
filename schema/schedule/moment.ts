/**
 * The moments an editor schedules, read on the clock of the people who run the site: Brasília's
 * (America/Sao_Paulo), whatever the machine that builds or edits says. Web APIs only (Intl): the
 * build, the dev server and the CMS in the browser read a moment the same way. The offset comes from
 * Intl for each instant, never a fixed -03:00: Brazil had summer time until 2019, and may again.
 */

export const siteTimeZone = 'America/Sao_Paulo';

/** A moment as an editor writes it: `2026-12-24` (a whole day) or `2026-12-24 18:00`. */
export const momentPattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

/** A date and time on the site's clock, as a wall shows it. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A moment as written: its wall time, and whether it named an hour or only a day. */
export interface WrittenMoment extends WallTime {
  withTime: boolean;
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: siteTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** The wall time on the site's clock at `instant` (ms), and its offset from UTC in minutes. */
export function wallTimeAt(instant: number): WallTime & { offsetMinutes: number } {
  const found: Record<string, string> = {};
  for (const part of parts.formatToParts(new Date(instant))) found[part.type] = part.value;
  // "GMT-03:00", or "GMT" at an offset of zero.
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(found.timeZoneName ?? '');
  const offsetMinutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return {
    year: Number(found.year),
    month: Number(found.month),
    day: Number(found.day),
    hour: Number(found.hour),
    minute: Number(found.minute),
    offsetMinutes,
  };
}

const utcOf = ({ year, month, day, hour, minute }: WallTime) => Date.UTC(year, month - 1, day, hour, minute);

/**
 * The instant a wall time of the site's clock names. Its offset is the one in force there: guessed
 * from the UTC reading, then taken again at the instant found (the two differ only next to a change
 * of summer time).
 */
export function instantOf(wall: WallTime): number {
  const utc = utcOf(wall);
  const guess = utc - wallTimeAt(utc).offsetMinutes * 60_000;
  return utc - wallTimeAt(guess).offsetMinutes * 60_000;
}

/** A moment as written, when it is one: a real day of the calendar, an hour from 00:00 to 23:59. */
export function readMoment(text: string): WrittenMoment | undefined {
  const match = momentPattern.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0] = match
    .slice(1)
    .map((value) => (value === undefined ? 0 : Number(value)));
  const moment = { year: year!, month: month!, day: day!, hour, minute, withTime: match[4] !== undefined };
  const calendar = new Date(utcOf(moment));
  const realDay =
    calendar.getUTCFullYear() === moment.year &&
    calendar.getUTCMonth() === moment.month - 1 &&
    calendar.getUTCDate() === moment.day;
  return realDay && hour < 24 && minute < 60 ? moment : undefined;
}

/** The wall time of the day after, at 00:00: where a day named without an hour ends. */
function nextDay({ year, month, day }: WallTime): WallTime {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 };
}

/**
 * The instant a written moment starts or ends something. A day without an hour starts at its 00:00;
 * as an end, it is the whole day: it ends at 00:00 of the next.
 */
export function instantOfMoment(moment: WrittenMoment, as: 'start' | 'end'): number {
  return instantOf(as === 'end' && !moment.withTime ? nextDay(moment) : moment);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant in ISO 8601 on the site's clock, with its offset: `2026-12-24T00:00:00-03:00`. */
export function isoOnSiteClock(instant: number): string {
  const wall = wallTimeAt(instant);
  const offset = Math.abs(wall.offsetMinutes);
  const sign = wall.offsetMinutes < 0 ? '-' : '+';
  const seconds = Math.floor((((instant / 1000) % 60) + 60) % 60);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(seconds)}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/** A wall time as an editor writes it in a schedule: `2026-12-24 18:00`, or `2026-12-24` when `withTime` is false. */
export function writtenMoment(wall: WallTime, withTime: boolean): string {
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  return withTime ? `${day} ${pad(wall.hour)}:${pad(wall.minute)}` : day;
}

/**
 * A day as people say it, with the year only when it is not the year of `now` (always, without a
 * `now`): "24/12", "02/01/2027"; and its time, when asked for: "24/12 às 00:00".
 */
export function dayWords(wall: WallTime, now: number | undefined, withTime: boolean): string {
  const date = `${pad(wall.day)}/${pad(wall.month)}`;
  const day = now !== undefined && wall.year === wallTimeAt(now).year ? date : `${date}/${wall.year}`;
  return withTime ? `${day} às ${pad(wall.hour)}:${pad(wall.minute)}` : day;
}

/** An instant in an editor's words, on the site's clock: "24/12 às 00:00". */
export const instantWords = (instant: number, now: number) => dayWords(wallTimeAt(instant), now, true);
