import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  emailSchema,
  externalUrlSchema,
  imageSourceSchema,
  pagePathSchema,
  paragraphSchema,
  phoneSchema,
  textSchema,
} from '../../../schema/fields/index.ts';
import { ruleOf } from '../../../schema/messages/explained.ts';

describe('text', () => {
  it('trims and keeps plain copy, accents included', () => {
    expect(textSchema.parse('  Higienização de Cadeiras  ')).toBe('Higienização de Cadeiras');
    expect(textSchema.parse('Preço < R$ 100 e 5 > 3')).toBe('Preço < R$ 100 e 5 > 3');
  });
  it.each(['<script>alert(1)</script>', 'Uma <b>ótima</b> frase', '<img src=x onerror=alert(1)>', 'a <!-- b -->'])(
    'refuses markup: %s',
    (value) => expect(textSchema.safeParse(value).success).toBe(false),
  );
  it('refuses empty, blank, too long and non-text values', () => {
    for (const value of ['', '   ', 'x'.repeat(161), 2024, true, null, ['a']]) {
      expect(textSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('invisible characters', () => {
  const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // C0 and DEL, C1, the line and paragraph separators, the bidirectional embeddings, overrides and isolates.
  const invisible = [
    ...codes(0x00, 0x1f),
    ...codes(0x7f, 0x9f),
    0x2028,
    0x2029,
    ...codes(0x202a, 0x202e),
    ...codes(0x2066, 0x2069),
  ].map((code) => String.fromCharCode(code));
  const acceptedOf = (schema: { safeParse: (value: unknown) => { success: boolean } }, write: (c: string) => string) =>
    invisible
      .filter((character) => schema.safeParse(write(character)).success)
      .map((c) => c.charCodeAt(0).toString(16));

  it('are refused in every string field an editor fills, inside the text (at its ends, spaces are trimmed)', () => {
    expect(acceptedOf(textSchema, (c) => `Recupe${c}ração`)).toEqual([]);
    expect(acceptedOf(externalUrlSchema, (c) => `https://www.exemplo.com.br/a${c}b`)).toEqual([]);
    expect(acceptedOf(externalUrlSchema, (c) => `mailto:contato${c}@exemplo.com.br`)).toEqual([]);
    expect(acceptedOf(imageSourceSchema, (c) => `images/foto${c}.jpg`)).toEqual([]);
    expect(acceptedOf(phoneSchema, (c) => `(11)${c}3456-7890`)).toEqual([]);
  });
  it('are refused in a paragraph too, but for the line feed a paragraph may hold', () => {
    expect(acceptedOf(paragraphSchema, (c) => `Uma frase.${c}Outra.`)).toEqual(['a']);
  });
  it('leave the zero-width joiner of emoji sequences alone', () => {
    expect(textSchema.parse('Atendimento 👩‍⚕️')).toBe('Atendimento 👩‍⚕️');
  });
});

describe('links', () => {
  it.each(['/', '/assessoria', '/clinica-sul/implantes'])('accepts the page path %s', (value) => {
    expect(pagePathSchema.parse(value)).toBe(value);
  });
  it.each(['assessoria', '/Assessoria', '/assessoria/', '/consultório', '//evil.com', '/a b'])(
    'refuses the page path %s',
    (value) => expect(pagePathSchema.safeParse(value).success).toBe(false),
  );
  it.each([
    'https://www.exemplo.com.br/x?y=1',
    'https://www.exemplo.com.br/@grupo',
    'mailto:contato@exemplo.com.br',
    'MAILTO:Contato.Vendas@Exemplo.com.br',
  ])('accepts the external address %s', (value) => expect(externalUrlSchema.parse(value)).toBe(value));
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'http://exemplo.com',
    'data:text/html,<script>',
    'ftp://x.com',
    'https://',
    '//exemplo.com',
  ])('refuses the external address %s', (value) => expect(externalUrlSchema.safeParse(value).success).toBe(false));

  /** The catalogue rule a value is refused with, or nothing when it is accepted. */
  const ruleFor = (schema: { safeParse: (value: unknown) => z.ZodSafeParseResult<unknown> }, value: string) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : ruleOf(result.error.issues[0]!);
  };

  // Each opens another place than it says: a page of this site, another site, another recipient.
  it.each([
    ['https:evil.example', 'link-slashes'],
    ['https:/evil.example', 'link-slashes'],
    ['HTTPS:evil.example/x', 'link-slashes'],
    ['https:\\\\evil.example', 'link-slashes'],
    ['https://\\evil.example', 'link-slashes'],
    ['https://www.exemplo.com.br@evil.example', 'link-credentials'],
    ['https://usuario:senha@evil.example/', 'link-credentials'],
    ['https://@evil.example', 'link-credentials'],
    ['https://evil.example\\@www.exemplo.com.br', 'external-url'],
    ['https://localhost/', 'external-url'],
    ['https://www.exemplo.com.br/a b', 'link-spaces'],
    ['https://www.exemplo .com.br', 'link-spaces'],
    ['https://wa.me/5511987654321?text=Olá', 'link-whatsapp-text'],
    ['https://wa.me/5511987654321?text=Oi tudo bem', 'link-whatsapp-text'],
    ['mailto:a,evil@evil.example', 'email-several'],
    ['mailto:a@b.co;evil@evil.example', 'email-several'],
    ['mailto:a@b.co%2Cevil@evil.example', 'email-several'],
    ['mailto:evil%40evil.example@b.co', 'email-encoded'],
    ['mailto:a@b.co?cc=evil@evil.example', 'email'],
    ['tel:(11) 3456-7890, (11) 3456-7891', 'phone'],
  ])('refuses %s with the rule %s', (value, rule) => expect(ruleFor(externalUrlSchema, value)).toBe(rule));

  it('refuses the same of a mailto: as of the footer’s e-mail, by the same rules', () => {
    const unseen = ['\u200b', '\u200c', '\u200e', '\u200f', '\u061c', '\u00ad', '\u2060', '\u180e', '\u00a0', '\ufeff'];
    const addresses = [
      'contato@exemplo.com.br',
      ...unseen.map((character) => `conta${character}to@exemplo.com.br`),
      // At the end, a no-break space or U+FEFF is trimmed away like a space; the others stay, and are refused.
      ...unseen.slice(0, 8).map((character) => `contato@exemplo.com.br${character}`),
      'a,b@exemplo.com.br',
      'a@exemplo.com.br; b@exemplo.com.br',
      'a%40b@exemplo.com.br',
      'contato(arroba)exemplo',
      'contato@',
    ];
    for (const address of addresses) {
      expect(ruleFor(externalUrlSchema, `mailto:${address}`), address).toBe(ruleFor(emailSchema, address));
    }
    expect(addresses.filter((address) => ruleFor(emailSchema, address) === undefined)).toEqual([
      'contato@exemplo.com.br',
    ]);
    for (const character of unseen.slice(0, 8)) {
      expect(ruleFor(emailSchema, `conta${character}to@exemplo.com.br`)).toBe('email-invisible');
    }
  });

  it('refuses a photo of another site by the same rule as a link', () => {
    for (const src of ['https:evil.example/x.jpg', 'https://a@evil.example/x.jpg', 'https:/evil.example/x.jpg']) {
      expect(imageSourceSchema.safeParse(src).success, src).toBe(false);
    }
  });
});
