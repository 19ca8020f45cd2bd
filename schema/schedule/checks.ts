/**
 * The rules of content in time, which no schema can see alone: they need the moment, and the other
 * files (a link takes the window of the page it leads to). Node-free: `npm run validate`, the build
 * and the CMS's guard all run them.
 *
 * Time passing must never make valid content fail: each rule looks at the moment of the check and
 * every later one, so what passed a check passes every later check of the same files. That is why a
 * window that ended is not an error here — it is out of the site, and said as a note to clean up —
 * and only the CMS refuses one that an editor writes already ended (`newlyEnded`).
 */
import { limit } from '../generate/cms-schema-facts.ts';
import { scheduleKey, scheduleMarks, windowOf } from '../fields/schedule.ts';
import { say } from '../messages/catalogue/index.ts';
import type { ContentIssue } from '../messages/issue.ts';
import { findingIssue, type Source } from '../load/source.ts';
import { markedIn, schemaAt, unwrap, valueAt, type Path } from '../walk.ts';
import { instantWords } from './moment.ts';
import { leftWords } from './state.ts';
import type { Timeline, TimedFile } from './timeline.ts';

/** A file the checks read: its data for the timeline, its text to point at. */
export type SourcedFile = TimedFile & { source: Source };

const sameList = (a: Path, b: Path) => a.length === b.length && a.every((segment, index) => b[index] === segment);

/** The lists whose items may leave the site: the lists around every item that is a thing. */
function listsOf<F extends TimedFile>(timeline: Timeline<F>): { file: F; path: Path }[] {
  const lists: { file: F; path: Path }[] = [];
  for (const thing of timeline.things) {
    if (typeof thing.path.at(-1) !== 'number') continue;
    const path = thing.path.slice(0, -1);
    if (!lists.some((list) => list.file === thing.file && sameList(list.path, path)))
      lists.push({ file: thing.file, path });
  }
  return lists;
}

/** The fewest items the schema lets the list at `path` have. */
function fewestItems(file: TimedFile, path: Path): number {
  const schema = schemaAt(file.schema, path, file.data);
  const minimum = schema ? limit(unwrap(schema), 'min_length')?.minimum : undefined;
  return typeof minimum === 'number' ? minimum : 0;
}

/**
 * What a window would break, from `now` on: a list left with fewer items than it needs while it is
 * shown, and a link no list item holds (the header's button, a company's page) leading to a page
 * that is out while the link is shown. Each is told once, at its first moment.
 */
export function scheduleIssues(timeline: Timeline<SourcedFile>, now: number): ContentIssue[] {
  const moments = [now, ...timeline.boundariesAfter(now)];
  const at = (moment: number) => (moment === now ? {} : { at: instantWords(moment, now) });
  const issues: ContentIssue[] = [];
  const tell = (file: SourcedFile, path: Path, words: ReturnType<typeof say>) =>
    issues.push(findingIssue(file.source, { path, target: 'value', ...words }));

  for (const list of listsOf(timeline)) {
    const items = valueAt(list.file.data, list.path);
    const min = fewestItems(list.file, list.path);
    if (!Array.isArray(items) || min === 0) continue;
    for (const moment of moments) {
      if (!timeline.onAt(list.file, list.path, moment)) continue;
      const visible = items.filter((_, index) => timeline.onAt(list.file, [...list.path, index], moment)).length;
      if (visible >= min) continue;
      tell(list.file, list.path, say('schedule-empty-list', { ...at(moment), visible, min }));
      break;
    }
  }
  for (const link of timeline.fixedLinks) {
    const out = moments.find(
      (moment) => timeline.onAt(link.file, link.path, moment) && !timeline.pageOnAt(link.to, moment),
    );
    if (out === undefined) continue;
    tell(
      link.file,
      link.path,
      say('schedule-link', { page: link.to, ...(out === now ? {} : { from: instantWords(out, now) }) }),
    );
  }
  return issues;
}

/** The schedules of a file whose window has ended by `now`, where they are and when each thing left. */
function endedIn(file: TimedFile, now: number): { path: Path; until: number; value: unknown }[] {
  return markedIn(scheduleMarks, file.schema, file.data).flatMap(({ path, value }) => {
    const { until } = windowOf(value as { until?: unknown } | undefined);
    return until !== undefined && until <= now ? [{ path, until, value }] : [];
  });
}

/**
 * Notes, never errors, for the build and `npm run validate`: each thing whose window ended, out of
 * the site for good, to delete when convenient.
 */
export function endedNotes(timeline: Timeline<SourcedFile>, now: number): ContentIssue[] {
  return timeline.things.flatMap(({ file, path, window }) => {
    if (window?.until === undefined || window.until > now) return [];
    const words = say('schedule-ended-note', { left: leftWords(window.until, now) });
    return [findingIssue(file.source, { path: [...path, scheduleKey], target: 'value', ...words })];
  });
}

const windowKey = (value: unknown) => {
  const { from, until } = windowOf(value as { from?: unknown; until?: unknown } | undefined);
  return `${from ?? ''}-${until ?? ''}`;
};

/**
 * What the CMS refuses of a save: a window that had already ended when the editor wrote it. Only the
 * windows the save brings: one the file already had (anywhere in it: an item moved keeps its window)
 * ended by the passing of time, and is a note, not a mistake.
 */
export function newlyEnded(before: TimedFile | undefined, after: SourcedFile, now: number): ContentIssue[] {
  const had = new Set(
    before ? markedIn(scheduleMarks, before.schema, before.data).map(({ value }) => windowKey(value)) : [],
  );
  return endedIn(after, now)
    .filter(({ value }) => !had.has(windowKey(value)))
    .map(({ path, until }) =>
      findingIssue(after.source, { path, target: 'value', ...say('schedule-ended', { left: leftWords(until, now) }) }),
    );
}
