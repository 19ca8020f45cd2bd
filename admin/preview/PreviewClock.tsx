import { useId } from 'react';
import { say } from '../../schema/messages/catalogue/index.ts';
import { instantOf, instantWords, wallTimeAt } from '../../schema/schedule/moment.ts';
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
const inputStyle = {
  minHeight: '2.5rem',
  padding: '0 0.5rem',
  font: 'inherit',
  border: '2px solid #94a3b8',
  borderRadius: 6,
};
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
const noteStyle = {
  margin: '0.75rem 1rem 0',
  padding: '0.4rem 0.75rem',
  borderLeft: '3px solid #3a69c7',
  background: '#eef3fc',
  color: '#1f2937',
  font: '600 14px/1.4 system-ui, sans-serif',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the day-and-time picker holds it: Brasília's wall time, "2026-12-26T12:00". */
function pickerValue(at: number): string {
  const wall = wallTimeAt(at);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** What the picker says, read on Brasília's clock; undefined while it is incomplete. */
function pickedAt(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return instantOf({ year, month, day, hour, minute });
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
  const id = useId();
  const words = say('schedule-preview-at');
  const everything = say('schedule-preview-everything');
  return (
    <div style={barStyle} data-testid="preview-clock" role="group" aria-label={words.message}>
      <label htmlFor={id}>{words.message}</label>
      <input
        id={id}
        type="datetime-local"
        lang="pt-BR"
        style={inputStyle}
        title={words.hint}
        value={pickerValue(at ?? now)}
        onChange={(event) => {
          const picked = pickedAt(event.target.value);
          if (picked !== undefined) onChange(picked);
        }}
      />
      {at !== undefined && (
        <button type="button" style={buttonStyle} title={everything.hint} onClick={() => onChange(undefined)}>
          {everything.message}
        </button>
      )}
      {at !== undefined && <span data-testid="preview-clock-at">{instantWords(at, now)}</span>}
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
