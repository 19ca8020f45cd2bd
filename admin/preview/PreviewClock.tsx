import { useState } from 'react';
import { say } from '../../schema/messages/catalogue/index.ts';
import { instantOfMoment, instantWords, readMoment, wallTimeAt, writtenMoment } from '../../schema/schedule/moment.ts';
import { MomentInput, type Typed } from '../widgets/MomentInput.tsx';
import { momentOfTyped, typedOfMoment } from '../widgets/moment-text.ts';
import type { ScheduledNote } from './page-at.ts';

const barStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 0.75rem',
  padding: '0.75rem 1rem',
  background: '#eef3fc',
  borderBottom: '1px solid #c7d2fe',
  color: '#1f2937',
  font: '15px/1.4 system-ui, sans-serif',
} as const;
const buttonStyle = {
  minHeight: '2.5rem',
  padding: '0 0.9rem',
  font: 'inherit',
  border: '2px solid #3a69c7',
  borderRadius: 6,
  background: '#fff',
  color: '#1d4ed8',
  cursor: 'pointer',
} as const;
const unreadStyle = { flexBasis: '100%', margin: 0, color: '#9a3412', fontWeight: 600 } as const;
const noteStyle = {
  margin: '0.75rem 1rem 0',
  padding: '0.4rem 0.75rem',
  borderLeft: '3px solid #3a69c7',
  background: '#eef3fc',
  color: '#1f2937',
  font: '600 14px/1.4 system-ui, sans-serif',
} as const;

/** An instant as the two boxes show it: Brasília's wall time, "26/12/2026" and "12:00". */
function typedAt(at: number): Typed {
  return typedOfMoment(writtenMoment(wallTimeAt(at), true));
}

/** What the boxes say, read on Brasília's clock; undefined while it is no moment (still being typed). */
function pickedAt({ day, time }: Typed): number | undefined {
  const moment = readMoment(momentOfTyped(day, time) ?? '');
  return moment && instantOfMoment(moment, 'start');
}

/**
 * Above the preview of a page: "Ver como fica em [dia e hora]", the page as the site will show it
 * then (what is scheduled outside that moment left out, as the build leaves it out), and "Ver tudo",
 * back to everything in the form. `at` undefined: everything.
 */
export function PreviewClock({
  at,
  now,
  onChange,
}: {
  at: number | undefined;
  now: number;
  onChange: (at: number | undefined) => void;
}) {
  const words = say('schedule-preview-at');
  const everything = say('schedule-preview-everything');
  const [typed, setTyped] = useState(() => typedAt(now));
  // Said while the boxes hold no moment, so that the preview staying where it was is never silent.
  const unread =
    typed.day.trim() !== '' && pickedAt(typed) === undefined
      ? say('schedule-preview-unread', { typed: `${typed.day} ${typed.time}`.trim() })
      : undefined;
  return (
    <div style={barStyle} data-testid="preview-clock">
      <MomentInput
        legend={words.message}
        hint={words.hint}
        value={typed}
        onChange={(next) => {
          setTyped(next);
          const picked = pickedAt(next);
          if (picked !== undefined) onChange(picked);
        }}
      />
      {at !== undefined && (
        <button
          type="button"
          style={buttonStyle}
          title={everything.hint}
          onClick={() => {
            setTyped(typedAt(now));
            onChange(undefined);
          }}
        >
          {everything.message}
        </button>
      )}
      {at !== undefined && <span data-testid="preview-clock-at">{instantWords(at, now)}</span>}
      {unread && (
        <p role="status" data-testid="preview-clock-unread" style={unreadStyle}>
          {unread.message} {unread.hint}
        </p>
      )}
    </div>
  );
}

/** What each scheduled thing of a part of the page means now: "Agendado: aparece em 24/12 às 00:00", "Botão 2: No ar até 02/01". */
export function ScheduledNotes({ notes }: { notes: readonly ScheduledNote[] }) {
  if (notes.length === 0) return null;
  return (
    <div data-testid="preview-schedule">
      {notes.map((note, index) => (
        <p key={index} style={noteStyle}>
          {note.place ? `${note.place}: ${note.state.message}` : note.state.message}
        </p>
      ))}
    </div>
  );
}

/** In place of a page that is off the site at the moment asked. */
export function OffTheSite({ at, now }: { at: number; now: number }) {
  const { message, hint } = say('schedule-preview-hidden-page', { when: instantWords(at, now) });
  return (
    <div role="status" style={{ ...noteStyle, margin: '1rem', padding: '1rem 1.25rem' }} data-testid="preview-off">
      <strong>{message}</strong> {hint}
    </div>
  );
}
