import * as z from 'zod';
import { explained } from '../messages/explained.ts';
import { withoutInvisible } from './invisible.ts';
import { withoutPasted } from './plain-text.ts';

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
    .refine(withoutPasted, explained('pasted-invisible'))
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

/**
 * The longest text each place of the header, the footer and the cards holds and still looks right:
 * what fits on a 390 px phone and in a four-column card grid, in the widest system font we meet
 * (DejaVu Sans, about 10 % wider than Segoe UI or San Francisco). tests/e2e/layout.e2e.test.ts
 * fills every such field to its limit and checks the layout at 390, 768, 1024 and 1280 px.
 */
export const layoutLimits = {
  /** Beside the logo's mark: at most two short lines on a phone. */
  brandName: 24,
  /** A link of the menu or of the footer: one line in the phone menu, two in the footer's narrowest column. */
  linkLabel: 24,
  /** A button: one line in a phone-wide button, its arrow beside it (two if its words are long). */
  buttonLabel: 28,
  /** A card's title, and a company's name (its card's title): three lines in a four-column grid, four if its words are long. */
  cardTitle: 40,
  /** One line of a card's list of features: two or three lines in a four-column grid. */
  cardFeature: 40,
  /** "One or two sentences" under a card's title, also under each company in the footer. */
  cardDescription: 180,
  /** A heading of a footer column: two lines in its narrowest column. */
  footerHeading: 24,
  /** The text about the group under the footer's logo. */
  footerBlurb: 320,
  /** The opening hours and the country in the footer's narrow contact column. */
  contactLine: 40,
} as const;

/**
 * A text for a place of the layout: at most `maxLength` characters, and its description says so. One
 * line unless it is a paragraph (a description, a blurb), whose line breaks are shown as spaces.
 */
export function limitedText(maxLength: number, description: string, { lineFeeds = false } = {}) {
  return plainText(maxLength, { lineFeeds }).describe(`${description} Até ${maxLength} caracteres.`);
}
