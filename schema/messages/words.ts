/** Small pieces of wording the messages share. */

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
