/**
 * A day and a time as people in Brazil type them ("24/12/2026", "18:00"), and as a schedule writes
 * them ("2026-12-24", "2026-12-24 18:00"). The form shows its own pt-BR fields rather than the
 * browser's, whose day order follows the browser's language (12/24/2026 in an English one).
 */

const pad = (digits: string) => digits.padStart(2, '0');

/** What is typed into a day box, with its slashes put in as the digits come: "2412" → "24/12". */
export function typedDay(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits !== text.replace(/\//g, '') || digits.length > 8) return text;
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** What is typed into a time box, with its colon put in: "1800" → "18:00". */
export function typedTime(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits !== text.replace(/:/g, '') || digits.length > 4) return text;
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** "24/12/2026" as a schedule writes it, "2026-12-24"; anything else as it was typed (the schema says what is wrong). */
export function writtenDay(typed: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${pad(match[2]!)}-${pad(match[1]!)}` : typed.trim();
}

/** "9:05" as a schedule writes it, "09:05"; anything else as it was typed. */
export function writtenTime(typed: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(typed.trim());
  return match ? `${pad(match[1]!)}:${match[2]}` : typed.trim();
}

/** A day as a schedule writes it, "2026-12-24", as it is typed: "24/12/2026"; anything else as it is. */
export function shownDay(written: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(written);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : written;
}

/** The day and the time as typed, as a schedule writes the moment; nothing without a day. */
export function momentOfTyped(day: string, time: string): string | undefined {
  if (day.trim() === '') return undefined;
  return time.trim() === '' ? writtenDay(day) : `${writtenDay(day)} ${writtenTime(time)}`;
}

/** A moment as a schedule writes it, "2026-12-24 18:00", as the two boxes show it. */
export function typedOfMoment(written: string | undefined): { day: string; time: string } {
  const [day = '', time = ''] = (written ?? '').trim().split(' ');
  return { day: shownDay(day), time };
}
