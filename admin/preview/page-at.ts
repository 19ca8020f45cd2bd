import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useState } from 'react';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { scheduleMarks } from '../../schema/fields/schedule.ts';
import { fileSchemas } from '../../schema/load/check.ts';
import type { Words } from '../../schema/messages/catalogue/index.ts';
import { scheduleState, type ScheduleData } from '../../schema/schedule/state.ts';
import { Timeline, type TimedFile } from '../../schema/schedule/timeline.ts';
import { markedIn, type Path } from '../../schema/walk.ts';
import { plainData } from '../decap/door/plain-data.ts';
import { formPlace, placeSeparator } from '../session/words/form-place.ts';
import { formFieldsOf } from '../session/words/form-words.ts';

type GetCollection = PreviewTemplateComponentProps['getCollection'];

/** A page's data as the timeline reads it. */
const pageFile = (name: string, data: unknown): TimedFile => ({ kind: 'page', name, data, schema: fileSchemas.page });

const addressOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { path?: unknown }).path : undefined;

/**
 * The page being edited as the site will have it at `at`: the build's own reading of the content in
 * time (schema/schedule/timeline.ts), with the saved pages beside it, whose windows its buttons take.
 * Undefined while the page itself is off the site.
 */
export function pageAt(data: unknown, others: readonly unknown[], at: number): unknown {
  const own = pageFile('', data);
  const address = addressOf(data);
  const rest = others
    .filter((other) => addressOf(other) !== address)
    .map((other, index) => pageFile(`${index}`, other));
  return new Timeline([own, ...rest]).dataAt(own, at);
}

/** A scheduled thing of the page, where it is and what its schedule means at `now` ("Agendado: aparece em…"). */
export interface ScheduledNote {
  /** The section it is in (or is), by its place in the list; undefined for the page itself. */
  section?: number;
  /** Inside the section: where, as the form names it ("Botão 2"); empty for the section (or the page) itself. */
  place: string;
  state: Words;
}

/** Every schedule of the page, said as of `now`: a section's own before its items'. */
export function scheduledNotes(data: unknown, now: number): ScheduledNote[] {
  const notes = markedIn(scheduleMarks, fileSchemas.page, data).flatMap(({ path, value }): ScheduledNote[] => {
    const state = scheduleState(value as ScheduleData, now);
    if (!state) return [];
    const thing: Path = path.slice(0, -1);
    if (thing.length === 0) return [{ place: '', state }];
    const section = Number(thing[1]);
    const steps = formPlace(formFieldsOf(undefined), thing, data);
    return [{ section, place: steps.slice(1).join(placeSeparator), state }];
  });
  return notes.sort((a, b) => Number(a.place !== '') - Number(b.place !== ''));
}

/**
 * The saved pages' data, read once per preview from the CMS's backend, for the windows of the pages
 * the page being edited links to; none while they load (or if they cannot be read).
 */
export function useSavedPages(getCollection: GetCollection): unknown[] {
  const [loading] = useState(() => getCollection(cmsNames.pages));
  const [pages, setPages] = useState<unknown[]>([]);
  useEffect(() => {
    let current = true;
    loading.then(
      (entries) => {
        const list = plainData(entries);
        if (current && Array.isArray(list)) setPages(list.map((entry) => (entry as { data?: unknown }).data));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loading]);
  return pages;
}
