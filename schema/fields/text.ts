import * as z from 'zod';
import { explained } from '../messages/explained.ts';
import { withoutInvisible } from './invisible.ts';

// Editors type copy, never markup: a "<" that opens a tag would either show up
// literally on the page or, worse, tempt someone to render it as HTML.
const looksLikeHtml = /<\/?[a-z!][^>]*>?/i;

// The site draws its own bullet (a check icon) before each item; one pasted from a document doubles it.
// "-" and "*" count only before a space: "-10%" is text.
export const pastedBullet = /^(?:[•◦▪·–—✓✔➢]|[*-](?=\s))/;

// Quotes from a word processor or a phone are not YAML's: they would be published around the text.
const typographicPairs = ['“”', '‘’', '«»', '„“'];
const wrappedInTypographicQuotes = (value: string) =>
  value.length > 1 && typographicPairs.some(([open, close]) => value.startsWith(open!) && value.endsWith(close!));

function plainText(maxLength: number, { lineFeeds }: { lineFeeds: boolean }) {
  return z
    .string()
    .trim()
    .min(1)
    .max(maxLength)
    .refine(withoutInvisible(lineFeeds), explained('invisible-character'))
    .refine((value) => !looksLikeHtml.test(value), explained('html'))
    .refine((value) => !pastedBullet.test(value), explained('pasted-bullet'))
    .refine((value) => !wrappedInTypographicQuotes(value), explained('typographic-quotes'));
}

/** A short line of copy: a title, a label, a bullet; one line, so no line break either. */
export const textSchema = plainText(160, { lineFeeds: false }).describe(
  'Um texto curto (até 160 caracteres), sem HTML.',
);

/** A paragraph of copy: a description or a blurb; its line breaks are shown as spaces. */
export const paragraphSchema = plainText(800, { lineFeeds: true }).describe(
  'Um parágrafo (até 800 caracteres), sem HTML.',
);
