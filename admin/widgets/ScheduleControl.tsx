import type { CmsWidgetControlProps } from 'decap-cms-core';
import { List, Map as ImmutableMap } from 'immutable';
import { useId, useState } from 'react';
import { say } from '../../schema/messages/catalogue/index.ts';
import { scheduleState } from '../../schema/schedule/state.ts';
import { cmsClock } from '../clock.ts';
import choiceStyles from './ChoiceControl.module.css';
import styles from './ScheduleControl.module.css';

type Part = 'from' | 'until';
const parts: readonly Part[] = ['from', 'until'];

/** A moment of the schedule as the form holds it: the day picked and the time, either left empty. */
interface Picked {
  day: string;
  time: string;
}
type Drafts = Record<Part, Picked>;

/** What the file holds, as plain text: the schedule's own fields. */
function written(value: unknown): Partial<Record<Part, string>> {
  const read = (part: Part) =>
    ImmutableMap.isMap(value) ? (value as ImmutableMap<string, unknown>).get(part) : undefined;
  return Object.fromEntries(parts.flatMap((part) => (typeof read(part) === 'string' ? [[part, read(part)]] : [])));
}

/** "2026-12-24 18:00" as the pickers show it: the day, and the time. */
const picked = (moment: string | undefined): Picked => {
  const [day = '', time = ''] = (moment ?? '').trim().split(' ');
  return { day, time };
};

/** The pickers' values as the file writes them: "2026-12-24", or "2026-12-24 18:00"; nothing without a day. */
const momentOf = ({ day, time }: Picked) => (day === '' ? undefined : time === '' ? day : `${day} ${time}`);

/** What the generated configuration says of each part: its label and hint, from the schema's form words. */
function wordsOf(field: CmsWidgetControlProps['field'], part: Part): { label: string; hint: string } {
  const fields = field.get('fields') as List<ImmutableMap<string, string>> | undefined;
  const own = fields?.find((each) => each.get('name') === part);
  return { label: own?.get('label') ?? part, hint: own?.get('hint') ?? '' };
}

/**
 * "Quando aparece": "Sempre", or "Só entre…" with a day and, if wanted, a time for when it appears and
 * when it leaves, in the browser's own pickers (day, month and year as pt-BR writes them). Under
 * them, what this means now: "Agendado: aparece em 24/12 às 00:00", "No ar até 02/01", "Saiu do ar
 * em 03/01" (schema/schedule/state.ts). The file gets `schedule: {from, until}`; "Sempre" takes it away.
 */
export function ScheduleControl({
  value,
  onChange,
  forID,
  field,
  setActiveStyle,
  setInactiveStyle,
}: CmsWidgetControlProps<unknown> & { setActiveStyle: () => void; setInactiveStyle: () => void }) {
  const saved = written(value);
  const [between, setBetween] = useState(() => parts.some((part) => saved[part] !== undefined));
  const [drafts, setDrafts] = useState<Drafts>(() => ({ from: picked(saved.from), until: picked(saved.until) }));
  // The value changed from outside (a draft brought back, a version restored): the pickers show it.
  const [shown, setShown] = useState(saved);
  if (shown.from !== saved.from || shown.until !== saved.until) {
    const fromFile = { from: picked(saved.from), until: picked(saved.until) };
    const same = parts.every((part) => momentOf(drafts[part]) === saved[part]);
    setShown(saved);
    if (!same) {
      setDrafts(fromFile);
      if (parts.some((part) => saved[part] !== undefined)) setBetween(true);
    }
  }
  const groupId = useId();
  const stateId = useId();

  const write = (next: Drafts) => {
    setDrafts(next);
    const moments = Object.fromEntries(
      parts.flatMap((part) => (momentOf(next[part]) ? [[part, momentOf(next[part])]] : [])),
    );
    onChange(Object.keys(moments).length === 0 ? undefined : ImmutableMap(moments));
  };
  const choose = (chosen: boolean) => {
    setBetween(chosen);
    if (!chosen) write({ from: { day: '', time: '' }, until: { day: '', time: '' } });
  };
  const state = between ? scheduleState(written(value), cmsClock()) : undefined;
  const label = String(field.get('label'));

  return (
    <div id={forID} className={styles.control} onFocus={setActiveStyle} onBlur={setInactiveStyle}>
      <div role="radiogroup" aria-label={label} className={choiceStyles.choices}>
        {[false, true].map((option) => (
          <label key={String(option)} className={choiceStyles.choice}>
            <input type="radio" name={groupId} checked={between === option} onChange={() => choose(option)} />
            {say(option ? 'schedule-between' : 'schedule-always').message}
          </label>
        ))}
      </div>
      {between && (
        <div className={styles.parts}>
          {parts.map((part) => {
            const words = wordsOf(field, part);
            const set = (change: Partial<Picked>) => write({ ...drafts, [part]: { ...drafts[part], ...change } });
            return (
              <fieldset key={part} className={styles.part} data-testid={`schedule-${part}`}>
                <legend>{words.label}</legend>
                <label>
                  {say('schedule-day').message}
                  <input
                    type="date"
                    lang="pt-BR"
                    value={drafts[part].day}
                    aria-describedby={stateId}
                    onChange={(event) => set({ day: event.target.value })}
                  />
                </label>
                <label>
                  {say('schedule-time').message}
                  <input
                    type="time"
                    lang="pt-BR"
                    value={drafts[part].time}
                    onChange={(event) => set({ time: event.target.value })}
                  />
                </label>
                {words.hint && <p className={styles.hint}>{words.hint}</p>}
              </fieldset>
            );
          })}
        </div>
      )}
      {state && (
        <p id={stateId} role="status" data-testid="schedule-state" className={styles.state}>
          {state.message}
        </p>
      )}
    </div>
  );
}
