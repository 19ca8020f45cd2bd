import { pastedCharacters } from '../../fields/plain-text.ts';
import { plural, quote } from '../words.ts';
import { entry, type Value } from './entry.ts';

/** Each invisible character of a paste by what it is, in words an editor understands, with its code to search for. */
const names: Record<string, string> = {
  '\u00ad': 'um hífen invisível',
  '\u061c': 'uma marca de direção de texto',
  '\u180e': 'um separador invisível',
  '\u200b': 'um espaço de largura zero',
  '\u200c': 'um separador de largura zero',
  '\u200d': 'uma junção de largura zero fora de um emoji',
  '\u200e': 'uma marca de direção de texto',
  '\u200f': 'uma marca de direção de texto',
  '\u2060': 'uma junção invisível de palavras',
  '\ufeff': 'uma marca de início de arquivo (BOM)',
};

const code = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
/** What an invisible character is, in words: all the CMS's notice says, where nothing is to be searched for. */
const plainName = (character: string) => names[character] ?? 'um caractere invisível';
/** The same with its code, for finding it in a file (validate's message). */
const nameOf = (character: string) => `${plainName(character)} (${code(character)})`;

/** The first invisible character of a paste in a text, and the text just before it, to find it by. */
function firstPasted(value: unknown): { name: string; before: string } {
  const characters = [...(typeof value === 'string' ? value.trim() : '')];
  const first = pastedCharacters(characters.join(''))[0];
  if (!first) return { name: 'um caractere invisível', before: '' };
  const before = characters.slice(Math.max(0, first.index - 40), first.index).join('');
  return { name: nameOf(first.character), before: `${first.index > 40 ? '…' : ''}${before}` };
}

/**
 * Invisible characters a paste from WhatsApp, Word or a PDF leaves in a text (schema/fields/plain-text.ts):
 * refused in the YAML by `npm run validate`, and taken out by the CMS when it saves, which says so.
 */
export const pastedMessages = {
  'pasted-invisible': entry<Value>({
    message: ({ value }) => {
      const { name, before } = firstPasted(value);
      const where = before ? `no texto, logo depois de ${quote(before)}` : 'no começo do texto';
      return `Há ${name} ${where}: ele não se vê, mas muda o texto no site (quebra uma palavra, some da busca).`;
    },
    hint: (_, to) =>
      to.form
        ? 'Apague o trecho em volta desse ponto e digite-o de novo; ao publicar, o editor tira esses caracteres sozinho.'
        : 'Veio de um texto colado. Apague o trecho em volta desse ponto e digite-o de novo, ou cole como texto simples (Ctrl+Shift+V).',
  }),
  'cms-pasted-cleaned': entry<{ count: number; places: string[] }>({
    message: ({ count }) =>
      `${count === 1 ? 'Um caractere invisível de texto colado foi tirado' : `${plural(count, 'caractere invisível', 'caracteres invisíveis')} de texto colado foram tirados`} antes de publicar.`,
    hint: ({ places }) => `O texto fica como você o vê. Onde: ${places.join('; ')}.`,
  }),
};

export type PastedRuleId = 'pasted-invisible';

/** What a cleaned field had: what was taken out, in words, and the non-breaking spaces made spaces, for the notice. */
export function cleanedWords(text: string, spaces: number): string {
  const found = pastedCharacters(text).map((each) => plainName(each.character));
  const kinds = [...new Set(found)];
  const counted = kinds.map((kind) => {
    const count = found.filter((other) => other === kind).length;
    return count === 1 ? kind : `${kind} ×${count}`;
  });
  if (spaces > 0) counted.push(plural(spaces, 'espaço que não quebra a linha', 'espaços que não quebram a linha'));
  return counted.join(', ');
}
