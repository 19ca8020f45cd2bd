import { describe, expect, it } from 'vitest';
import { scheduleSchema, windowOf } from '../../schema/fields/schedule.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import { pageSchema } from '../../schema/page.ts';
import { instantOfMoment, isoOnSiteClock, readMoment, wallTimeAt } from '../../schema/schedule/moment.ts';
import { scheduleState } from '../../schema/schedule/state.ts';
import { readClock } from '../../project/clock.ts';

const at = (iso: string) => Date.parse(iso);

describe('a moment of a schedule', () => {
  it('is a real day, and an hour if wanted', () => {
    expect(readMoment('2026-12-24')).toMatchObject({ year: 2026, month: 12, day: 24, withTime: false });
    expect(readMoment('2026-12-24 18:30')).toMatchObject({ hour: 18, minute: 30, withTime: true });
    expect(readMoment('2028-02-29')).toBeDefined();
    for (const wrong of [
      '2026-02-29',
      '2026-13-01',
      '2026-12-24 24:00',
      '2026-12-24 18:60',
      '24/12/2026',
      '2026-12-24T18:00',
    ])
      expect(readMoment(wrong), wrong).toBeUndefined();
  });

  it('is read on Brasília’s clock, with the offset Intl gives for that day (summer time included)', () => {
    expect(isoOnSiteClock(instantOfMoment(readMoment('2026-12-24')!, 'start'))).toBe('2026-12-24T00:00:00-03:00');
    // Until 2019 Brazil had summer time: at Christmas 2018 Brasília was at -02:00.
    expect(isoOnSiteClock(instantOfMoment(readMoment('2018-12-24 18:00')!, 'start'))).toBe('2018-12-24T18:00:00-02:00');
    expect(instantOfMoment(readMoment('2018-12-24 18:00')!, 'start')).toBe(at('2018-12-24T20:00:00Z'));
    expect(wallTimeAt(at('2026-07-01T03:00:00Z'))).toMatchObject({ day: 1, hour: 0, offsetMinutes: -180 });
  });

  it('ends, as an `until` without an hour, at 00:00 of the next day', () => {
    expect(isoOnSiteClock(instantOfMoment(readMoment('2027-01-02')!, 'end'))).toBe('2027-01-03T00:00:00-03:00');
    expect(isoOnSiteClock(instantOfMoment(readMoment('2026-12-31')!, 'end'))).toBe('2027-01-01T00:00:00-03:00');
    expect(isoOnSiteClock(instantOfMoment(readMoment('2027-01-02 18:00')!, 'end'))).toBe('2027-01-02T18:00:00-03:00');
  });
});

describe('the schedule field', () => {
  it('takes from, until or both, and refuses an end before the start', () => {
    expect(scheduleSchema.safeParse({ from: '2026-12-24' }).success).toBe(true);
    expect(scheduleSchema.safeParse({ until: '2027-01-02 18:00' }).success).toBe(true);
    // The same day from its start to its end: the whole day.
    expect(scheduleSchema.safeParse({ from: '2026-12-24', until: '2026-12-24' }).success).toBe(true);
    expect(scheduleSchema.safeParse({ from: '2026-12-24 18:00', until: '2026-12-24 18:00' }).success).toBe(false);
    expect(scheduleSchema.safeParse({ from: '2026-12-24', until: '2026-12-23' }).success).toBe(false);
    expect(scheduleSchema.safeParse({ from: '2026-12-24', untill: '2026-12-23' }).success).toBe(false);
  });

  it('is on pages, sections and the items of lists, and the renderers never see it', () => {
    const text = [
      'path: /natal',
      'title: Natal',
      'description: Campanha.',
      'schedule:',
      '  from: 2026-12-10',
      'sections:',
      '  - type: cta',
      '    title: Feliz Natal',
      '    schedule:',
      '      until: 2026-12-25',
      '    buttons:',
      '      - label: Fale',
      '        action: notice',
      '        schedule:',
      '          from: 2026-12-20 09:00',
    ].join('\n');
    const result = validateText('content/pages/natal.yaml', text, pageSchema);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [section] = result.data.sections;
    expect(section).not.toHaveProperty('schedule');
    expect(section?.type === 'cta' && section.buttons[0]).not.toHaveProperty('schedule');
  });

  it('says where an end before the start is, in the catalogue’s words', () => {
    const text =
      'path: /x\ntitle: X\ndescription: Y.\nschedule:\n  from: 2026-12-24\n  until: 2026-12-20\nsections:\n  - type: cta\n    title: Oi\n    buttons:\n      - label: Oi\n        action: notice\n';
    const result = validateText('content/pages/x.yaml', text, pageSchema);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => `${issue.line}:${issue.column} ${issue.message} → ${issue.hint}`)).toEqual([
      '5:3 "until" (20/12/2026) vem antes de "from" (24/12/2026): assim isto nunca apareceria no site. → Confira as datas: "until" é o último dia (ou o dia e a hora) em que aparece, e vem depois de "from".',
    ]);
  });
});

describe('the state of a scheduled thing, in an editor’s words', () => {
  const holiday = { from: '2026-12-24', until: '2027-01-02' };
  it('before, during and after its window', () => {
    expect(scheduleState(holiday, at('2026-12-01T10:00:00-03:00'))?.message).toBe(
      'Agendado: aparece em 24/12 às 00:00, no ar até 02/01/2027',
    );
    expect(scheduleState(holiday, at('2026-12-24T00:00:00-03:00'))?.message).toBe('No ar até 02/01/2027');
    expect(scheduleState(holiday, at('2027-01-02T23:59:00-03:00'))?.message).toBe('No ar até 02/01');
    expect(scheduleState(holiday, at('2027-01-03T00:00:00-03:00'))?.message).toBe('Saiu do ar em 03/01');
    expect(scheduleState({ from: '2026-12-24 18:00' }, at('2026-12-25T10:00:00-03:00'))?.message).toBe(
      'No ar desde 24/12 às 18:00',
    );
    expect(scheduleState({ until: '2026-12-24 18:00' }, at('2026-12-25T10:00:00-03:00'))?.message).toBe(
      'Saiu do ar em 24/12 às 18:00',
    );
    expect(scheduleState({}, at('2026-12-25T10:00:00-03:00'))).toBeUndefined();
    expect(windowOf(undefined)).toEqual({});
  });
});

describe('the clock the site is built by', () => {
  it('is INVERO_NOW in ISO 8601 with its offset, else now; anything else stops with why', () => {
    expect(readClock('2026-12-26T10:00:00-03:00')).toBe(at('2026-12-26T13:00:00Z'));
    expect(readClock('2026-12-26T13:00Z')).toBe(at('2026-12-26T13:00:00Z'));
    const before = Date.now();
    expect(readClock(undefined)).toBeGreaterThanOrEqual(before);
    expect(() => readClock('2026-12-26')).toThrow(/INVERO_NOW="2026-12-26" não é um momento em ISO 8601/);
    expect(() => readClock('amanhã')).toThrow(/por exemplo, INVERO_NOW=2026-12-26T10:00:00-03:00/);
  });
});
