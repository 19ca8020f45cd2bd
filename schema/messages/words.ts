/** Small pieces of wording the messages share. */
import { invisibleCharacters } from '../fields/invisible.ts';

/** A list of names as a sentence says it: "a, b e c". */
export const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;

/** "1 item", "3 itens". */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A value as an editor typed it, in quotes, shortened inside the quotes when long. */
export function quote(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** "Você quis dizer "x"? " when there is a likely name, else nothing. */
export const didYouMean = (guess: string | undefined) => (guess ? `Você quis dizer "${guess}"? ` : '');

/**
 * Text with each invisible character written as its code (`\u202e`), as JSON writes the control
 * characters: nothing an editor wrote can reach a screen or a terminal through a message and act
 * there (reorder the line, clear the terminal).
 */
export const escapeInvisible = (text: string) =>
  text.replace(invisibleCharacters, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Text with each invisible character drawn as one visible sign, so that a line of the file can be
 * shown as it is with its columns kept: ␇ for a control character, ␡ for DEL, � for the others.
 */
export const drawInvisible = (text: string) =>
  text.replace(invisibleCharacters, (character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\ufffd';
  });

/** An invisible character in words an editor understands, with its code to search for. */
export function characterName(character: string): string {
  const code = `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (character === '\t') return `um TAB (tabulação, ${code})`;
  if (character === '\n') return `uma quebra de linha (${code})`;
  if (character === '\r') return `um retorno de carro (${code}, a quebra de linha do Windows)`;
  if (character === '\u2028') return `um separador de linha invisível (${code})`;
  if (character === '\u2029') return `um separador de parágrafo invisível (${code})`;
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(character))
    return `uma marca de direção de texto invisível (${code})`;
  if (character === '\u00ad') return `um hífen invisível (${code})`;
  if (/\p{Cf}/u.test(character)) return `um caractere invisível de largura zero (${code})`;
  if (/\p{Zs}/u.test(character)) return `um espaço diferente do comum (${code})`;
  return `um caractere invisível de controle (${code})`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * When something happened, as a person says it, in the reader's own clock: "hoje às 10:32",
 * "ontem às 18:05", "em 12/11 às 09:00" (with the year when it is not this one).
 */
export function whenWords(at: Date, now: Date = new Date()): string {
  const time = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
  const day = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((day(now) - day(at)) / 86_400_000);
  if (days === 0) return `hoje às ${time}`;
  if (days === 1) return `ontem às ${time}`;
  const date = `${twoDigits(at.getDate())}/${twoDigits(at.getMonth() + 1)}`;
  return `em ${at.getFullYear() === now.getFullYear() ? date : `${date}/${at.getFullYear()}`} às ${time}`;
}
