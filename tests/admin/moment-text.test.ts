import { describe, expect, it } from 'vitest';
import { momentOfTyped, typedDay, typedOfMoment, typedTime } from '../../admin/widgets/moment-text.ts';

describe('a moment typed in pt-BR', () => {
  it('gets its slashes and its colon as the digits come', () => {
    expect(['2', '24', '241', '2412', '24122', '24122026'].map(typedDay)).toEqual([
      '2',
      '24',
      '24/1',
      '24/12',
      '24/12/2',
      '24/12/2026',
    ]);
    expect(typedDay('24/12/2026')).toBe('24/12/2026');
    // Something else than digits is left as typed, for the check before saving to say why.
    expect(typedDay('amanhã')).toBe('amanhã');
    expect(['1', '18', '180', '1800', '18:00'].map(typedTime)).toEqual(['1', '18', '18:0', '18:00', '18:00']);
  });

  it('is written as a schedule writes it, and read back as typed', () => {
    expect(momentOfTyped('24/12/2026', '')).toBe('2026-12-24');
    expect(momentOfTyped('2/1/2027', '9:05')).toBe('2027-01-02 09:05');
    expect(momentOfTyped('', '18:00')).toBeUndefined();
    // Not a day: written as typed, and refused at the field with the catalogue's words.
    expect(momentOfTyped('24/12', '')).toBe('24/12');
    expect(typedOfMoment('2027-01-02 18:00')).toEqual({ day: '02/01/2027', time: '18:00' });
    expect(typedOfMoment(undefined)).toEqual({ day: '', time: '' });
  });
});
