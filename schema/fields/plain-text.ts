/**
 * What a paste from WhatsApp, Word or a PDF brings into a text that nobody sees: the zero-width
 * space (U+200B, which splits a word across lines: "recu|peração"), the zero-width non-joiner and the
 * word joiner, the byte order mark (U+FEFF), the soft hyphen (U+00AD, a hyphen that appears only
 * where a line breaks), and the left-to-right and right-to-left marks. The zero-width joiner (U+200D)
 * is one of them only outside an emoji: between two pictographs it makes one (👩‍⚕️). The control
 * characters and bidirectional overrides are invisible.ts's, refused as before.
 */
const pasted = new Set(['\u00ad', '\u061c', '\u180e', '\u200b', '\u200c', '\u200e', '\u200f', '\u2060', '\ufeff']);
const joiner = '\u200d';
const pictograph = /\p{Extended_Pictographic}/u;
/** What may stand between a pictograph and a joiner: the emoji presentation selector and the skin tones. */
const emojiModifier = /[\ufe0f\u{1f3fb}-\u{1f3ff}]/u;

/** Spaces that do not break a line, which a paste brings where a plain space was meant. */
const nonBreaking = /[\u00a0\u2007\u202f]/g;

/** Whether the joiner at `index` of `characters` joins two pictographs (an emoji sequence). */
function joinsEmoji(characters: string[], index: number): boolean {
  let before = index - 1;
  while (before >= 0 && emojiModifier.test(characters[before]!)) before--;
  return before >= 0 && pictograph.test(characters[before]!) && pictograph.test(characters[index + 1] ?? '');
}

/** One invisible character of a paste: which, and where (in code points of the text). */
export interface PastedCharacter {
  character: string;
  index: number;
}

/** Every invisible character a paste left in `text`, in order. */
export function pastedCharacters(text: string): PastedCharacter[] {
  const characters = [...text];
  return characters.flatMap((character, index) =>
    pasted.has(character) || (character === joiner && !joinsEmoji(characters, index)) ? [{ character, index }] : [],
  );
}

/** A refinement: the text holds no invisible character of a paste. */
export const withoutPasted = (text: string) => pastedCharacters(text).length === 0;

/** The text as it looks: the invisible characters of a paste taken out, its non-breaking spaces made spaces. */
export function cleanPasted(text: string): string {
  const characters = [...text];
  const kept = characters.filter(
    (character, index) => !pasted.has(character) && (character !== joiner || joinsEmoji(characters, index)),
  );
  return kept.join('').replace(nonBreaking, ' ');
}

/** The non-breaking spaces of `text`: each becomes a space on save. */
export const nonBreakingSpaces = (text: string) => text.match(nonBreaking)?.length ?? 0;
