/**
 * Characters an editor cannot see that still change what is published: the C0 and C1 control
 * characters and DEL (a NUL, a bell, a terminal's escape, a carriage return, a tab), the Unicode line
 * and paragraph separators (a line break to some readers and not to others) and the bidirectional
 * embeddings, overrides and isolates, which reorder the letters around them on screen. They come in
 * with pastes (a PDF, a spreadsheet, a chat) and with YAML escapes ("\a", "\e", "\u202E"). The
 * zero-width joiner (U+200D) is not one of them: emoji sequences need it.
 */
const beyondC0 = '\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const anyInvisible = new RegExp(`[\\u0000-\\u001f${beyondC0}]`);
const invisibleButLineFeed = new RegExp(`[\\u0000-\\u0009\\u000b-\\u001f${beyondC0}]`);

/** Every invisible character, line feed included, for replacing each one. */
export const invisibleCharacters = new RegExp(anyInvisible.source, 'g');

/**
 * Where the first invisible character of a text is, or -1. A paragraph may hold line feeds (a blank
 * line in a YAML block, Enter in the CMS's text box), which the page shows as a space; nothing else does.
 */
export function firstInvisible(text: string, { lineFeeds }: { lineFeeds: boolean }): number {
  return text.search(lineFeeds ? invisibleButLineFeed : anyInvisible);
}

/** A refinement: the text holds no invisible character (but the line feeds a paragraph may have). */
export const withoutInvisible =
  (lineFeeds = false) =>
  (text: string) =>
    firstInvisible(text, { lineFeeds }) === -1;

/**
 * What an address must not hide: controls, format characters (zero-width, direction marks, the soft
 * hyphen, U+180E…), separators, and every space but the plain one.
 */
export const unseenInAddress = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u;
