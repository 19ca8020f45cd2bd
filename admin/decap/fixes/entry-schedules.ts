import type { Map as ImmutableMap } from 'immutable';
import { cmsNames } from '../../../schema/generate/cms-fields.ts';
import { scheduleKey } from '../../../schema/fields/schedule.ts';
import { scheduleState, type ScheduleData } from '../../../schema/schedule/state.ts';
import { cmsClock } from '../../clock.ts';
import { store } from '../door/internals.ts';
import { plainData } from '../door/plain-data.ts';
import './entry-schedules.css';

const stateClass = 'invero-entry-schedule';

/** A page of the list, by the slug its card's link names (Decap's entries as loaded: "paginas.<slug>"). */
function scheduleOf(slug: string): ScheduleData {
  const entry = store.getState().entries.getIn(['entities', `${cmsNames.pages}.${slug}`]) as
    ImmutableMap<string, unknown> | undefined;
  return plainData(entry?.getIn(['data', scheduleKey])) as ScheduleData;
}

/** Each card of the list of pages gets, under its title, what the page's schedule means now; the others none. */
function mark(): void {
  const marker = `/collections/${cmsNames.pages}/entries/`;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[href*="${marker}"]`)) {
    const slug = decodeURIComponent(link.getAttribute('href')!.split(marker)[1] ?? '');
    const words = scheduleState(scheduleOf(slug), cmsClock())?.message;
    const shown = link.querySelector<HTMLElement>(`.${stateClass}`);
    if (shown?.textContent === (words ?? null) || (!shown && !words)) continue;
    if (!words) {
      shown?.remove();
      continue;
    }
    const line = shown ?? document.createElement('span');
    line.className = stateClass;
    line.dataset.testid = 'entry-schedule';
    line.textContent = words;
    if (!shown) (link.querySelector('h2') ?? link).append(line);
  }
}

/**
 * The list of pages says, on each scheduled page, what its schedule means now ("Agendado: aparece em
 * 24/12 às 00:00", "Saiu do ar em 03/01"): Decap's cards show only the collection's summary, a
 * template that knows no clock. Drawn again when Decap redraws the list or loads the entries.
 */
export function showEntrySchedules(): void {
  let queued = false;
  const redraw = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark();
    });
  };
  new MutationObserver(redraw).observe(document.body, { childList: true, subtree: true });
  store.subscribe(redraw);
}
