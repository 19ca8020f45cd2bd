import { describe, expect, it } from 'vitest';
import { buttonSchema, externalUrlSchema } from '../../schema/fields/index.ts';
import { readWhatsappAddress, whatsappAddress, whatsappInCode } from '../../schema/fields/whatsapp.ts';
import { say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { ruleOf } from '../../schema/messages/explained.ts';
import { seededRandom } from '../support/seeded-random.ts';

const number = '(11) 98765-4321';
const chat = 'https://wa.me/5511987654321';

/** What a message may hold: letters, accents, emoji, and every character with a meaning in an address. */
const alphabet = [
  ...'abcxyzABC019',
  ...'áéíóúâêôãõçÁÇ',
  '😀',
  '👍🏽',
  '🦷',
  '👨‍👩‍👧',
  ...'&?#%+=/:;,.!*\'"()<>[]{}|\\^`~@$_-',
  ' ',
  '  ',
  '\n',
  '\t',
  '—',
  '€',
];

/** `count` messages of 1 to 40 pieces of the alphabet. */
function messages(count: number, seed = 20260321): string[] {
  const { next } = seededRandom(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]!).join(''),
  );
}

const rulesOf = (value: string) => {
  const result = externalUrlSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map(ruleOf);
};

describe('a WhatsApp chat with a message already written', () => {
  it('is the number’s address with the message in URL code after ?text=', () => {
    expect(whatsappAddress(number, 'Olá, quero agendar uma consulta')).toBe(
      `${chat}?text=Ol%C3%A1%2C%20quero%20agendar%20uma%20consulta`,
    );
    // Lines kept (WhatsApp shows them), blank ends dropped, no message no text.
    expect(whatsappAddress(number, '  Olá!\nTudo bem?  ')).toBe(`${chat}?text=Ol%C3%A1!%0ATudo%20bem%3F`);
    expect(whatsappAddress(number, '   ')).toBe(chat);
    expect(whatsappAddress(number)).toBe(chat);
    // A half of an emoji (a broken paste) cannot be put in code: it is replaced, never a crash.
    expect(whatsappAddress(number, 'a\ud83d b')).toBe(`${chat}?text=a%EF%BF%BD%20b`);
    expect(whatsappAddress('98765-4321', 'Olá')).toBeUndefined();
  });

  it('is read back: the number as people write it and the message as it reads', () => {
    expect(readWhatsappAddress(`${chat}?text=Ol%C3%A1%2C%20quero%20agendar`)).toEqual({
      number,
      message: 'Olá, quero agendar',
    });
    expect(readWhatsappAddress('https://wa.me/551134567890')).toEqual({ number: '(11) 3456-7890', message: '' });
    // "+" is a space in an address's code, as web forms write it; a "/" after the number changes nothing.
    expect(readWhatsappAddress(`${chat}?text=Bom+dia`)?.message).toBe('Bom dia');
    expect(readWhatsappAddress(`${chat}/?text=oi`)).toEqual({ number, message: 'oi' });
    // Written as plain text (refused on saving), it is still read, so that the form can put it in code.
    expect(readWhatsappAddress(`${chat}?text=Olá, 50% & #1`)?.message).toBe('Olá, 50% & #1');
  });

  it.each([
    'https://wa.me/15551234567',
    'https://wa.me/5501987654321',
    `${chat}?phone=1`,
    'https://www.exemplo.com.br/?text=oi',
    'tel:+5511987654321',
  ])('is not read from %s, which the helper could not have written', (address) =>
    expect(readWhatsappAddress(address)).toBeUndefined(),
  );

  it('is accepted by the button and read back the same, whatever the message holds', () => {
    const tried = messages(600);
    for (const message of tried) {
      const address = whatsappAddress(number, message)!;
      expect(buttonSchema.safeParse({ label: 'WhatsApp', href: address }).success, address).toBe(true);
      expect(externalUrlSchema.parse(address), address).toBe(address);
      expect(readWhatsappAddress(address), address).toEqual({ number, message: message.trim() });
    }
    // The alphabet was all tried, so each kind of character was.
    expect(new Set(tried.join(''))).toEqual(new Set(alphabet.join('')));
  });

  it('is refused when its message is plain text, with the words that say so and the address in code', () => {
    // A space, an accent, an emoji, "&", "#" and the characters an address never holds as they are.
    const needsCode = /[\s&#"<>[\]{}|\\^`\u0080-\u{10ffff}]/u;
    const plain = messages(600).filter((message) => needsCode.test(message.trim()));
    expect(plain.length).toBeGreaterThan(500);
    for (const message of plain) {
      const address = `${chat}?text=${message.trim()}`;
      // A tab or a line break is also an invisible character in an address: said too.
      expect(rulesOf(address), address).toContain('link-whatsapp-text');
      // The address given to use is the helper's own, the codes the message held aside.
      if (!/%[\da-f]{2}/i.test(message))
        expect(whatsappInCode(address), address).toBe(whatsappAddress(number, message));
    }
  });

  it('says what is wrong in the words of each reader, never "comece com https://"', () => {
    const value = `${chat}?text=Olá, quero agendar uma consulta`;
    const inFile = say('link-whatsapp-text', { value });
    expect(inFile.message).toContain('com acentos e espaços');
    expect(inFile.hint).toContain(`"${chat}?text=Ol%C3%A1%2C%20quero%20agendar%20uma%20consulta"`);
    expect(`${inFile.message} ${inFile.hint}`).not.toMatch(/comece com https/);
    const inForm = sayAgain(inFile, { form: true, field: (key) => key.toUpperCase(), file: (name) => name });
    expect(inForm.hint).toContain(`"${say('cms-whatsapp-message').message}"`);
    // "&" and "#" cut the message short: said so.
    expect(say('link-whatsapp-text', { value: `${chat}?text=A&B` }).message).toContain('só o que vem antes do "&"');
  });

  it('leaves the other faults of an address named as before', () => {
    expect(rulesOf('https://www.exemplo.com.br/minha página')).toEqual(['link-spaces']);
    expect(rulesOf('https:wa.me/5511987654321?text=Olá')).toEqual(['link-slashes']);
    expect(rulesOf('https://a@wa.me/5511987654321?text=oi')).toEqual(['link-credentials']);
    expect(rulesOf('http://wa.me/5511987654321?text=oi')).toEqual(['external-url']);
    expect(rulesOf(`${chat}?text=Ol%C3%A1`)).toEqual([]);
    // A message of letters and the characters an address takes as they are needs no code.
    expect(rulesOf(`${chat}?text=Oi!`)).toEqual([]);
  });
});
