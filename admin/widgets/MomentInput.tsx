import { useId, useRef, type FocusEvent } from 'react';
import { say } from '../../schema/messages/catalogue/index.ts';
import { shownDay, typedDay, typedTime } from './moment-text.ts';
import styles from './MomentInput.module.css';

/** A day and a time as typed into the two boxes. */
export interface Typed {
  day: string;
  time: string;
}

/**
 * A moment in pt-BR, whatever the browser's language: a day typed as "24/12/2026" (the slashes come
 * by themselves) or picked on the browser's calendar, and a time typed as "18:00", which may be left
 * empty. A box holds no more than its shape, and what it holds is chosen when it is entered: typing
 * replaces it ("1200" over "23:26" is 12:00, never "23:261200"). The schedule's field (ScheduleControl.tsx) has two, and the preview at a date one.
 */
/** Entering a box selects what it holds: typing replaces it, by the keyboard or after a click. */
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.target.select();

export function MomentInput({
  legend,
  hint,
  value,
  onChange,
  testId,
  describedBy,
}: {
  legend: string;
  hint?: string;
  value: Typed;
  onChange: (value: Typed) => void;
  testId?: string;
  describedBy?: string;
}) {
  const dayId = useId();
  const timeId = useId();
  const calendar = useRef<HTMLInputElement>(null);
  const day = say('schedule-day');
  const time = say('schedule-time');
  const pick = say('schedule-calendar');
  return (
    <fieldset className={styles.moment} data-testid={testId}>
      <legend>{legend}</legend>
      <div className={styles.box}>
        <label htmlFor={dayId}>{day.message}</label>
        <div className={styles.day}>
          <input
            id={dayId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={day.hint}
            maxLength={10}
            onFocus={selectAll}
            value={value.day}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, day: typedDay(event.target.value) })}
          />
          <button type="button" title={pick.hint} onClick={() => calendar.current?.showPicker()}>
            {pick.message}
          </button>
          <input
            ref={calendar}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className={styles.calendar}
            onChange={(event) => onChange({ ...value, day: shownDay(event.target.value) })}
          />
        </div>
      </div>
      <div className={styles.box}>
        <label htmlFor={timeId}>{time.message}</label>
        <input
          id={timeId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={time.hint}
          maxLength={5}
          onFocus={selectAll}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: typedTime(event.target.value) })}
        />
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </fieldset>
  );
}
