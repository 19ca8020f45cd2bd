/**
 * What a published change will do by itself later: the next moment the site changes because of a
 * schedule it wrote ("Em 24/12 às 00:00, sem ninguém publicar de novo, aparece “Fechado de 24/12 a
 * 02/01”."), said after Publicar; and, when that moment comes while the CMS is open, the change going
 * live like any other: the live site's /version.json says it was built after that moment (the hosts'
 * scheduled rebuild), or, on this machine, the live preview already shows it (it follows the clock).
 */
import type { BuiltVersion } from '../../schema/load/built-version.ts';
import { timedText } from '../../schema/load/timed-files.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { instantWords } from '../../schema/schedule/moment.ts';
import { Timeline, type Thing, type TimedFile } from '../../schema/schedule/timeline.ts';
import { valueAt } from '../../schema/walk.ts';
import { kindOfPath } from '../session/content.ts';
import { formPlace, placeSeparator } from '../session/words/form-place.ts';
import { formFieldsOf } from '../session/words/form-words.ts';
import type { PublishedChange } from '../session/published.ts';
import { pace, type LiveState } from './follow.ts';

/** The next change a publish makes by itself: when, to what, and whether it comes or goes. */
export interface ScheduledChange {
  at: number;
  /** What comes or goes, in the editor's words: its title in quotes, or a page by its title. */
  what: string;
  appears: boolean;
  /** How many other things change at the same moment. */
  others: number;
}

/** A thing as the editor knows it: a page by its title, a section or item by its own text, else by its place in the form. */
function whatOf(thing: Thing): string {
  const data = valueAt(thing.file.data, thing.path) as Record<string, unknown> | undefined;
  const own = ['title', 'label', 'value'].map((key) => data?.[key]).find((text) => typeof text === 'string');
  if (thing.path.length === 0) return say('schedule-page-title', { title: String(own ?? '') }).message;
  if (typeof own === 'string') return `“${own}”`;
  return formPlace(formFieldsOf(thing.file.name), thing.path, thing.file.data).join(placeSeparator);
}

/** Whether `inner` lies inside `outer` (another thing of the same file, around it). */
const inside = (inner: Thing, outer: Thing) =>
  inner !== outer &&
  inner.file === outer.file &&
  outer.path.length < inner.path.length &&
  outer.path.every((segment, index) => inner.path[index] === segment);

/**
 * The first moment after `now` when what `change` wrote changes the site by itself, and what then
 * comes or goes (a page coming brings its sections: the page is what is named).
 */
export function nextScheduled(change: PublishedChange, now: number): ScheduledChange | undefined {
  const files = change.files.flatMap((file): TimedFile[] => {
    const read = file.after === undefined ? undefined : timedText(kindOfPath(file.path), file.path, file.after);
    return read ? [read] : [];
  });
  const timeline = new Timeline(files);
  const at = timeline.nextChangeAfter(now);
  if (at === undefined) return undefined;
  const changes = timeline.changesAt(at);
  const outermost = changes.filter(({ thing }) => !changes.some((other) => inside(thing, other.thing)));
  const [first] = outermost;
  if (!first) return undefined;
  return { at, what: whatOf(first.thing), appears: first.appears, others: outermost.length - 1 };
}

/** The line after Publicar: what will change by itself, and when. */
export function scheduledWords(next: ScheduledChange, now: number, local: boolean) {
  const words = say('schedule-next', { ...next, when: instantWords(next.at, now) });
  return { message: words.message, hint: local ? say('schedule-next-local').hint : words.hint };
}

/** The change the site makes at `next.at`, as the list of publications shows it. */
export function scheduledChange(next: ScheduledChange): PublishedChange {
  return { files: [], message: say('schedule-went-live', next).message, at: new Date(next.at) };
}

/** What following the live site for a scheduled change reads, and its clock. */
export interface ScheduledWays {
  /** The version the live site says it carries; none on this machine, whose live preview follows the clock itself. */
  liveVersion?: () => Promise<BuiltVersion | undefined>;
  wait(ms: number): Promise<void>;
  now(): number;
}

/**
 * Waits for `at`, then follows the live site until it was built at or after that moment (its
 * scheduled rebuild ran): publishing, then live since that build; late when it takes longer than a
 * publish should. On this machine, live at `at` itself. Ends once live, or when `stopped` says so.
 */
export async function followScheduled(
  at: number,
  ways: ScheduledWays,
  tell: (state: LiveState) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  // Waited for in turns: a timer holds at most about 24 days, and the computer may sleep meanwhile.
  while (!stopped() && ways.now() < at) await ways.wait(Math.min(at - ways.now(), pace.giveUpAfterMs));
  if (stopped()) return;
  const { liveVersion } = ways;
  if (!liveVersion) {
    tell({ kind: 'live', since: new Date(at) });
    return;
  }
  let told = '';
  const tellOnce = (state: LiveState) => {
    if (told !== state.kind) tell(state);
    told = state.kind;
  };
  tellOnce({ kind: 'publishing' });
  while (!stopped()) {
    const elapsed = ways.now() - at;
    if (elapsed > pace.giveUpAfterMs) return;
    try {
      const live = await liveVersion();
      const built = live ? Date.parse(live.builtAt) : Number.NaN;
      if (built >= at) {
        tellOnce({ kind: 'live', since: new Date(Math.min(built, ways.now())) });
        return;
      }
      if (elapsed > pace.lateAfterMs) tellOnce({ kind: 'late' });
    } catch {
      // Offline, or the site between two builds: asked again at the next turn.
    }
    await ways.wait(elapsed < pace.firstForMs ? pace.firstMs : pace.thenMs);
  }
}
