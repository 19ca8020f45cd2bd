import { unseenInAddress } from '../../fields/invisible.ts';
import { siteOf } from '../../fields/web-address.ts';
import { whatsappInCode, whatsappPlainText } from '../../fields/whatsapp.ts';
import { characterName, quote } from '../words.ts';
import { entry, type Value } from './entry.ts';
import { everydayMessages } from './everyday.ts';

/** The e-mail the hints give as an example, as a `mailto:` link when the value is one. */
const example = (value: unknown) =>
  /^mailto:/i.test(String(value)) ? '"mailto:contato@grupoinvero.com.br"' : '"contato@grupoinvero.com.br"';

/** The first character of an address nobody sees, and the text before it, to find it by. */
function unseenIn(value: unknown): { name: string; before: string } {
  const text = String(value);
  const found = unseenInAddress.exec(text);
  return found ? { name: characterName(found[0]), before: text.slice(0, found.index) } : { name: '', before: text };
}

/** An address with each character nobody sees written as its code, so that the message shows where it is. */
const shown = (value: unknown) =>
  quote(String(value)).replace(
    new RegExp(unseenInAddress.source, 'gu'),
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** "a", "a e b", "a, b e c". */
const listed = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** What of a WhatsApp message is plain text, in kinds a person knows: "espaços", "acentos", "emoji", "&". */
function plainKinds(value: unknown): { kinds: string; cut?: string } {
  const plain = whatsappPlainText(String(value));
  const kinds = plain.map((character) => {
    if (/\s/u.test(character)) return /[\n\r]/.test(character) ? 'quebras de linha' : 'espaços';
    if (/\p{L}/u.test(character)) return 'acentos';
    if (/\p{Extended_Pictographic}/u.test(character)) return 'emoji';
    return `"${character}"`;
  });
  return {
    kinds: listed.format(new Set(kinds)),
    cut: plain.find((character) => character === '&' || character === '#'),
  };
}

/** Links to other sites, e-mails and phones: each refused in the words of what it would do. */
export const addressMessages = {
  'external-url': entry<Value>({
    message: ({ value }) => `O endereço ${quote(value)} não é permitido.`,
    hint: (_, to) =>
      `Use um endereço completo, copiado da barra do navegador, que comece com https:// (um site), mailto: (um e-mail) ou tel: (um telefone). Para uma página deste site, ${to.form ? `escolha-a no campo ${to.field('to')}` : 'use "to: /pagina"'}.`,
  }),
  'link-slashes': entry<Value>({
    message: ({ value }) =>
      `O endereço ${quote(value)} não tem as duas barras depois de "https:": o navegador o abriria como uma página deste site, que não existe.`,
    hint: ({ value }) =>
      `Escreva "https://" e o nome do site logo depois: ${quote(`https://${String(value).replace(/^https:[/\\]*/i, '')}`)}.`,
  }),
  'link-whatsapp-text': entry<Value>({
    message: ({ value }) => {
      const { kinds, cut } = plainKinds(value);
      return `A mensagem do WhatsApp no endereço ${quote(value)} está escrita como texto, com ${kinds}, e num endereço ela vai em código (um espaço é %20; um "á", %C3%A1)${cut ? `: o WhatsApp mostraria só o que vem antes do "${cut}"` : ''}.`;
    },
    hint: ({ value }, to) => {
      const inCode = `"${whatsappInCode(String(value))}"`;
      return to.form
        ? `Escreva a mensagem como ela é no campo "${everydayMessages['cms-whatsapp-message'].message({}, to)}", abaixo do endereço: ele a põe em código sozinho. Ou use este endereço, o mesmo com a mensagem em código: ${inCode}.`
        : `Use este endereço, o mesmo com a mensagem em código: ${inCode}.`;
    },
  }),
  'link-spaces': entry<Value>({
    message: ({ value }) => {
      const spaces = String(value).match(/\s/g)?.length ?? 0;
      return `O endereço ${quote(value)} tem ${spaces === 1 ? 'um espaço' : `${spaces} espaços`}, e um endereço se escreve sem nenhum.`;
    },
    hint: () =>
      'Copie o endereço da barra do navegador e cole-o aqui: copiado de lá, ele vem sem espaços. Um espaço que faz parte do endereço se escreve %20.',
  }),
  'link-credentials': entry<Value>({
    message: ({ value }) =>
      `O endereço ${quote(value)} tem algo antes de um "@" no lugar do nome do site: o navegador o leria como usuário e senha e abriria o site ${quote(siteOf(String(value)) ?? '')}.`,
    hint: () =>
      'Copie o endereço da barra do navegador: ele começa com "https://" e logo depois o nome do site, sem nada antes dele.',
  }),
  phone: entry<Value>({
    message: ({ value }) => `${quote(value)} não é um telefone que o site consiga discar.`,
    hint: ({ value }) =>
      (/[/,;]|\b(?:e|ou|ramal)\b/i.test(String(value))
        ? 'Escreva um número só (sem ramal): o site faz dele um link que liga para ele. '
        : '') + 'Use o DDD e o número, ex.: "(11) 3456-7890" ou "(11) 98765-4321"; pode começar com +55.',
  }),
  email: entry<Value>({
    message: ({ value }) => `${quote(value)} não é um e-mail válido.`,
    hint: ({ value }) => `Escreva um e-mail completo, ex.: ${example(value)}.`,
  }),
  'email-invisible': entry<Value>({
    message: ({ value }) => {
      const { name, before } = unseenIn(value);
      return `Há ${name} no e-mail ${shown(value)}, logo depois de ${quote(before)}: ele não se vê, mas o e-mail publicado não chegaria a ninguém.`;
    },
    hint: () =>
      'Apague o e-mail e digite-o de novo, sem colar: esse caractere costuma vir de texto copiado de uma página, de um PDF ou de uma conversa.',
  }),
  'email-several': entry<Value>({
    message: ({ value }) => `${quote(value)} tem mais de um e-mail (separados por "," ou ";"), e aqui vai um só.`,
    hint: ({ value }) => `Deixe um e-mail só, ex.: ${example(value)}.`,
  }),
  'email-encoded': entry<Value>({
    message: ({ value }) =>
      `${quote(value)} tem um código com "%" (como %40, que é um "@"): o e-mail publicado não seria o que se lê.`,
    hint: ({ value }) => `Escreva o e-mail como ele é, só com letras, números, pontos e o "@", ex.: ${example(value)}.`,
  }),
};
