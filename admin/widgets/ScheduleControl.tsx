import type { CmsWidgetControlProps } from 'decap-cms-core';
import { List, Map as ImmutableMap } from 'immutable';
import { useId, useState } from 'react';
import { say } from '../../schema/messages/catalogue/index.ts';
import { scheduleState } from '../../schema/schedule/state.ts';
import { cmsClock } from '../clock.ts';
import choiceStyles from './ChoiceControl.module.css';
import { MomentInput, type Typed } from './MomentInput.tsx';
import { momentOfTyped, typedOfMoment } from './moment-text.ts';
import styles from './ScheduleControl.module.css';

type Part = 'from' | 'until';
const parts: readonly Part[] = ['from', 'until'];
type Drafts = Record<Part, Typed>;
const empty: Typed = { day: '', time: '' };

/** What the file holds: the schedule's own fields, as text. */
function written(value: unknown): Partial<Record<Part, string>> {
  const read = (part: Part) =>
    ImmutableMap.isMap(value) ? (value as ImmutableMap<string, unknown>).get(part) : undefined;
  return Object.fromEntries(parts.flatMap((part) => (typeof read(part) === 'string' ? [[part, read(part)]] : [])));
}

const draftsOf = (saved: Partial<Record<Part, string>>): Drafts => ({
  from: typedOfMoment(saved.from),
  until: typedOfMoment(saved.until),
});

/** What the generated configuration says of each part: its label and hint, from the schema's form words. */
function wordsOf(field: CmsWidgetControlProps['field'], part: Part): { label: string; hint: string } {
  const fields = field.get('fields') as List<ImmutableMap<string, string>> | undefined;
  const own = fields?.find((each) => each.get('name') === part);
  return { label: own?.get('label') ?? part, hint: own?.get('hint') ?? '' };
}

/**
 * "Quando aparece": "Sempre", or "Só entre…" with a day (and, if wanted, a time) for when it appears
 * and for when it leaves, typed or picked in pt-BR (MomentInput.tsx). Under them, what this means now:
 * "Agendado: aparece em 24/12 às 00:00", "No ar até 02/01", "Saiu do ar em 03/01"
 * (schema/schedule/state.ts). The file gets `schedule: {from, until}`; "Sempre" takes it away. What
 * cannot be a day is written as typed, for the check before saving to say why, at this field.
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
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(saved));
  // The value changed from outside (a draft brought back, a version restored): the boxes show it.
  const [shown, setShown] = useState(saved);
  if (shown.from !== saved.from || shown.until !== saved.until) {
    setShown(saved);
    if (parts.some((part) => momentOfTyped(drafts[part].day, drafts[part].time) !== saved[part])) {
      setDrafts(draftsOf(saved));
      if (parts.some((part) => saved[part] !== undefined)) setBetween(true);
    }
  }
  const groupId = useId();
  const stateId = useId();

  const write = (next: Drafts) => {
    setDrafts(next);
    const moments = Object.fromEntries(
      parts.flatMap((part) => {
        const moment = momentOfTyped(next[part].day, next[part].time);
        return moment ? [[part, moment]] : [];
      }),
    );
    onChange(Object.keys(moments).length === 0 ? undefined : ImmutableMap(moments));
  };
  const choose = (chosen: boolean) => {
    setBetween(chosen);
    if (!chosen) write({ from: empty, until: empty });
  };
  const state = between ? scheduleState(written(value), cmsClock()) : undefined;

  return (
    <div id={forID} className={styles.control} onFocus={setActiveStyle} onBlur={setInactiveStyle}>
      <div role="radiogroup" aria-label={String(field.get('label'))} className={choiceStyles.choices}>
        {[false, true].map((option) => (
          <label key={String(option)} className={choiceStyles.choice}>
            <input type="radio" name={groupId} checked={between === option} onChange={() => choose(option)} />
            {say(option ? 'schedule-between' : 'schedule-always').message}
          </label>
        ))}
      </div>
      {between &&
        parts.map((part) => {
          const words = wordsOf(field, part);
          return (
            <MomentInput
              key={part}
              legend={words.label}
              hint={words.hint}
              value={drafts[part]}
              testId={`schedule-${part}`}
              describedBy={state ? stateId : undefined}
              onChange={(typed) => write({ ...drafts, [part]: typed })}
            />
          );
        })}
      {state && (
        <p id={stateId} role="status" data-testid="schedule-state" className={styles.state}>
          {state.message}
        </p>
      )}
    </div>
  );
}
