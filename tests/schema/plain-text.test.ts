import { describe, expect, it } from 'vitest';
import { cleanPasted, pastedCharacters } from '../../schema/fields/plain-text.ts';
import { paragraphSchema, textSchema } from '../../schema/fields/text.ts';

describe('what a paste leaves unseen', () => {
  it.each([
    ['a zero-width space', 'recu\u200bperação', 'recuperação'],
    ['a soft hyphen', 'recu\u00adperação', 'recuperação'],
    ['a byte order mark', 'Iní\ufeffcio', 'Início'],
    ['direction marks', '\u200eInício\u200f', 'Início'],
    ['a joiner between letters', 'In\u200dício', 'Início'],
    ['non-breaking spaces', 'Seg\u00a0a\u202fSex', 'Seg a Sex'],
  ])('%s: taken out (or made a space) on save, refused by the schemas', (_, pasted, clean) => {
    expect(cleanPasted(pasted)).toBe(clean);
    if (pastedCharacters(pasted).length > 0) expect(textSchema.safeParse(pasted).success).toBe(false);
    expect(textSchema.safeParse(clean).success).toBe(true);
  });

  it("keeps an emoji's joiners, its skin tone and its presentation selector", () => {
    const emoji = 'Equipe 👩\u200d⚕️ e 👨🏽\u200d💻 e 🏳️\u200d🌈';
    expect(pastedCharacters(emoji)).toEqual([]);
    expect(cleanPasted(emoji)).toBe(emoji);
    expect(paragraphSchema.safeParse(emoji).success).toBe(true);
  });

  it('says where each one is, in characters as the editor counts them (an emoji is one)', () => {
    expect(pastedCharacters('😀a\u200bb')).toEqual([{ character: '\u200b', index: 2 }]);
  });
});
